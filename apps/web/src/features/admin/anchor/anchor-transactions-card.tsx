import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  ANCHOR_STATUSES,
  formatAmount,
  statusGroup,
  type TAnchorKind,
  type TAnchorStatus,
} from "@sextant/core";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import {
  fetchAdminAnchorTransactions,
  refundAnchorWithdrawal,
  type TAdminAnchorTransaction,
} from "./anchor-admin-api";

const GROUP_COLORS = { pending: "yellow", completed: "teal", error: "red" } as const;

function short(value: string): string {
  return value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
}

function amount(value: string | null): string {
  if (!value) return "—";
  try {
    return formatAmount(value);
  } catch {
    return value;
  }
}

/** Every account's anchored transactions with their chain and ledger links; filter by kind and status. */
export function AnchorTransactionsCard() {
  const [kind, setKind] = useState<"all" | TAnchorKind>("all");
  const [status, setStatus] = useState<TAnchorStatus | null>(null);
  const query = useInfiniteQuery({
    queryKey: ["admin", "anchor", "transactions", kind, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchAdminAnchorTransactions({
        kind: kind === "all" ? undefined : kind,
        status: status ?? undefined,
        pagingId: pageParam,
        signal,
      }),
    getNextPageParam: (last) =>
      last.has_more ? last.transactions[last.transactions.length - 1]?.id : undefined,
    refetchInterval: 10_000,
  });
  const rows = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  const client = useQueryClient();
  const refund = useMutation({
    mutationFn: refundAnchorWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "anchor", "transactions"] }),
  });
  const askRefund = (row: TAdminAnchorTransaction) =>
    modals.openConfirmModal({
      title: "Refund this withdrawal?",
      children: (
        <Text size="sm">
          The payment of {amount(row.amount_in)} {row.asset_code} goes back to {short(row.account)} on Stellar
          and nothing is paid out on {row.chain ?? "the chain"}.
        </Text>
      ),
      labels: { confirm: "Refund", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => refund.mutate(row.id),
    });
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Transactions
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Kind"
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          data={[
            { value: "all", label: "All" },
            { value: "deposit", label: "Deposits" },
            { value: "withdrawal", label: "Withdrawals" },
          ]}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          value={status}
          onChange={(value) => setStatus(value as TAnchorStatus | null)}
          data={[...ANCHOR_STATUSES]}
          w={220}
        />
      </Group>
      {refund.isError && (
        <Text size="sm" c="red" role="alert">
          {refund.error.message}
        </Text>
      )}
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading anchor transactions" />
        </Center>
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No History found.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={980}>
          <Table aria-label="Anchor transactions" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Asset</Table.Th>
                <Table.Th ta="right">In</Table.Th>
                <Table.Th ta="right">Fee</Table.Th>
                <Table.Th ta="right">Out</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Stellar</Table.Th>
                <Table.Th>Chain</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <TransactionRow key={row.id} row={row} onRefund={askRefund} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            size="xs"
            variant="subtle"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TransactionRow({
  row,
  onRefund,
}: {
  row: TAdminAnchorTransaction;
  onRefund: (row: TAdminAnchorTransaction) => void;
}) {
  return (
    <Table.Tr data-testid="admin-anchor-row" data-status={row.status}>
      <Table.Td>
        <Text size="xs">{new Date(row.started_at).toLocaleString()}</Text>
      </Table.Td>
      <Table.Td>{row.kind}</Table.Td>
      <Table.Td className="mono" title={row.account}>
        {short(row.account)}
      </Table.Td>
      <Table.Td>
        {row.asset_code}
        {row.chain && (
          <Text size="xs" c="dimmed">
            {row.chain}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" className="mono">
        {amount(row.amount_in)}
      </Table.Td>
      <Table.Td ta="right" className="mono">
        {amount(row.amount_fee)}
      </Table.Td>
      <Table.Td ta="right" className="mono">
        {amount(row.amount_out)}
      </Table.Td>
      <Table.Td>
        <Badge color={GROUP_COLORS[statusGroup(row.status)]} variant="light" miw="max-content">
          {row.status}
        </Badge>
        {row.message && (
          <Text size="xs" c="dimmed">
            {row.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Link id={row.stellar_transaction_id} href={row.ledger_url} />
        {row.refund_transaction_id && (
          <Text size="xs" c="dimmed">
            refund {short(row.refund_transaction_id)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Link id={row.external_transaction_id} href={row.chain_explorer_url} />
      </Table.Td>
      <Table.Td>
        {/* Paid for on Stellar but not paid out (e.g. the hot wallet is short): the only case a refund is open. */}
        {row.kind === "withdrawal" && row.status === "pending_anchor" && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => onRefund(row)}>
            Refund
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Link({ id, href }: { id: string | null; href: string | null }) {
  if (!id) return <Text size="xs">—</Text>;
  return href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="xs" className="mono" title={id}>
      {short(id)}
    </Anchor>
  ) : (
    <Text size="xs" className="mono" title={id}>
      {short(id)}
    </Text>
  );
}
