import { Alert, Loader, Table, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * What a console section shows for the list it loads: a loader named for it while pending, the API's message
 * when it failed, else what `children` makes of the answer.
 */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** The loader's accessible name ("Loading jobs"). */
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader aria-label={loading} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}

/**
 * A console table: named for screen readers, scrolling sideways under `minWidth` (phones), one header per column
 * ("" for a column of buttons), one row per item; `empty` is said instead of an empty table.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  row,
  empty,
  minWidth = 560,
  highlightOnHover = false,
}: {
  label: string;
  columns: string[];
  rows: readonly T[];
  row: (item: T) => ReactNode;
  empty?: ReactNode;
  minWidth?: number;
  highlightOnHover?: boolean;
}) {
  if (rows.length === 0 && empty !== undefined) return <Text>{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column || "actions"}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map(row)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
