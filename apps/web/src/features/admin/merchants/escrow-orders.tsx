import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { formatAmount, ZAdminEscrowOrder } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { apiRequest, isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";

const fetchHeld = () =>
  apiRequest("/admin/merchants/escrow-orders", { auth: true, schema: ZAdminEscrowOrder.array() });
const rule = (id: string, outcome: "release" | "refund") =>
  apiRequest(`/admin/merchants/escrow-orders/${id}/ruling`, {
    method: "POST",
    body: { outcome },
    auth: true,
    schema: ZAdminEscrowOrder,
  });
const codeOf = (asset: string) => asset.split(":")[0] ?? asset;

/**
 * Held escrow orders, for a ruling when customer and merchant disagree: release to the merchant (possible once the
 * merchant signed the release) or refund to the customer. The platform's signature is one of three: it can only
 * complete one of these two fixed outcomes.
 */
export function EscrowOrdersAdmin() {
  const client = useQueryClient();
  const held = useQuery({ queryKey: ["admin", "escrow-orders"], queryFn: fetchHeld });
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (id: string, outcome: "release" | "refund") => {
    setBusy(`${outcome}:${id}`);
    try {
      await rule(id, outcome);
      toast.success(outcome === "release" ? "Released to the merchant." : "Refunded to the customer.");
      await client.invalidateQueries({ queryKey: ["admin", "escrow-orders"] });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={4}>Held escrow orders</Title>
      {held.status === "pending" && <Text size="sm">Loading…</Text>}
      {held.status === "error" && (
        <ErrorState message="Couldn't load the escrow orders." onRetry={() => void held.refetch()} />
      )}
      {held.status === "success" && held.data.length === 0 && (
        <EmptyState message="No escrow order is held right now." />
      )}
      {held.status === "success" && held.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="admin-escrow-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Merchant</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Escrow account</Table.Th>
                <Table.Th>Release</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.data.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>{order.orderNumber}</Table.Td>
                  <Table.Td>{order.merchantName}</Table.Td>
                  <Table.Td>
                    {formatAmount(order.payableAmount, 4)} {codeOf(order.asset)}
                  </Table.Td>
                  <Table.Td className="mono">
                    {order.escrow
                      ? `${order.escrow.accountId.slice(0, 6)}…${order.escrow.accountId.slice(-6)}`
                      : "—"}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={order.escrow?.releaseSigned ? "teal" : "gray"} variant="light">
                      {order.escrow?.releaseSigned ? "signed by merchant" : "not signed"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={busy !== null || !order.escrow?.releaseSigned}
                        loading={busy === `release:${order.id}`}
                        onClick={() => void decide(order.id, "release")}
                      >
                        Release
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        disabled={busy !== null}
                        loading={busy === `refund:${order.id}`}
                        onClick={() => void decide(order.id, "refund")}
                      >
                        Refund
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
