import { Tabs } from "@mantine/core";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { useIsLoggedIn } from "../../session";

const COLUMNS = ["Date", "Pair", "Type", "Price", "Amount", "Total"];

/** All Trades, My Trades and My Orders (open offers, each cancellable). */
export function HistoryTabs() {
  const loggedIn = useIsLoggedIn();
  const mine = loggedIn ? "No Trades" : "Log in to see your trades and orders.";
  return (
    <SectionCard>
      <Tabs defaultValue="all">
        <Tabs.List mb="sm">
          <Tabs.Tab value="all">All Trades</Tabs.Tab>
          <Tabs.Tab value="mine">My Trades</Tabs.Tab>
          <Tabs.Tab value="orders">My Orders</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">
          <TableFrame columns={COLUMNS} emptyMessage="No Trades" />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <TableFrame columns={COLUMNS} emptyMessage={mine} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <TableFrame columns={[...COLUMNS, ""]} emptyMessage={mine} />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
