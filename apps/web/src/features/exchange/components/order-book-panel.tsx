import { Box, Stack, Text } from "@mantine/core";
import type { TOrderBookRow, TOrderBookView, TPairOrientation } from "@sextant/core";
import { useState } from "react";
import { ChoiceSwitch } from "../../../components/choice-switch";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import { useOrderBook } from "../hooks/use-order-book";
import { PairPanelBody } from "./pair-panel-body";
import classes from "./panel-table.module.css";

export type TOrderBookMode = "both" | "buy" | "sell";

interface OrderBookPanelProps {
  pair: TPairOrientation | null;
  /** A click on a level hands its price to the order form. */
  onPickPrice?: (price: string) => void;
}

/** The depth bar behind a level: the side's colour over `depth` percent of the row, from the right. */
function depthBackground(buy: boolean, depth: number): string {
  const bar = buy ? "rgba(38, 166, 154, 0.16)" : "rgba(239, 83, 80, 0.16)";
  return `linear-gradient(to left, ${bar} ${depth}%, transparent ${depth}%)`;
}

function BookRow({ row, onPick }: { row: TOrderBookRow; onPick?: (price: string) => void }) {
  const clickable = !row.placeholder && onPick;
  const priceClass = row.placeholder ? classes.dimmed : row.buy ? classes.buy : classes.sell;
  return (
    <tr
      data-testid={row.placeholder ? undefined : row.buy ? "book-bid" : "book-ask"}
      className={clickable ? classes.pick : undefined}
      onClick={clickable ? () => onPick(row.priceValue) : undefined}
      style={{ background: depthBackground(row.buy, row.depth) }}
    >
      <td className={`${priceClass} mono`}>{row.price}</td>
      <td className={`${classes.end} mono`}>{row.amount}</td>
      <td className={`${classes.end} mono`}>{row.total}</td>
    </tr>
  );
}

function SpreadRow({ view }: { view: TOrderBookView }) {
  return (
    <tr>
      <td colSpan={3} style={{ paddingBlock: 6 }}>
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
      </td>
    </tr>
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
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Price ({pair.base.code})</th>
            <th className={classes.end}>Amount ({pair.counter.code})</th>
            <th className={classes.end}>Total ({pair.base.code})</th>
          </tr>
        </thead>
        <tbody>
          {mode !== "buy" && view.sells.map((row) => <BookRow key={row.key} row={row} onPick={onPick} />)}
          <SpreadRow view={view} />
          {mode !== "sell" && view.buys.map((row) => <BookRow key={row.key} row={row} onPick={onPick} />)}
        </tbody>
      </table>
      {empty && <EmptyState message="No Response Found..." />}
    </>
  );
}

const BOOK_MODES = [
  { value: "both", label: "Both" },
  { value: "buy", label: "Buy" },
  { value: "sell", label: "Sell" },
] as const;

/** The pair's live order book: both sides, buy only or sell only; nine levels a side with depth bars. */
export function OrderBookPanel({ pair, onPickPrice }: OrderBookPanelProps) {
  const [mode, setMode] = useState<TOrderBookMode>("both");
  const book = useOrderBook(pair);
  return (
    <SectionCard
      title="Order Book"
      h="100%"
      actions={
        <ChoiceSwitch value={mode} onChange={setMode} aria-label="Order book view" data={BOOK_MODES} />
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
