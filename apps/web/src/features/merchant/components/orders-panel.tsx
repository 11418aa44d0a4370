import { Anchor, Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { CHECKOUT_ESCROW_MESSAGES, formatAmount, type TMerchantOrder } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { SigningCancelledError } from "../../session";
import { merchantApi } from "../api/merchant-api";

const STATE_COLORS: Record<TMerchantOrder["state"], string> = {
  new: "blue",
  processing: "yellow",
  settled: "teal",
  expired: "gray",
  invalid: "red",
  cancelled: "gray",
  held: "indigo",
  released: "teal",
  refunded: "gray",
};
const EXCEPTION_LABELS = {
  none: "",
  paidPartial: "partial",
  paidOver: "overpaid",
  paidLate: "late payment",
} as const;
const codeOf = (asset: string) => asset.split(":")[0] ?? asset;

/**
 * The merchant's orders, newest first, with what was received; an unpaid order can be cancelled. A held escrow
 * order can be shipped (the receiving address — this wallet — signs the release, so the customer can confirm
 * delivery) or refunded to the customer.
 */
export function OrdersPanel() {
  const client = useQueryClient();
  const [offset, setOffset] = useState(0);
  const orders = useQuery({
    queryKey: ["merchant", "orders", offset],
    queryFn: () => merchantApi.orders(offset),
    refetchInterval: 5_000,
  });
  const cancel = async (order: TMerchantOrder) => {
    try {
      await merchantApi.cancelOrder(order.id);
      await client.invalidateQueries({ queryKey: ["merchant", "orders"] });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    }
  };

  const [busy, setBusy] = useState<string | null>(null);
  const escrowStep = async (order: TMerchantOrder, step: "ship" | "refund") => {
    setBusy(`${step}:${order.id}`);
    try {
      if (step === "ship") {
        const { detachedSignature } = await import("../../p2p/trades/escrow-signing");
        const { releaseXdr } = await merchantApi.releaseToSign(order.id);
        await merchantApi.releaseSignature(order.id, await detachedSignature(releaseXdr));
        toast.success(CHECKOUT_ESCROW_MESSAGES.releaseSigned);
      } else {
        await merchantApi.refundOrder(order.id);
        toast.success(CHECKOUT_ESCROW_MESSAGES.refunded);
      }
      await client.invalidateQueries({ queryKey: ["merchant", "orders"] });
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    } finally {
      setBusy(null);
    }
  };

  if (orders.status === "pending") return <Text size="sm">Loading…</Text>;
  if (orders.status === "error")
    return <ErrorState message="Couldn't load your orders." onRetry={() => void orders.refetch()} />;
  if (orders.data.orders.length === 0) {
    return (
      <EmptyState message="No orders yet. Create one with the merchant API: POST /api/merchant/v1/orders." />
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table data-testid="merchant-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/checkout/${order.memo}`} size="sm">
                    {order.orderNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {order.description || order.service}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={STATE_COLORS[order.state]}>{order.state}</Badge>
                    {order.state === "held" && order.escrow?.releaseSigned && (
                      <Badge color="indigo" variant="light">
                        shipped
                      </Badge>
                    )}
                    {order.exception !== "none" && (
                      <Badge color="orange" variant="light">
                        {EXCEPTION_LABELS[order.exception]}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {formatAmount(order.payableAmount, 4)} {codeOf(order.asset)}
                </Table.Td>
                <Table.Td>{formatAmount(order.amountReceived, 4)}</Table.Td>
                <Table.Td>{new Date(order.createdAt).toLocaleString()}</Table.Td>
                <Table.Td>
                  {order.state === "new" && order.amountReceived === "0.0000000" && (
                    <Button size="compact-xs" variant="light" color="red" onClick={() => void cancel(order)}>
                      Cancel
                    </Button>
                  )}
                  {order.state === "held" && (
                    <Group gap={4} wrap="nowrap">
                      {!order.escrow?.releaseSigned && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={busy === `ship:${order.id}`}
                          disabled={busy !== null}
                          onClick={() => void escrowStep(order, "ship")}
                        >
                          Shipped: sign release
                        </Button>
                      )}
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        loading={busy === `refund:${order.id}`}
                        disabled={busy !== null}
                        onClick={() => void escrowStep(order, "refund")}
                      >
                        Refund
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {offset + 1}–{offset + orders.data.orders.length} of {orders.data.total}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - 20))}
          >
            Newer
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={offset + 20 >= orders.data.total}
            onClick={() => setOffset(offset + 20)}
          >
            Older
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
