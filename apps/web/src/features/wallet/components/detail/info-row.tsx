import { Group, Text } from "@mantine/core";

export function InfoRow({ label, value = "—" }: { label: string; value?: string }) {
  return (
    <Group
      justify="space-between"
      gap="md"
      py={6}
      style={{ borderBottom: "1px solid var(--mantine-color-dark-5)" }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ wordBreak: "break-all" }}>
        {value}
      </Text>
    </Group>
  );
}
