import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import {
  CHECKOUT_CONVERSION_DECIMALS,
  formatAmount,
  type TCatalogueAsset,
  type TCheckoutOrder,
} from "@sextant/core";
import { useState } from "react";
import { usePayCheckout } from "../hooks/use-pay-checkout";
import { amountToPay, assetIdOf, defaultCoin, paymentMethods } from "../lib/checkout-coins";

const METHOD_LABELS = { instant: "Instant payment", escrow: "Escrow" } as const;

/** Coin choice, payment method, the amount in the chosen coin, Pay Now and Cancel. */
export function PaymentForm(props: {
  order: TCheckoutOrder;
  coins: TCatalogueAsset[];
  assets: TCatalogueAsset[];
  publicKey: string | null;
}) {
  const { order, coins, assets, publicKey } = props;
  const [coinId, setCoinId] = useState<string | null>(() => {
    const first = defaultCoin(order, coins);
    return first ? assetIdOf(first) : null;
  });
  const methods = paymentMethods(order);
  const [method, setMethod] = useState<"instant" | "escrow">(methods[0] ?? "instant");
  const { pay, cancel, busy } = usePayCheckout(order, publicKey);
  // The escrow holds the order's own asset: paying into it takes no conversion.
  const escrowCoin = coins.find((candidate) => assetIdOf(candidate) === order.asset);
  const coin = method === "escrow" ? escrowCoin : coins.find((candidate) => assetIdOf(candidate) === coinId);
  const amount = coin ? amountToPay(order, coin, assets) : null;

  return (
    <Stack gap="md">
      <Select
        label="Pay with"
        data={coins.map((candidate) => ({
          value: assetIdOf(candidate),
          label: `${candidate.code} — ${candidate.name}`,
        }))}
        value={method === "escrow" && escrowCoin ? assetIdOf(escrowCoin) : coinId}
        onChange={setCoinId}
        disabled={method === "escrow"}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {methods.length > 1 ? (
        <div>
          <Text size="sm" fw={500} mb={4}>
            Payment method
          </Text>
          <SegmentedControl
            fullWidth
            value={method}
            onChange={(value) => setMethod(value as "instant" | "escrow")}
            data={methods.map((value) => ({ value, label: METHOD_LABELS[value] }))}
          />
        </div>
      ) : (
        <Text size="sm">
          Payment method: <strong>{METHOD_LABELS[method]}</strong>
        </Text>
      )}
      {method === "escrow" && (
        <Alert color="blue" variant="light" data-testid="escrow-explainer">
          Your payment is held in an escrow account on the ledger, not by the merchant or by Sextant. The
          merchant is paid when you confirm delivery; if the merchant refunds, it comes back to you. Your
          wallet signs the payment and, first, its refund.
        </Alert>
      )}
      <Group justify="space-between" data-testid="checkout-amount">
        <Text size="sm" c="dimmed">
          You pay
        </Text>
        <Text fw={700}>
          {amount && coin ? `${formatAmount(amount, CHECKOUT_CONVERSION_DECIMALS)} ${coin.code}` : "—"}
        </Text>
      </Group>
      <Group grow>
        <Button
          onClick={() => coin && amount && void pay(coin, amount, method)}
          loading={busy === "pay"}
          disabled={busy !== null || !amount}
        >
          Pay Now
        </Button>
        <Button
          variant="default"
          onClick={() => void cancel()}
          loading={busy === "cancel"}
          disabled={busy !== null}
        >
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
