import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";

interface TableFrameProps {
  columns: readonly string[];
  /** Rendered rows; when there are none the empty message fills the table. */
  rows?: ReactNode[];
  emptyMessage: string;
  caption?: string;
  /** Width below which the table scrolls sideways; 0 lets it shrink with its panel. */
  minWidth?: number;
}

/** A table with the spec's column headers; with no rows, its empty message shows centred below them. */
export function TableFrame({ columns, rows = [], emptyMessage, caption, minWidth }: TableFrameProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth ?? Math.max(480, columns.length * 110)} type="native">
        <Table>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column || "actions"} c="dimmed" fw={500} fz="xs" tt="uppercase">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {rows.length > 0 && <Table.Tbody>{rows}</Table.Tbody>}
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <EmptyState message={emptyMessage} />}
    </>
  );
}
