import { Button, Group, Stack, Text, TextInput } from "@mantine/core";

export type TOrderSide = "buy" | "sell";
export type TOrderType = "limit" | "market";

interface OrderSideFormProps {
  side: TOrderSide;
  type: TOrderType;
  base: string | null;
  counter: string | null;
}

const PERCENTS = [10, 50, 100] as const;

/** One side of the order form. Placing orders arrives with the ledger facade; until then it stays inert. */
export function OrderSideForm({ side, type, base, counter }: OrderSideFormProps) {
  const isBuy = side === "buy";
  const ready = base !== null && counter !== null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600} c={isBuy ? "teal.4" : "red.4"}>
          {isBuy ? "Buy" : "Sell"} {base ?? ""}
        </Text>
        <Text size="xs" c="dimmed">
          Available: —
        </Text>
      </Group>
      {type === "limit" ? (
        <TextInput label="Price" placeholder="0.00000000" inputMode="decimal" rightSection={counter} />
      ) : (
        <TextInput label="Price" value="Market price" readOnly variant="filled" />
      )}
      <TextInput label="Amount" placeholder="0.00000" inputMode="decimal" rightSection={base} />
      <Group gap={6} grow>
        {PERCENTS.map((percent) => (
          <Button key={percent} size="compact-xs" variant="default" disabled={!ready}>
            {percent}%
          </Button>
        ))}
      </Group>
      <TextInput label="Total" placeholder="0.00000000" inputMode="decimal" rightSection={counter} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Fee
        </Text>
        <Text size="xs" className="mono">
          —
        </Text>
      </Group>
      <Button color={isBuy ? "teal" : "red"} disabled={!ready} fullWidth>
        {isBuy ? "Buy" : "Sell"}
        {base ? ` ${base}` : ""}
      </Button>
    </Stack>
  );
}
