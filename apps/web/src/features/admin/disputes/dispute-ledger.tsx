import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { TDisputeCaseDetail } from "@sextant/core";

/** The escrow account, its stored outcome and every ledger transaction that touched it, with Horizon links. */
export function DisputeLedger({ detail }: { detail: TDisputeCaseDetail }) {
  const { escrow, ledger, ledgerError } = detail;
  if (!escrow) return <Text c="dimmed">This trade has no escrow account.</Text>;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Anchor
          href={escrow.link}
          target="_blank"
          rel="noreferrer"
          ff="monospace"
          size="sm"
          style={{ wordBreak: "break-all" }}
        >
          {escrow.accountId}
        </Anchor>
        <Badge size="sm" variant="light">
          {escrow.status}
        </Badge>
      </Group>
      <Text size="sm">
        Holds {escrow.amount} + fee {escrow.fee}. Refund signed by the seller:{" "}
        {escrow.refundSigned ? "yes" : "no"}. Release signed by the buyer:{" "}
        {escrow.releaseSigned ? "yes" : "no"}.
      </Text>
      {escrow.movements.map((movement) => (
        <Text key={movement.hash} size="xs" ff="monospace" style={{ wordBreak: "break-all" }}>
          {movement.kind} {movement.status} {movement.hash}
          {movement.lastError ? ` — ${movement.lastError}` : ""}
        </Text>
      ))}
      {ledgerError && <Alert color="red">{ledgerError}</Alert>}
      <Stack gap={6} aria-label="Ledger transactions">
        {ledger.map((tx) => (
          <Paper key={tx.hash} withBorder p="xs">
            <Group justify="space-between" gap="xs">
              <Anchor
                href={tx.link}
                target="_blank"
                rel="noreferrer"
                size="xs"
                ff="monospace"
                style={{ wordBreak: "break-all" }}
              >
                {tx.hash.slice(0, 16)}…
              </Anchor>
              <Group gap={6}>
                <Badge size="xs" color={tx.successful ? "green" : "red"} variant="light">
                  {tx.successful ? "applied" : "failed"}
                </Badge>
                <Text size="xs" c="dimmed">
                  ledger {tx.ledger} · {new Date(tx.createdAt).toLocaleString()}
                </Text>
              </Group>
            </Group>
            {tx.memo && <Text size="xs">memo {tx.memo}</Text>}
            <Text size="xs" mt={4} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {tx.operations.map((op) => op.summary).join("\n")}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
