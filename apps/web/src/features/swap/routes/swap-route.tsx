import { Grid, List, Stack, Text } from "@mantine/core";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { SwapForm } from "../components/swap-form";

const RESULT_COLUMNS = ["Send", "Receive", "Best Path", "Fee", "Total"];

export function SwapRoute() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Swap"
        subtitle="Convert one asset into another through the best path on the network."
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SwapForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard title="Search results">
              <TableFrame columns={RESULT_COLUMNS} emptyMessage="No data to show" />
            </SectionCard>
            <SectionCard title="Notes">
              <List size="sm" c="dimmed" spacing={6}>
                <List.Item>Both assets must be trusted by your wallet before you swap.</List.Item>
                <List.Item>
                  A swap fee (a fixed part plus a percent of the amount) is added to what you send.
                </List.Item>
                <List.Item>The path and the amount you receive are fixed when you confirm.</List.Item>
              </List>
              <Text size="xs" c="dimmed" mt="sm">
                Prices move; the received amount is protected by a minimum you see before confirming.
              </Text>
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
