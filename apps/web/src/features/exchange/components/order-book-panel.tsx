import { Box, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import type { TOrderBookRow, TOrderBookView, TPairOrientation } from "@sextant/core";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import { useOrderBook } from "../hooks/use-order-book";
import { PairPanelBody } from "./pair-panel-body";

export type TOrderBookMode = "both" | "buy" | "sell";

interface OrderBookPanelProps {
  pair: TPairOrientation | null;
  /** A click on a level hands its price to the order form. */
  onPickPrice?: (price: string) => void;
}

function BookRow({ row, onPick }: { row: TOrderBookRow; onPick?: (price: string) => void }) {
  const color = row.buy ? "teal.4" : "red.4";
  const bar = row.buy ? "rgba(38, 166, 154, 0.16)" : "rgba(239, 83, 80, 0.16)";
  const clickable = !row.placeholder && onPick;
  return (
    <Table.Tr
      data-testid={row.placeholder ? undefined : row.buy ? "book-bid" : "book-ask"}
      onClick={clickable ? () => onPick(row.priceValue) : undefined}
      style={{
        cursor: clickable ? "pointer" : undefined,
        background: `linear-gradient(to left, ${bar} ${row.depth}%, transparent ${row.depth}%)`,
      }}
    >
      <Table.Td c={row.placeholder ? "dimmed" : color} className="mono">
        {row.price}
      </Table.Td>
      <Table.Td className="mono" ta="right">
        {row.amount}
      </Table.Td>
      <Table.Td className="mono" ta="right">
        {row.total}
      </Table.Td>
    </Table.Tr>
  );
}

function SpreadRow({ view }: { view: TOrderBookView }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3} py={6}>
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed" data-testid="book-spread">
            Spread <span className="mono">{view.spread ?? "-"}</span>
            {view.spreadPercent ? ` (${view.spreadPercent}%)` : ""}
          </Text>
          <Text size="xs" c="dimmed">
            Bid{" "}
            <Text span c="teal.4" inherit className="mono">
              {view.bestBid ?? "-"}
            </Text>{" "}
            · Ask{" "}
            <Text span c="red.4" inherit className="mono">
              {view.bestAsk ?? "-"}
            </Text>
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function BookTable({
  view,
  mode,
  pair,
  onPick,
}: {
  view: TOrderBookView;
  mode: TOrderBookMode;
  pair: TPairOrientation;
  onPick?: (price: string) => void;
}) {
  const empty = view.buys.length === 0 && view.sells.every((row) => row.placeholder);
  return (
    <>
      <Table fz="xs" verticalSpacing={3} horizontalSpacing={6} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th c="dimmed" fw={500}>
              Price ({pair.base.code})
            </Table.Th>
            <Table.Th c="dimmed" fw={500} ta="right">
              Amount ({pair.counter.code})
            </Table.Th>
            <Table.Th c="dimmed" fw={500} ta="right">
              Total ({pair.base.code})
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mode !== "buy" && view.sells.map((row) => <BookRow key={row.key} row={row} onPick={onPick} />)}
          <SpreadRow view={view} />
          {mode !== "sell" && view.buys.map((row) => <BookRow key={row.key} row={row} onPick={onPick} />)}
        </Table.Tbody>
      </Table>
      {empty && <EmptyState message="No Response Found..." />}
    </>
  );
}

/** The pair's live order book: both sides, buy only or sell only; nine levels a side with depth bars. */
export function OrderBookPanel({ pair, onPickPrice }: OrderBookPanelProps) {
  const [mode, setMode] = useState<TOrderBookMode>("both");
  const book = useOrderBook(pair);
  return (
    <SectionCard
      title="Order Book"
      h="100%"
      actions={
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value === "buy" || value === "sell" ? value : "both")}
          aria-label="Order book view"
          data={[
            { value: "both", label: "Both" },
            { value: "buy", label: "Buy" },
            { value: "sell", label: "Sell" },
          ]}
        />
      }
    >
      <Box data-testid="order-book">
        <PairPanelBody pair={pair} data={book}>
          {(view, chosen) => <BookTable view={view} mode={mode} pair={chosen} onPick={onPickPrice} />}
        </PairPanelBody>
      </Box>
    </SectionCard>
  );
}
