import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core";
import { ZAdminMerchant, ZMerchant } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { apiRequest, isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { EscrowOrdersAdmin } from "./escrow-orders";

const fetchMerchants = () => apiRequest("/admin/merchants", { auth: true, schema: ZAdminMerchant.array() });
const setStatus = (id: string, status: "active" | "suspended") =>
  apiRequest(`/admin/merchants/${id}`, { method: "PATCH", body: { status }, auth: true, schema: ZMerchant });

/** /admin/merchants: every merchant with its orders; suspending one stops its API keys and its orders' payment. */
export function MerchantsAdminPage() {
  const client = useQueryClient();
  const merchants = useQuery({ queryKey: ["admin", "merchants"], queryFn: fetchMerchants });
  const change = async (id: string, status: "active" | "suspended") => {
    try {
      await setStatus(id, status);
      await client.invalidateQueries({ queryKey: ["admin", "merchants"] });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    }
  };

  return (
    <Stack gap="md">
      <Title order={3}>Merchants</Title>
      {merchants.status === "pending" && <Text size="sm">Loading…</Text>}
      {merchants.status === "error" && (
        <ErrorState message="Couldn't load the merchants." onRetry={() => void merchants.refetch()} />
      )}
      {merchants.status === "success" && merchants.data.length === 0 && (
        <EmptyState message="No merchants yet." />
      )}
      {merchants.status === "success" && merchants.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="admin-merchants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Merchant</Table.Th>
                <Table.Th>Receiving address</Table.Th>
                <Table.Th>Orders</Table.Th>
                <Table.Th>Settled</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {merchants.data.map((merchant) => (
                <Table.Tr key={merchant.id}>
                  <Table.Td>{merchant.name}</Table.Td>
                  <Table.Td className="mono">
                    {merchant.receivingAddress.slice(0, 6)}…{merchant.receivingAddress.slice(-6)}
                  </Table.Td>
                  <Table.Td>{merchant.orders}</Table.Td>
                  <Table.Td>{merchant.settled}</Table.Td>
                  <Table.Td>
                    <Badge color={merchant.status === "active" ? "teal" : "red"}>{merchant.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {merchant.status === "active" ? (
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        onClick={() => void change(merchant.id, "suspended")}
                      >
                        Suspend
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => void change(merchant.id, "active")}
                      >
                        Reactivate
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EscrowOrdersAdmin />
    </Stack>
  );
}
