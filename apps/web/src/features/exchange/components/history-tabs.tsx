import { Button, Tabs } from "@mantine/core";
import type { TOfferRow, TPairOrientation, TTradeRow } from "@sextant/core";
import type { ReactNode } from "react";
import { SectionCard } from "../../../components/section-card";
import type { TAccountSnapshot, TLoadable } from "../../ledger/sdk-free";
import { useCancelOffer } from "../hooks/use-cancel-offer";
import { useOpenOffers } from "../hooks/use-open-offers";
import { type TTradeHistory, useAllTrades, useMyTrades } from "../hooks/use-trade-history";
import { PAIR_CHOICE_MESSAGES } from "../lib/pair-choice";
import { HistoryTable, type THistoryLine } from "./history-table";

interface HistoryTabsProps {
  pair: TPairOrientation | null;
  /** The live trades of the trades panel, merged into All Trades. */
  recent: readonly TTradeRow[];
  /** The selected wallet's public key when logged in. */
  account: string | null;
  /** Its account on the ledger: a change re-reads My Trades and My Orders. */
  snapshot: TAccountSnapshot | null;
}

interface TMineProps {
  pair: TPairOrientation | null;
  account: string;
  snapshot: TAccountSnapshot | null;
}

function mapLoadable<T, U>(loadable: TLoadable<T>, map: (data: T) => U): TLoadable<U> {
  return loadable.status === "success" ? { status: "success", data: map(loadable.data) } : loadable;
}

function tradeLine(row: TTradeRow & { type?: "BUY" | "SELL" }): THistoryLine {
  return {
    key: row.id,
    time: row.time,
    pair: row.pair,
    type: row.type ?? (row.buy ? "BUY" : "SELL"),
    price: row.price,
    amount: row.amount,
    total: row.total,
  };
}

/** A trade history table with its 'Load More' button. */
function TradeHistoryTable({ testId, history }: { testId: string; history: TTradeHistory<TTradeRow> }) {
  return (
    <HistoryTable
      testId={testId}
      lines={mapLoadable(history.rows, (rows) => rows.map(tradeLine))}
      emptyMessage="No Trades"
      hasMore={history.hasMore}
      loadingMore={history.loadingMore}
      onLoadMore={history.loadMore}
    />
  );
}

function AllTrades({ pair, recent }: { pair: TPairOrientation | null; recent: readonly TTradeRow[] }) {
  return <TradeHistoryTable testId="all-trade" history={useAllTrades(pair, recent)} />;
}

function MyTrades({ pair, account, snapshot }: TMineProps) {
  return <TradeHistoryTable testId="my-trade" history={useMyTrades(pair, account, snapshot)} />;
}

function MyOrders({ pair, account, snapshot }: TMineProps) {
  const offers = useOpenOffers(pair, account, snapshot);
  const { cancel, pending } = useCancelOffer(pair, account);
  const line = (offer: TOfferRow): THistoryLine => ({
    key: offer.offerId,
    time: offer.time,
    pair: offer.pair,
    type: offer.type,
    price: offer.price,
    amount: offer.amount,
    total: offer.total,
    action: (
      <Button
        size="compact-xs"
        color="red"
        variant="light"
        loading={pending === offer.offerId}
        disabled={pending !== null && pending !== offer.offerId}
        onClick={() => void cancel(offer)}
      >
        Cancel
      </Button>
    ),
  });
  return (
    <HistoryTable
      testId="my-order"
      lines={mapLoadable(offers, (rows) => rows.map(line))}
      emptyMessage="No Trades"
      withAction
    />
  );
}

const SIGNED_OUT: TLoadable<THistoryLine[]> = { status: "success", data: [] };

/** A tab of the account's own history while logged out. */
function SignedOut({ testId, withAction }: { testId: string; withAction?: boolean }) {
  return (
    <HistoryTable
      testId={testId}
      lines={SIGNED_OUT}
      emptyMessage={PAIR_CHOICE_MESSAGES.notLoggedIn}
      withAction={withAction}
    />
  );
}

/** The three tabs: their value, label and panel. */
const TABS: readonly { value: string; label: string; panel: (props: HistoryTabsProps) => ReactNode }[] = [
  {
    value: "all",
    label: "All Trades",
    panel: ({ pair, recent }) => <AllTrades pair={pair} recent={recent} />,
  },
  {
    value: "mine",
    label: "My Trades",
    panel: ({ pair, account, snapshot }) =>
      account ? (
        <MyTrades pair={pair} account={account} snapshot={snapshot} />
      ) : (
        <SignedOut testId="my-trade" />
      ),
  },
  {
    value: "orders",
    label: "My Orders",
    panel: ({ pair, account, snapshot }) =>
      account ? (
        <MyOrders pair={pair} account={account} snapshot={snapshot} />
      ) : (
        <SignedOut testId="my-order" withAction />
      ),
  },
];

/** All Trades, My Trades and My Orders (open offers, each cancellable) of the selected pair. */
export function HistoryTabs(props: HistoryTabsProps) {
  return (
    <SectionCard>
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List mb="sm">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.panel(props)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionCard>
  );
}
