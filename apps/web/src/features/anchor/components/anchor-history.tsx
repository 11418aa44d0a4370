import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatAmount, MOBILE_BREAKPOINT_PX, NO_HISTORY_MESSAGE } from "@sextant/core";
import { IconCopy, IconExternalLink } from "@tabler/icons-react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import type { TAnchorKindQuery, TAnchorTransaction } from "../api/anchor-api";
import { useAnchorHistory } from "../hooks/use-anchor-history";
import { copyText, HASH_COPIED } from "../lib/copy-hash";
import { GROUP_DISPLAY, statusDetail } from "../lib/status-text";

export const ANCHOR_HISTORY_COLUMNS = ["Status", "Date", "Amount", "Transaction"];

interface AnchorHistoryProps {
  title: string;
  kind: TAnchorKindQuery;
  assetCode: string;
  account: string | null;
  /** Where a Stellar transaction can be looked at. */
  stellarTxUrl: (hash: string) => string;
}

/**
 * Recent Deposit / Recent Withdrawals: 10 at a time with Show more, live while a row is pending. Under the spec's
 * 601 px breakpoint each transaction is a card instead of a table row, so nothing is cut off on a phone.
 */
export function AnchorHistory({ title, kind, assetCode, account, stellarTxUrl }: AnchorHistoryProps) {
  const history = useAnchorHistory(account, assetCode, kind);
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  return (
    <SectionCard title={title}>
      {history.status === "pending" && account ? (
        <Center py="xl">
          <Loader size="sm" aria-label={`Loading ${title}`} />
        </Center>
      ) : history.status === "error" ? (
        <ErrorState message="Unable to load" onRetry={history.retry} />
      ) : (
        <>
          {narrow ? (
            history.rows.length === 0 ? (
              <EmptyState message={NO_HISTORY_MESSAGE} />
            ) : (
              <Stack gap="xs">
                {history.rows.map((row) => (
                  <HistoryCard key={row.id} row={row} assetCode={assetCode} stellarTxUrl={stellarTxUrl} />
                ))}
              </Stack>
            )
          ) : (
            <TableFrame
              columns={ANCHOR_HISTORY_COLUMNS}
              emptyMessage={NO_HISTORY_MESSAGE}
              minWidth={640}
              rows={history.rows.map((row) => (
                <HistoryRow key={row.id} row={row} assetCode={assetCode} stellarTxUrl={stellarTxUrl} />
              ))}
            />
          )}
          {history.hasMore && (
            <Group justify="center" mt="sm">
              <Button variant="subtle" size="xs" loading={history.loadingMore} onClick={history.showMore}>
                Show more
              </Button>
            </Group>
          )}
        </>
      )}
    </SectionCard>
  );
}

function shortId(id: string): string {
  return id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id;
}

function amountOf(row: TAnchorTransaction): string | null {
  const value = row.finalAmount ?? row.amount_in;
  if (!value) return null;
  try {
    return formatAmount(value);
  } catch {
    return value;
  }
}

interface RowProps {
  row: TAnchorTransaction;
  assetCode: string;
  stellarTxUrl: (hash: string) => string;
}

function StatusCell({ row }: { row: TAnchorTransaction }) {
  const display = GROUP_DISPLAY[row.status_group];
  return (
    <Stack gap={2}>
      <Badge color={display.color} variant="light" data-testid="anchor-status" miw="max-content">
        {display.label}
      </Badge>
      <Text size="xs" c="dimmed">
        {statusDetail(row.kind, row.status)}
      </Text>
    </Stack>
  );
}

function startedAt(row: TAnchorTransaction): string {
  const date = new Date(row.started_at);
  return Number.isNaN(date.getTime()) ? row.started_at : date.toLocaleString();
}

function AmountCell({ row, assetCode }: { row: TAnchorTransaction; assetCode: string }) {
  const amount = amountOf(row);
  return (
    <>
      <Text size="sm" className="mono" data-testid="anchor-amount">
        {amount ? `${amount} ${row.asset_code || assetCode}` : "—"}
      </Text>
      {row.chain && (
        <Text size="xs" c="dimmed">
          {row.chain}
        </Text>
      )}
    </>
  );
}

function TxIds({ row, stellarTxUrl }: Omit<RowProps, "assetCode">) {
  return (
    <Stack gap={2}>
      {row.stellar_transaction_id && (
        <TxId
          label="Stellar"
          id={row.stellar_transaction_id}
          href={stellarTxUrl(row.stellar_transaction_id)}
          testId="anchor-stellar-tx"
        />
      )}
      {row.external_transaction_id && (
        <TxId label={row.chain ?? "Chain"} id={row.external_transaction_id} testId="anchor-external-tx" />
      )}
      {!row.stellar_transaction_id && !row.external_transaction_id && (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
}

function HistoryRow({ row, assetCode, stellarTxUrl }: RowProps) {
  return (
    <Table.Tr data-testid="anchor-row" data-status={row.status} data-kind={row.kind}>
      <Table.Td>
        <StatusCell row={row} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{startedAt(row)}</Text>
      </Table.Td>
      <Table.Td>
        <AmountCell row={row} assetCode={assetCode} />
      </Table.Td>
      <Table.Td>
        <TxIds row={row} stellarTxUrl={stellarTxUrl} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One transaction on a phone: status and amount on top, date and ids below. */
function HistoryCard({ row, assetCode, stellarTxUrl }: RowProps) {
  return (
    <Paper
      p="sm"
      radius="md"
      bg="dark.7"
      data-testid="anchor-row"
      data-status={row.status}
      data-kind={row.kind}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <StatusCell row={row} />
        <Stack gap={0} align="flex-end">
          <AmountCell row={row} assetCode={assetCode} />
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={6} mb={4}>
        {startedAt(row)}
      </Text>
      <TxIds row={row} stellarTxUrl={stellarTxUrl} />
    </Paper>
  );
}

function TxId({ label, id, href, testId }: { label: string; id: string; href?: string; testId: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed" w={52}>
        {label}
      </Text>
      <Text size="xs" className="mono" data-testid={testId} data-value={id} title={id}>
        {shortId(id)}
      </Text>
      <Tooltip label="Copy hash">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Copy ${label} hash`}
          onClick={() => void copyText(id, HASH_COPIED)}
        >
          <IconCopy size={14} />
        </ActionIcon>
      </Tooltip>
      {href && (
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noreferrer"
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Open ${label} transaction`}
        >
          <IconExternalLink size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
