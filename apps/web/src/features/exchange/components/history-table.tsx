import { Box, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_BREAKPOINT_PX } from "@sextant/core";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { TableFrame } from "../../../components/table-frame";
import type { TLoadable } from "../../ledger/sdk-free";
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

/** One figure of a stacked row: its column name above its value. */
function CardFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" className="mono" style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Under the 601 px breakpoint each line is a stacked card (pair, type and action on top, then date, price, amount
 * and total), so every column and the Cancel button fit the screen without a sideways scroll.
 */
function HistoryCards({ lines, testId }: { lines: THistoryLine[]; testId: string }) {
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Paper key={line.key} data-testid={testId} withBorder radius="sm" p="xs" bg="dark.7">
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Text fw={600} size="sm" truncate>
                {line.pair}
              </Text>
              <Text size="sm" fw={600} c={line.type === "BUY" ? "teal.4" : "red.4"}>
                {line.type}
              </Text>
            </Group>
            {line.action && <Box style={{ flexShrink: 0 }}>{line.action}</Box>}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            <CardFigure label="Date" value={formatTradeTime(line.time)} />
            <CardFigure label="Price" value={line.price} />
            <CardFigure label="Amount" value={line.amount} />
            <CardFigure label="Total" value={line.total} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** A history table with its loading, error and empty states and the 'Load More' button. */
export function HistoryTable(props: HistoryTableProps) {
  const { lines, emptyMessage, withAction, hasMore, loadingMore, onLoadMore, testId } = props;
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
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
  const loadMore = hasMore && onLoadMore && (
    <Center mt="sm">
      <Button variant="light" size="xs" onClick={onLoadMore} loading={loadingMore}>
        Load More
      </Button>
    </Center>
  );
  if (narrow) {
    return (
      <>
        {lines.data.length > 0 ? (
          <HistoryCards lines={lines.data} testId={testId} />
        ) : (
          <EmptyState message={emptyMessage} />
        )}
        {loadMore}
      </>
    );
  }
  return (
    <>
      <TableFrame
        columns={withAction ? [...HISTORY_COLUMNS, ""] : HISTORY_COLUMNS}
        rows={rows}
        emptyMessage={emptyMessage}
      />
      {loadMore}
    </>
  );
}
