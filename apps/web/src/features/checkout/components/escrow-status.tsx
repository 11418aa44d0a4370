import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { CHECKOUT_ESCROW_MESSAGES, type TCheckoutOrder } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { checkoutEscrowApi, checkoutQueryKey } from "../api/checkout-api";

const LABELS = {
  held: { text: "Held in escrow", color: "blue" },
  released: { text: "Released to the merchant", color: "teal" },
  refunded: { text: "Refunded to you", color: "gray" },
} as const;

type TEscrowState = keyof typeof LABELS;

export function isEscrowState(state: TCheckoutOrder["state"]): state is TEscrowState {
  return state in LABELS;
}

/**
 * An escrow-mode order after payment: where the money is, the escrow account anyone can check on the ledger, and —
 * for the customer who paid, once the merchant shipped and signed the release — Confirm delivery.
 */
export function EscrowStatus({ order, publicKey }: { order: TCheckoutOrder; publicKey: string | null }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const state = isEscrowState(order.state) ? order.state : "held";
  const label = LABELS[state];
  const escrow = order.escrow;
  const payer = publicKey !== null && escrow?.payer === publicKey;

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await checkoutEscrowApi.confirmDelivery(order.memo);
      client.setQueryData(checkoutQueryKey(order.memo), result.data);
      toast.success(result.message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="checkout-escrow">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Payment
        </Text>
        <Badge color={label.color} size="lg" data-testid="checkout-escrow-state">
          {label.text}
        </Badge>
      </Group>
      {escrow && (
        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
          Escrow account <span className="mono">{escrow.accountId}</span>
          {escrow.outcome?.hash && (
            <>
              {" "}
              · outcome <span className="mono">{escrow.outcome.hash.slice(0, 16)}…</span>
            </>
          )}
        </Text>
      )}
      {state === "held" && (
        <Alert color="blue" variant="light">
          {escrow?.releaseSigned
            ? "The merchant has shipped and signed the release. Confirm delivery once your order has arrived: the payment then goes to the merchant."
            : CHECKOUT_ESCROW_MESSAGES.held}
        </Alert>
      )}
      {state === "held" && payer && (
        <Button onClick={() => void confirm()} loading={busy} disabled={!escrow?.releaseSigned}>
          Confirm delivery
        </Button>
      )}
      {state === "held" && payer && !escrow?.releaseSigned && (
        <Text size="xs" c="dimmed">
          Waiting for the merchant to ship and sign the release.
        </Text>
      )}
      {state === "released" && <Text size="sm">{CHECKOUT_ESCROW_MESSAGES.released}</Text>}
      {state === "refunded" && <Text size="sm">{CHECKOUT_ESCROW_MESSAGES.refunded}</Text>}
      {payer && (
        <Anchor href="/walletScreen" size="sm">
          Go to Wallet
        </Anchor>
      )}
    </Stack>
  );
}
