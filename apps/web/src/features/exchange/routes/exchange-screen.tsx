import { Box, Grid, Skeleton, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint";
import type { TLoadable } from "../../ledger/sdk-free";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { ExchangeWalletBar } from "../components/exchange-wallet-bar";
import { HistoryTabs } from "../components/history-tabs";
import { MobileOrderBar } from "../components/mobile-order-bar";
import { NoWalletNotice } from "../components/no-wallet-notice";
import { OrderBookPanel } from "../components/order-book-panel";
import { OrderFormSlot } from "../components/order-form-slot";
import { PairBar } from "../components/pair-bar";
import { PriceChart } from "../components/price-chart";
import { TradesPanel } from "../components/trades-panel";
import { exchangeKeys } from "../hooks/query-keys";
import { useAccountSnapshot } from "../hooks/use-account-snapshot";
import { useExchangePair } from "../hooks/use-exchange-pair";
import { useRecentTrades } from "../hooks/use-recent-trades";
import { TRADING_DATA_ERROR } from "../lib/loadable";
import { listedPairs } from "../route-state";

const NO_TRADES: never[] = [];
/** What the trades panel shows (its loading state) until its rows render. */
const NOT_YET: TLoadable<never> = { status: "loading" };
/** The heights the chart and order-form cards take, held while they are still to render (no layout shift). */
const CHART_BLOCK_HEIGHT = 360;
const FORM_BLOCK_HEIGHT = 360;

/** /exchange: the wallet header, pair bar, chart, order book, trades, order form and history tables (spec §2). */
export function ExchangeScreen() {
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const { selectedWallet } = useWalletSession();
  const account = loggedIn ? (selectedWallet?.publicKey ?? null) : null;
  const snapshot = useAccountSnapshot(account);
  const { pair, config, configStatus, retryConfig } = useExchangePair();
  const pairs = useMemo(() => listedPairs(config), [config]);
  const trades = useRecentTrades(pair);
  const [presetPrice, setPresetPrice] = useState<string | undefined>(undefined);
  // The pair bar and the order book paint first, the trades panel's rows a frame later, then the chart, the order
  // form and the history tables: each stage is a smaller render than the whole screen at once.
  const tradesShown = useAfterFirstPaint();
  const rest = useAfterFirstPaint(tradesShown);

  const refresh = useCallback(() => {
    if (pair) void client.invalidateQueries({ queryKey: exchangeKeys.pair(pair) });
    void client.invalidateQueries({ queryKey: ["market-data"] });
    void client.invalidateQueries({ queryKey: ["market-config"] });
  }, [client, pair]);

  return (
    <Stack gap="md">
      {loggedIn && (selectedWallet ? <ExchangeWalletBar snapshot={snapshot} /> : <NoWalletNotice />)}
      <PairBar
        pair={pair}
        pairs={pairs}
        loading={configStatus === "pending"}
        snapshot={snapshot}
        onRefresh={refresh}
      />
      {configStatus === "error" && !pair && (
        <ErrorState message={TRADING_DATA_ERROR} onRetry={retryConfig} retryLabel="Retry" />
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <OrderBookPanel pair={pair} onPickPrice={setPresetPrice} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            {rest ? <PriceChart pair={pair} /> : <Skeleton h={CHART_BLOCK_HEIGHT} radius="md" />}
            <Box visibleFrom="xs">
              {rest ? (
                <OrderFormSlot pair={pair} presetPrice={presetPrice} onPlaced={refresh} />
              ) : (
                <Skeleton h={FORM_BLOCK_HEIGHT} radius="md" />
              )}
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 3, md: 3 }}>
          <TradesPanel pair={pair} trades={tradesShown ? trades : NOT_YET} />
        </Grid.Col>
      </Grid>
      {rest && (
        <HistoryTabs
          pair={pair}
          recent={trades.status === "success" ? trades.data : NO_TRADES}
          account={account}
          snapshot={snapshot}
        />
      )}
      {rest && <MobileOrderBar pair={pair} presetPrice={presetPrice} onPlaced={refresh} />}
    </Stack>
  );
}
