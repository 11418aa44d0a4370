import { Tabs } from "@mantine/core";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";

/** The user's active trades and trade history. */
export function TradesTabs() {
  return (
    <SectionCard>
      <Tabs defaultValue="active">
        <Tabs.List mb="sm">
          <Tabs.Tab value="active">Active Trades</Tabs.Tab>
          <Tabs.Tab value="history">Trade History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active">
          <EmptyState message="No active trades at the moment." />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <EmptyState message="No past trades to show yet. Start a trade and check back here." />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
