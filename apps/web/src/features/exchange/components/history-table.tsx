import { Button, Center, Loader, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorState } from "../../../components/error-state";
import { TableFrame } from "../../../components/table-frame";
import type { TLoadable } from "../../ledger";
import { formatTradeTime } from "../lib/format";

/** Columns of the exchange history tables (spec doc 2 §2). */
export const HISTORY_COLUMNS = ["Date", "Pair", "Type", "Price", "Amount", "Total"] as const;

/** What one history line shows. */
export interface THistoryLine {
  key: string;
  time: string | null;
  pair: string;
  type: "BUY" | "SELL";
  price: string;
  amount: string;
  total: string;
  /** An extra last cell (the Cancel button of an open offer). */
  action?: ReactNode;
}

interface HistoryTableProps {
  lines: TLoadable<THistoryLine[]>;
  emptyMessage: string;
  withAction?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  testId: string;
}

/** A history table with its loading, error and empty states and the 'Load More' button. */
export function HistoryTable(props: HistoryTableProps) {
  const { lines, emptyMessage, withAction, hasMore, loadingMore, onLoadMore, testId } = props;
  if (lines.status === "loading") {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (lines.status === "error")
    return <ErrorState message={lines.message} onRetry={lines.retry} retryLabel="Retry" />;
  const rows = lines.data.map((line) => (
    <Table.Tr key={line.key} data-testid={testId}>
      <Table.Td>{formatTradeTime(line.time)}</Table.Td>
      <Table.Td>{line.pair}</Table.Td>
      <Table.Td c={line.type === "BUY" ? "teal.4" : "red.4"} fw={600}>
        {line.type}
      </Table.Td>
      <Table.Td className="mono">{line.price}</Table.Td>
      <Table.Td className="mono">{line.amount}</Table.Td>
      <Table.Td className="mono">{line.total}</Table.Td>
      {withAction && <Table.Td>{line.action}</Table.Td>}
    </Table.Tr>
  ));
  return (
    <>
      <TableFrame
        columns={withAction ? [...HISTORY_COLUMNS, ""] : HISTORY_COLUMNS}
        rows={rows}
        emptyMessage={emptyMessage}
      />
      {hasMore && onLoadMore && (
        <Center mt="sm">
          <Button variant="light" size="xs" onClick={onLoadMore} loading={loadingMore}>
            Load More
          </Button>
        </Center>
      )}
    </>
  );
}
