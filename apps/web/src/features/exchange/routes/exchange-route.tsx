import { Box, Grid, Stack } from "@mantine/core";
import { useLocation } from "react-router";
import { useIsLoggedIn } from "../../session";
import { ExchangeWalletBar } from "../components/exchange-wallet-bar";
import { HistoryTabs } from "../components/history-tabs";
import { ChartPanel, OrderBookPanel, TradesPanel } from "../components/market-panels";
import { MobileOrderBar } from "../components/mobile-order-bar";
import { OrderFormPanel } from "../components/order-form-panel";
import { PairBar } from "../components/pair-bar";
import { parseExchangeState } from "../route-state";

export function ExchangeRoute() {
  const pair = parseExchangeState(useLocation().state);
  const loggedIn = useIsLoggedIn();
  const hasPair = pair !== null;

  return (
    <Stack gap="md">
      {loggedIn && <ExchangeWalletBar />}
      <PairBar pair={pair} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <OrderBookPanel hasPair={hasPair} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <ChartPanel hasPair={hasPair} />
            <Box visibleFrom="xs">
              <OrderFormPanel pair={pair} />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 3, md: 3 }}>
          <TradesPanel hasPair={hasPair} />
        </Grid.Col>
      </Grid>
      <HistoryTabs />
      <MobileOrderBar pair={pair} />
    </Stack>
  );
}
