import { ActionIcon, Badge, Button, Center, Group, Loader, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { TableFrame } from "../../../components/table-frame";
import {
  sameAsset,
  type TAssetRef,
  type TLoadable,
  type TPaymentRecord,
  transactionRows,
  useLedgerConfig,
} from "../../ledger";
import { explorerUrl } from "../lib/explorer";
import { formatCoin, formatDate, shortKey } from "../lib/format";
import { CopyButton } from "./copy-button";

const COLUMNS = ["Kind", "Date", "Amount", "Hash"];
const PAGE = 10;

interface HistoryTableProps {
  publicKey: string;
  payments: TLoadable<TPaymentRecord[]>;
  /** Only this asset's transactions (wallet detail); all when omitted. */
  asset?: TAssetRef;
  emptyMessage: string;
}

/** Sent and received payments, 10 at a time with Show more once 10 or more are loaded. */
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

  const all = transactionRows(payments.data, publicKey).filter(
    (row) => !asset || sameAsset(row.asset, asset),
  );
  const rows = all.slice(0, visible);
  return (
    <>
      <TableFrame
        columns={COLUMNS}
        emptyMessage={emptyMessage}
        minWidth={560}
        rows={rows.map((row) => (
          <Table.Tr key={row.id} data-testid="history-row">
            <Table.Td>
              <Badge color={row.kind === "Sent" ? "orange" : "teal"} variant="light">
                {row.kind}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(row.date)}</Text>
            </Table.Td>
            <Table.Td className="mono">
              {formatCoin(row.amount)} {row.asset.code}
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
