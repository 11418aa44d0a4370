import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatAmount } from "@sextant/core";
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SectionCard } from "../../../components/section-card";
import { AdminTable, QueryState } from "../components/admin-table";
import {
  fetchEscrowReconciliation,
  runEscrowReconciliation,
  type TEscrowReconcileRun,
  type TEscrowSponsor,
  type TOpenEscrow,
} from "./escrow-admin-api";

const KEY = ["admin", "escrow", "reconciliation"] as const;

const short = (key: string) => (key.length > 16 ? `${key.slice(0, 6)}…${key.slice(-6)}` : key);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");
const TRIGGERS: Record<string, string> = {
  start: "At start",
  schedule: "Scheduled",
  admin: "Run by an admin",
};

function amount(value: string): string {
  try {
    return formatAmount(value);
  } catch {
    return value;
  }
}

/** A link to an account's page on the ledger (Horizon as the browser reaches it). */
function LedgerAccount({ horizonUrl, account }: { horizonUrl: string; account: string }) {
  return (
    <Anchor
      href={`${horizonUrl}/accounts/${account}`}
      target="_blank"
      rel="noreferrer"
      className="mono"
      size="sm"
      title={account}
    >
      {short(account)}
    </Anchor>
  );
}

function owner(purpose: string, reference: string): string {
  return purpose === "p2p_trade" ? `Trade ${reference}` : `${purpose} ${reference}`;
}

/**
 * /admin/escrow: the escrow reconciler — its last run (what it repaired, what does not add up), every escrow
 * account still open with a link to it on the ledger, and the runs before. "Run now" runs it at once.
 */
export function EscrowAdminPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchEscrowReconciliation(signal) });
  const run = useMutation({
    mutationFn: runEscrowReconciliation,
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ flex: "1 1 320px" }}>
          <Title order={2}>Escrow</Title>
          <Text c="dimmed" size="sm">
            Every P2P trade holds the seller's crypto in an escrow account of its own. The reconciler compares
            each one with its trade and the ledger at every start and every 10 minutes: it finishes what a
            crash left half done, and reports anything that does not add up without moving it.
          </Text>
        </div>
        <Button
          leftSection={<IconRefresh size={16} />}
          loading={run.isPending}
          onClick={() => run.mutate()}
          variant="light"
        >
          Run now
        </Button>
      </Group>
      {run.isError && <Alert color="red">{run.error.message}</Alert>}
      <QueryState query={query} loading="Loading the escrow reconciliation">
        {(data) => {
          const [last, ...earlier] = data.runs;
          return (
            <Stack gap="lg">
              <Sponsor sponsor={data.sponsor} horizonUrl={data.horizonUrl} />
              <LastRun run={last} horizonUrl={data.horizonUrl} />
              <SectionCard>
                <Stack gap="sm">
                  <Title order={3} fz="lg">
                    Open escrow accounts ({data.openEscrows.length})
                  </Title>
                  <OpenEscrows rows={data.openEscrows} horizonUrl={data.horizonUrl} />
                </Stack>
              </SectionCard>
              {earlier.length > 0 && (
                <SectionCard>
                  <Stack gap="sm">
                    <Title order={3} fz="lg">
                      Earlier runs
                    </Title>
                    <AdminTable
                      label="Earlier runs"
                      columns={["Started", "By", "Checked", "Repaired", "Problems"]}
                      rows={earlier}
                      minWidth={520}
                      row={(item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td>{when(item.startedAt)}</Table.Td>
                          <Table.Td>{TRIGGERS[item.trigger] ?? item.trigger}</Table.Td>
                          <Table.Td>{item.checked}</Table.Td>
                          <Table.Td>
                            {item.settled +
                              item.resubmitted +
                              item.confirmed +
                              item.recorded +
                              item.reclaimed}
                          </Table.Td>
                          <Table.Td>
                            <Badge
                              color={item.problems.length || item.error ? "red" : "teal"}
                              variant="light"
                            >
                              {item.error ? "Stopped" : item.problems.length}
                            </Badge>
                          </Table.Td>
                        </Table.Tr>
                      )}
                    />
                  </Stack>
                </SectionCard>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** The sponsor's reserves: what it has available and what opening one more escrow needs. */
function Sponsor({ sponsor, horizonUrl }: { sponsor: TEscrowSponsor; horizonUrl: string }) {
  if (!sponsor) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Escrow sponsor">
        The ledger did not answer: the sponsor's balance is unknown.
      </Alert>
    );
  }
  return (
    <SectionCard>
      <Stack gap="xs" data-testid="escrow-sponsor">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="lg">
            Escrow sponsor
          </Title>
          <LedgerAccount horizonUrl={horizonUrl} account={sponsor.account} />
        </Group>
        <Text size="sm">
          Available: <b>{amount(sponsor.available)} XLM</b> · one more escrow needs {amount(sponsor.needed)}{" "}
          XLM (its reserves and the floor)
        </Text>
        {sponsor.low ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Too low">
            New escrows are refused until the fee account is topped up.
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">
            Every escrow's reserves are sponsored by this account; escrows never funded are merged back within
            minutes.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

function LastRun({ run, horizonUrl }: { run: TEscrowReconcileRun | undefined; horizonUrl: string }) {
  if (!run) {
    return (
      <SectionCard>
        <Text c="dimmed">The reconciler has not run yet.</Text>
      </SectionCard>
    );
  }
  const counts: Array<[string, number]> = [
    ["Checked", run.checked],
    ["Settled", run.settled],
    ["Resubmitted", run.resubmitted],
    ["Fundings confirmed", run.confirmed],
    ["Lost answers recorded", run.recorded],
    ["Unfunded reclaimed", run.reclaimed],
    ["Problems", run.problems.length],
  ];
  return (
    <SectionCard>
      <Stack gap="sm" data-testid="escrow-last-run">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            Last run
          </Title>
          <Text size="sm" c="dimmed">
            {TRIGGERS[run.trigger] ?? run.trigger} · {when(run.finishedAt ?? run.startedAt)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="sm">
          {counts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700} fz="xl">
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {run.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The run stopped">
            {run.error}
          </Alert>
        )}
        {run.problems.length === 0 && !run.error ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            Every escrow account holds what its trade says.
          </Alert>
        ) : (
          run.problems.map((problem) => (
            <Alert
              key={`${problem.escrowId}-${problem.message}`}
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={problem.tradeId ? `Trade ${problem.tradeId}` : `Escrow ${problem.escrowId}`}
              data-testid="escrow-problem"
            >
              <Stack gap={4}>
                <Text size="sm">{problem.message}</Text>
                {problem.escrowAccountId && (
                  <Text size="sm">
                    Escrow account <LedgerAccount horizonUrl={horizonUrl} account={problem.escrowAccountId} />
                  </Text>
                )}
              </Stack>
            </Alert>
          ))
        )}
      </Stack>
    </SectionCard>
  );
}

function OpenEscrows({ rows, horizonUrl }: { rows: TOpenEscrow[]; horizonUrl: string }) {
  return (
    <AdminTable
      label="Open escrow accounts"
      columns={["Escrow account", "For", "Must hold", "Escrow", "Trade", "Since"]}
      rows={rows}
      minWidth={720}
      empty="No escrow account is open."
      row={(row) => (
        <Table.Tr key={row.id} data-testid="open-escrow">
          <Table.Td>
            <LedgerAccount horizonUrl={horizonUrl} account={row.escrowAccountId} />
          </Table.Td>
          <Table.Td>{owner(row.purpose, row.reference)}</Table.Td>
          <Table.Td className="mono">
            {amount(row.total)} {row.assetCode}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={row.status === "funded" ? "blue" : "gray"} miw="max-content">
              {row.status}
            </Badge>
          </Table.Td>
          <Table.Td>{row.tradeStatus ?? "—"}</Table.Td>
          <Table.Td>{when(row.createdAt)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
