import { Divider, Stack, Text, Title } from "@mantine/core";
import { AnchorTransactionsCard } from "./anchor-transactions-card";
import { ReconciliationCard } from "./reconciliation-card";

/** /admin/anchor: the anchor's books — chain reserves against issued supply, and every anchored transaction. */
export function AnchorPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Anchor</Title>
        <Text c="dimmed" size="sm">
          Deposits and withdrawals over ERC20 and TRC20. The tokens held on the chains must cover what
          deposits credited on Stellar less what withdrawals paid back out; a shortfall raises an alert.
        </Text>
      </div>
      <ReconciliationCard />
      <Divider />
      <AnchorTransactionsCard />
    </Stack>
  );
}
