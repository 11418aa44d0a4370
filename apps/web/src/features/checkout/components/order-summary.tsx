import { Group, Stack, Text } from "@mantine/core";
import { CHECKOUT_AMOUNT_DECIMALS, formatAmount, type TCheckoutOrder } from "@sextant/core";

const codeOf = (asset: string) => asset.split(":")[0] ?? asset;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ wordBreak: "break-word" }}>
        {value}
      </Text>
    </Group>
  );
}

/** The order's details as the spec lists them (doc 1 §3), amounts with 4 decimals (§9). */
export function OrderSummary({ order }: { order: TCheckoutOrder }) {
  const code = codeOf(order.asset);
  const amount = (value: string) => `${formatAmount(value, CHECKOUT_AMOUNT_DECIMALS)} ${code}`;
  return (
    <Stack gap={6} data-testid="checkout-order">
      <Row label="Merchant" value={order.merchantName} />
      <Row label="Order number" value={order.orderNumber} />
      <Row label="Service" value={order.service} />
      {order.description && <Row label="Description" value={order.description} />}
      <Row label="Payable amount" value={amount(order.payableAmount)} />
      <Row label="Transaction fee" value={amount(order.transactionFee)} />
      <Row label="Total amount" value={amount(order.totalAmount)} strong />
    </Stack>
  );
}
