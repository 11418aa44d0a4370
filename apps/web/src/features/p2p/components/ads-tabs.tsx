import { Tabs } from "@mantine/core";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { useIsLoggedIn } from "../../session";

const COLUMNS = ["Advertiser", "Price", "Limits", "Payment Method", "Rating", ""];

/** Buyers List, Sellers List and, when logged in, My Ads. */
export function AdsTabs() {
  const loggedIn = useIsLoggedIn();
  return (
    <SectionCard>
      <Tabs defaultValue="buyers">
        <Tabs.List mb="sm">
          <Tabs.Tab value="buyers">Buyers List</Tabs.Tab>
          <Tabs.Tab value="sellers">Sellers List</Tabs.Tab>
          {loggedIn && <Tabs.Tab value="mine">My Ads</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="buyers">
          <TableFrame columns={COLUMNS} emptyMessage="No Ads" />
        </Tabs.Panel>
        <Tabs.Panel value="sellers">
          <TableFrame columns={COLUMNS} emptyMessage="No Ads" />
        </Tabs.Panel>
        {loggedIn && (
          <Tabs.Panel value="mine">
            <TableFrame columns={[...COLUMNS.slice(1, 5), "Status"]} emptyMessage="No Ads" />
          </Tabs.Panel>
        )}
      </Tabs>
    </SectionCard>
  );
}
