import { Paper, Text } from "@mantine/core";

/** A top pair's card; with no market data loaded there is one placeholder saying so. */
export function TopPairCard() {
  return (
    <Paper p="md" radius="md" bg="dark.6">
      <Text size="sm" c="dimmed">
        Top pairs
      </Text>
      <Text fw={600} mt={4}>
        No data to show
      </Text>
    </Paper>
  );
}
