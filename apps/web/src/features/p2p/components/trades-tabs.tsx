import { Tabs } from "@mantine/core";
import { SectionCard } from "../../../components/section-card";
import { TradeList } from "../trades/trade-list";
import { useTradeEvents } from "../trades/use-trade-live";

/** The user's active trades and trade history, refreshed live by the trade events. */
export function TradesTabs() {
  useTradeEvents();
  return (
    <SectionCard>
      <Tabs defaultValue="active" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="active">Active Trades</Tabs.Tab>
          <Tabs.Tab value="history">Trade History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active">
          <TradeList kind="active" />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <TradeList kind="history" />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
