import { ActionIcon, Badge, Button, Center, Group, Loader, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { TableFrame } from "../../../components/table-frame";
import {
  entryTouches,
  historyEntries,
  type TAssetAmount,
  type TAssetRef,
  type TLoadable,
  type TPaymentRecord,
  useLedgerConfig,
} from "../../ledger";
import { explorerUrl } from "../lib/explorer";
import { formatCoin, formatDate, shortKey } from "../lib/format";
import { CopyButton } from "./copy-button";

export const HISTORY_COLUMNS = ["Kind", "Date", "Amount", "Counterparty", "Memo", "Status", "Hash"];

const KIND_COLORS = { Sent: "orange", Received: "teal", Swap: "blue" } as const;

function amounts(lines: readonly TAssetAmount[]): string {
  return lines.map((line) => `${formatCoin(line.amount)} ${line.asset.code}`).join(" + ");
}
const PAGE = 10;

interface HistoryTableProps {
  publicKey: string;
  payments: TLoadable<TPaymentRecord[]>;
  /** Only this asset's transactions (wallet detail); all when omitted. */
  asset?: TAssetRef;
  emptyMessage: string;
}

/**
 * The wallet's transactions — what each cost or brought (a send with the operator's fee: amount plus fee; a
 * swap: what left and what came in), with whom, its memo and outcome — 10 at a time with Show more once 10 or more are loaded. */
export function HistoryTable({ publicKey, payments, asset, emptyMessage }: HistoryTableProps) {
  const [visible, setVisible] = useState(PAGE);
  const config = useLedgerConfig();
  if (payments.status === "loading")
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (payments.status === "error") return <ErrorState message={payments.message} onRetry={payments.retry} />;

  const all = historyEntries(payments.data, publicKey).filter(
    (entry) => !asset || entryTouches(entry, asset),
  );
  const rows = all.slice(0, visible);
  return (
    <>
      <TableFrame
        columns={HISTORY_COLUMNS}
        emptyMessage={emptyMessage}
        minWidth={860}
        rows={rows.map((row) => (
          <Table.Tr key={row.id} data-testid="history-row">
            <Table.Td>
              <Badge color={KIND_COLORS[row.kind]} variant="light">
                {row.kind}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(row.date)}</Text>
            </Table.Td>
            <Table.Td className="mono" data-testid="history-amount">
              {row.kind === "Swap" ? (
                <Text size="sm" className="mono">
                  −{amounts(row.spent)}
                  <br />+{amounts(row.received)}
                </Text>
              ) : row.kind === "Sent" ? (
                `−${amounts(row.spent)}`
              ) : (
                `+${amounts(row.received)}`
              )}
            </Table.Td>
            <Table.Td>
              {row.counterparty ? (
                <Text size="sm" className="mono" title={row.counterparty}>
                  {shortKey(row.counterparty)}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ wordBreak: "break-all" }} data-testid="history-memo">
                {row.memo ?? ""}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={row.successful ? "teal" : "red"} variant="dot">
                {row.successful ? "Success" : "Failed"}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <Text size="sm" className="mono">
                  {shortKey(row.hash, 6, 6)}
                </Text>
                <CopyButton value={row.hash} label="Copy hash" />
                {config && (
                  <Tooltip label="Open in explorer">
                    <ActionIcon
                      component="a"
                      href={explorerUrl(config.network, config.horizonUrl, row.hash)}
                      target="_blank"
                      rel="noreferrer"
                      variant="subtle"
                      color="gray"
                      aria-label="Open in explorer"
                    >
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      />
      {all.length >= PAGE && visible < all.length && (
        <Center mt="sm">
          <Button variant="subtle" size="xs" onClick={() => setVisible((count) => count + PAGE)}>
            Show more
          </Button>
        </Center>
      )}
    </>
  );
}
