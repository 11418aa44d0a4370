import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { formatAmount, type TDisputeCaseDetail } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { DisputeChat } from "./dispute-chat";
import {
  CASE_STATUS_COLOURS,
  CASE_STATUS_LABELS,
  REASON_LABELS,
  relativeTime,
  SETTLEMENT_LABELS,
} from "./dispute-labels";
import { DisputeLedger } from "./dispute-ledger";
import { DisputeNotes } from "./dispute-notes";
import { DisputeRulingForm } from "./dispute-ruling-form";
import { disputeCaseQueryOptions } from "./disputes-admin-api";

/** /admin/disputes/{tradeId}: everything the desk needs to rule, then the ruling. */
export function DisputeCasePage() {
  const { tradeId = "" } = useParams();
  const query = useQuery(disputeCaseQueryOptions(tradeId));
  if (query.isPending) return <Loader aria-label="Loading the case" />;
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red">{query.error.message}</Alert>
        <Button component={Link} to="/admin/disputes" variant="light">
          Back to the queue
        </Button>
      </Stack>
    );
  }
  const detail = query.data;
  const c = detail.case;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2}>Dispute on trade #{c.tradeId}</Title>
          <Text size="sm">
            {REASON_LABELS[c.reason]} — opened by the {c.openedBy} {relativeTime(c.openedAt)}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={CASE_STATUS_COLOURS[c.status]}>
              {CASE_STATUS_LABELS[c.status]}
            </Badge>
            <Badge variant="light" color="gray">
              Trade {c.displayStatus}
            </Badge>
            {c.status !== "ruled" && (
              <Badge variant="outline" color="gray">
                Evidence until {new Date(c.evidenceDeadline).toLocaleString()}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to="/admin/disputes" variant="subtle">
          Back to the queue
        </Button>
      </Group>
      {c.status === "ruled" && <RulingOutcome detail={detail} />}
      {c.status === "escalated" && c.defaultReason && <Alert color="orange">{c.defaultReason}</Alert>}
      <TradeFacts detail={detail} />
      <Divider label="Parties" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {detail.parties.map((party) => (
          <Paper key={party.side} withBorder p="sm">
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={700} tt="capitalize">
                  {party.side}
                  {party.isAdOwner ? " (ad owner)" : ""}
                </Text>
                <Badge size="sm" variant="light" color={party.kycStatus === "approved" ? "green" : "gray"}>
                  KYC {party.kycStatus}
                </Badge>
              </Group>
              <Text size="sm">{party.name || "No KYC name"}</Text>
              <Text size="xs" ff="monospace" style={{ wordBreak: "break-all" }}>
                {party.account}
              </Text>
              <Text size="xs" c="dimmed">
                {[party.country, party.email, party.phone].filter(Boolean).join(" · ") ||
                  "No contact details"}
              </Text>
              {party.side === "buyer" && (
                <Text size="xs">
                  {party.saidPaid
                    ? "Said 'I have paid' and signed the release."
                    : "Never said 'I have paid'."}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Divider label="Chat" labelPosition="left" />
      <DisputeChat tradeId={c.tradeId} buyer={c.buyer} seller={c.seller} />
      <Divider label="Escrow on the ledger" labelPosition="left" />
      <DisputeLedger detail={detail} />
      <Divider label="Internal notes" labelPosition="left" />
      <DisputeNotes tradeId={c.tradeId} notes={detail.notes} />
      {c.status !== "ruled" && (
        <>
          <Divider label="Ruling" labelPosition="left" />
          <DisputeRulingForm detail={detail} />
        </>
      )}
    </Stack>
  );
}

function TradeFacts({ detail }: { detail: TDisputeCaseDetail }) {
  const { case: c, trade } = detail;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");
  const rows: [string, string][] = [
    ["Amount", `${formatAmount(c.amount)} ${c.assetCode}`],
    ["Fiat", `${c.fiatAmount} ${c.currency} at ${trade.unitPrice}`],
    ["Payment method", trade.paymentMethod.replace(/_/g, " ")],
    ["Kind", trade.type === "buy" ? "Buy trade on a sell ad" : "Sell trade on a buy ad"],
    ["Created", when(trade.createdAt)],
    ["Escrow held", when(trade.startedAt)],
    ["'I have paid'", when(trade.paidAt)],
    ["Time frame", `${trade.timeFrame} min`],
    ["Memo", trade.sellerStellarMemo],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function RulingOutcome({ detail }: { detail: TDisputeCaseDetail }) {
  const c = detail.case;
  const by =
    c.ruledBy === "default"
      ? "by the default rule"
      : c.ruledBy === "conceded"
        ? "by the seller's concession"
        : "by an admin";
  return (
    <Alert color={c.winner === "buyer" ? "green" : "blue"} title={`Ruled for the ${c.winner} ${by}`}>
      <Stack gap={4}>
        <Text size="sm">
          The trade shows {c.displayStatus}. {SETTLEMENT_LABELS[c.settlement]}.
        </Text>
        {c.ruleNote && <Text size="sm">Note: {c.ruleNote}</Text>}
        {c.defaultReason && <Text size="sm">{c.defaultReason}</Text>}
        {c.ruledAt && (
          <Text size="xs" c="dimmed">
            {new Date(c.ruledAt).toLocaleString()}
            {c.ruledByAccount ? ` · ${c.ruledByAccount}` : ""}
          </Text>
        )}
        {detail.escrow && (
          <Anchor href={detail.escrow.link} target="_blank" rel="noreferrer" size="sm">
            The escrow account on Horizon
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
