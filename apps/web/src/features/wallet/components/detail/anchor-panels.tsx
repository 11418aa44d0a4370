import { Button, Group, SimpleGrid, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";
import { HistoryPanel } from "./history-panel";

const HISTORY_COLUMNS = ["Status", "Date", "Amount", "Transaction"];

/** Index 4: deposit address per chain and the recent deposits. */
export function DepositPanel({ coin }: { coin: string | null }) {
  return (
    <Stack gap="lg">
      <SectionCard title={`Deposit ${coin ?? ""}`.trim()}>
        <Tabs defaultValue="TRC20">
          <Tabs.List mb="md">
            <Tabs.Tab value="TRC20">TRC20</Tabs.Tab>
            <Tabs.Tab value="ERC20">ERC20</Tabs.Tab>
          </Tabs.List>
          <Text size="sm" c="dimmed">
            Deposit address, fee and minimum deposit appear here for the selected chain.
          </Text>
        </Tabs>
      </SectionCard>
      <HistoryPanel title="Recent Deposit" columns={HISTORY_COLUMNS} emptyMessage="No History found." />
    </Stack>
  );
}

/** Index 5: the withdraw form and the recent withdrawals. */
export function WithdrawPanel({ coin }: { coin: string | null }) {
  return (
    <Stack gap="lg">
      <SectionCard title={`Withdraw ${coin ?? ""}`.trim()} maw={640}>
        <Stack>
          <TextInput label="Address" placeholder="TRC20 or ERC20 address" />
          <TextInput label="Amount" placeholder="0.00000" inputMode="decimal" />
          <Group gap="xs">
            {[10, 50, 100].map((percent) => (
              <Button key={percent} size="xs" variant="default" disabled>
                {percent}%
              </Button>
            ))}
          </Group>
          <SimpleGrid cols={2}>
            <Text size="sm" c="dimmed">
              Minimum withdrawal
            </Text>
            <Text size="sm" ta="right" className="mono">
              0.00100000
            </Text>
          </SimpleGrid>
          <Button disabled>Withdraw</Button>
        </Stack>
      </SectionCard>
      <HistoryPanel title="Recent Withdrawals" columns={HISTORY_COLUMNS} emptyMessage="No History found." />
    </Stack>
  );
}
