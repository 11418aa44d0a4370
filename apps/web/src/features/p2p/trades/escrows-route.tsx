import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { useLedgerConfig } from "../../ledger";
import { formatCrypto } from "../model/p2p-format";
import { tradeErrorMessage } from "./trade-errors";
import { useOpenEscrows } from "./trade-queries";

const short = (key: string) => `${key.slice(0, 8)}…${key.slice(-8)}`;

/**
 * /escrows (public): every open trade escrow with the amount it holds and a link to the account on the ledger,
 * so anyone can check that the held crypto is where the product says it is (docs/escrow.md).
 */
export function EscrowsRoute() {
  const query = useOpenEscrows();
  const ledger = useLedgerConfig();
  const rows = query.data ?? [];
  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <PageHeader title="Open escrow accounts" />
      <Text c="dimmed" size="sm">
        Crypto of a running P2P trade waits in an escrow account of its own. Each needs two of three
        signatures — the seller, the buyer and the platform — so no one can move it alone. Check any of them
        on the ledger.
      </Text>
      <SectionCard>
        {query.isError ? (
          <ErrorState message={tradeErrorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            Loading…
          </Text>
        ) : rows.length === 0 ? (
          <EmptyState message="No escrow account is open right now." />
        ) : (
          <Table.ScrollContainer minWidth={520} type="native">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Escrow account</Table.Th>
                  <Table.Th>Held</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Funded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  return (
                    <Table.Tr key={row.escrowAccountId}>
                      <Table.Td className="mono">
                        {ledger ? (
                          <Anchor
                            href={`${ledger.horizonUrl}/accounts/${row.escrowAccountId}`}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {short(row.escrowAccountId)}
                          </Anchor>
                        ) : (
                          short(row.escrowAccountId)
                        )}
                      </Table.Td>
                      <Table.Td>
                        {formatCrypto(row.amount)} {row.assetCode}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">
                          {row.purpose.startsWith("p2p")
                            ? `Trade ${row.reference}`
                            : row.reference || row.purpose}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{row.fundedAt ? new Date(row.fundedAt).toLocaleString() : "—"}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>
    </Stack>
  );
}
