import { Group, Stack, Text } from "@mantine/core";

const FIELDS = [
  "Order Number",
  "Service",
  "Description",
  "Status",
  "Payable Amount",
  "Transaction Fee",
  "Total Amount",
];

/** The order's details; dashes until the order is loaded. */
export function OrderDetails() {
  return (
    <Stack gap={0}>
      {FIELDS.map((label) => (
        <Group
          key={label}
          justify="space-between"
          py={8}
          style={{ borderBottom: "1px solid var(--mantine-color-dark-5)" }}
        >
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={label === "Total Amount" ? 700 : 500}>
            —
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
