import { Badge, Group, Stack, Tabs, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { MissingContext } from "../components/missing-context";
import { parseTradeState } from "../route-state";

export function TransactionProgressRoute() {
  const { trade } = parseTradeState(useLocation().state);
  if (!trade)
    return <MissingContext title="Trade" message="No trade selected. Open it from your active trades." />;

  return (
    <Stack gap="lg">
      <PageHeader title="Trade progress" actions={<Badge size="lg">—</Badge>} />
      <SectionCard>
        <Tabs defaultValue="progress">
          <Tabs.List mb="md">
            <Tabs.Tab value="progress">Progress</Tabs.Tab>
            <Tabs.Tab value="chat">Chat</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="progress">
            <Group justify="space-between">
              <Text c="dimmed">Time left</Text>
              <Text fw={700} className="mono">
                00:15:00
              </Text>
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="chat">
            <EmptyState message="No messages yet." />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
    </Stack>
  );
}
