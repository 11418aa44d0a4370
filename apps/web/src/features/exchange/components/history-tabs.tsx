import { Button, Tabs } from "@mantine/core";
import type { TOfferRow, TPairOrientation, TTradeRow } from "@sextant/core";
import { SectionCard } from "../../../components/section-card";
import type { TAccountSnapshot, TLoadable } from "../../ledger";
import { useCancelOffer } from "../hooks/use-cancel-offer";
import { useOpenOffers } from "../hooks/use-open-offers";
import { useAllTrades, useMyTrades } from "../hooks/use-trade-history";
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

function AllTrades({ pair, recent }: { pair: TPairOrientation | null; recent: readonly TTradeRow[] }) {
  const history = useAllTrades(pair, recent);
  return (
    <HistoryTable
      testId="all-trade"
      lines={mapLoadable(history.rows, (rows) => rows.map(tradeLine))}
      emptyMessage="No Trades"
      hasMore={history.hasMore}
      loadingMore={history.loadingMore}
      onLoadMore={history.loadMore}
    />
  );
}

function MyTrades({ pair, account, snapshot }: TMineProps) {
  const history = useMyTrades(pair, account, snapshot);
  return (
    <HistoryTable
      testId="my-trade"
      lines={mapLoadable(history.rows, (rows) => rows.map(tradeLine))}
      emptyMessage="No Trades"
      hasMore={history.hasMore}
      loadingMore={history.loadingMore}
      onLoadMore={history.loadMore}
    />
  );
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

/** All Trades, My Trades and My Orders (open offers, each cancellable) of the selected pair. */
export function HistoryTabs({ pair, recent, account, snapshot }: HistoryTabsProps) {
  return (
    <SectionCard>
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="all">All Trades</Tabs.Tab>
          <Tabs.Tab value="mine">My Trades</Tabs.Tab>
          <Tabs.Tab value="orders">My Orders</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">
          <AllTrades pair={pair} recent={recent} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          {account ? (
            <MyTrades pair={pair} account={account} snapshot={snapshot} />
          ) : (
            <HistoryTable
              testId="my-trade"
              lines={SIGNED_OUT}
              emptyMessage={PAIR_CHOICE_MESSAGES.notLoggedIn}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          {account ? (
            <MyOrders pair={pair} account={account} snapshot={snapshot} />
          ) : (
            <HistoryTable
              testId="my-order"
              lines={SIGNED_OUT}
              emptyMessage={PAIR_CHOICE_MESSAGES.notLoggedIn}
              withAction
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
