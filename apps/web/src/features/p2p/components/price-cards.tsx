import { Paper, SimpleGrid, Text } from "@mantine/core";

export function PriceCards({ asset }: { asset: string | null }) {
  return (
    <SimpleGrid cols={2} spacing="md">
      {(["Buy price", "Sell price"] as const).map((label) => (
        <Paper key={label} p="md" radius="md" bg="dark.6">
          <Text size="sm" c="dimmed">
            {label}
            {asset ? ` · ${asset}` : ""}
          </Text>
          <Text fz="xl" fw={700} className="mono" c={label === "Buy price" ? "teal.4" : "red.4"}>
            —
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
