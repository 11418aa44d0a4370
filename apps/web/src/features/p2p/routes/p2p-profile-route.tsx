import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useLocation } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { MissingContext } from "../components/missing-context";
import { parseP2pProfileState } from "../route-state";

const FIGURES = ["Successful trades", "Partners", "Failed trades", "Joined", "Last seen", "Rating"];
const AD_COLUMNS = ["Price", "Limits", "Payment Method", "Available"];

export function P2pProfileRoute() {
  const { account } = parseP2pProfileState(useLocation().state);
  if (!account) return <MissingContext title="P2P Profile" message="No Data Found" />;

  return (
    <Stack gap="lg">
      <Paper p="lg" radius="lg" bg="dark.6">
        <Group gap="lg" align="flex-start">
          <Avatar size={72} radius="xl" color="sea" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2}>—</Title>
            <Text size="sm" c="dimmed" className="mono" truncate>
              {account}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                KYC —
              </Badge>
              <Badge variant="light" color="gray">
                Country —
              </Badge>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} mt="lg">
          {FIGURES.map((label) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>—</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <SectionCard>
        <Tabs defaultValue="buy">
          <Tabs.List mb="sm">
            <Tabs.Tab value="buy">Buy Ads</Tabs.Tab>
            <Tabs.Tab value="sell">Sell Ads</Tabs.Tab>
            <Tabs.Tab value="feedback">Feedback</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="buy">
            <TableFrame columns={AD_COLUMNS} emptyMessage="No Ads" />
          </Tabs.Panel>
          <Tabs.Panel value="sell">
            <TableFrame columns={AD_COLUMNS} emptyMessage="No Ads" />
          </Tabs.Panel>
          <Tabs.Panel value="feedback">
            <EmptyState message="No Data Found" />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
    </Stack>
  );
}
