import { Group, Text } from "@mantine/core";

/** One labelled figure of the withdraw form and its confirm step. */
export function Figure({
  label,
  value,
  strong,
  breakAll,
}: {
  label: string;
  value: string;
  strong?: boolean;
  breakAll?: boolean;
}) {
  return (
    <Group justify="space-between" gap="md" py={4} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        className="mono"
        fw={strong ? 600 : undefined}
        ta="right"
        style={breakAll ? { wordBreak: "break-all" } : undefined}
        data-testid={`figure-${label.toLowerCase().replace(/\s+/g, "-")}`}
      >
        {value}
      </Text>
    </Group>
  );
}
