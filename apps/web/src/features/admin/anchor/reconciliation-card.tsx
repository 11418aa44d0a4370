import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { formatAmount } from "@sextant/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorState } from "../../../components/error-state";
import { fetchReconciliation, runReconciliation } from "./anchor-admin-api";

const KEY = ["admin", "anchor", "reconciliation"] as const;

function short(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

function amount(value: string): string {
  try {
    return formatAmount(value);
  } catch {
    return value;
  }
}

/** The hot wallets' token balances against the issued supply they back, per asset and chain, with drift alerts. */
export function ReconciliationCard() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchReconciliation(signal) });
  const run = useMutation({
    mutationFn: runReconciliation,
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Hot wallets and issued supply
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={run.isPending}
          onClick={() => run.mutate()}
        >
          Check now
        </Button>
      </Group>
      {run.isError && <Alert color="red">{run.error.message}</Alert>}
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading the reconciliation" />
        </Center>
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {query.data.checked_at
              ? `Last checked ${new Date(query.data.checked_at).toLocaleString()}`
              : "Not checked yet."}
          </Text>
          {query.data.alerts.map((alert) => (
            <Alert
              key={alert}
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="Drift"
              data-testid="anchor-drift-alert"
            >
              {alert}
            </Alert>
          ))}
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Reconciliation">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Asset</Table.Th>
                  <Table.Th>Chain and hot wallet</Table.Th>
                  <Table.Th ta="right">Held on the chains</Table.Th>
                  <Table.Th ta="right">Owed (anchored)</Table.Th>
                  <Table.Th ta="right">Issued on Stellar</Table.Th>
                  <Table.Th ta="right">Drift</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.lines.map((line) => (
                  <Table.Tr key={line.asset_code} data-testid="reconciliation-line">
                    <Table.Td>{line.asset_code}</Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        {line.chains.map((chain) => (
                          <Text key={chain.chain} size="xs">
                            {chain.chain}{" "}
                            <Text span className="mono" size="xs" title={chain.hot_wallet}>
                              {short(chain.hot_wallet)}
                            </Text>
                            : {amount(chain.hot_wallet_balance)}
                            <Text span c="dimmed" size="xs">
                              {" "}
                              + {amount(chain.deposit_addresses_balance)} unswept
                            </Text>
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" className="mono">
                      {amount(line.holdings)}
                    </Table.Td>
                    <Table.Td ta="right" className="mono">
                      {amount(line.anchored_liability)}
                    </Table.Td>
                    <Table.Td ta="right" className="mono">
                      {amount(line.issued_supply)}
                    </Table.Td>
                    <Table.Td ta="right" className="mono">
                      {amount(line.drift)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={line.ok ? "teal" : "red"} variant="light" miw="max-content">
                        {line.ok ? "OK" : "Drift"}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data.lines.length === 0 && (
            <Text size="sm" c="dimmed">
              No anchored asset is configured.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
