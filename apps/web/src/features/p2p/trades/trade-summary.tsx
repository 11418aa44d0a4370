import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { TTrade } from "@sextant/core";
import { useLedgerConfig } from "../../ledger";
import { formatCrypto, formatFiat } from "../model/p2p-format";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text c="dimmed" size="sm" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: "anywhere" }} component="div">
        {children}
      </Text>
    </Group>
  );
}

const short = (key: string) => (key.length > 12 ? `${key.slice(0, 6)}…${key.slice(-6)}` : key);

/** The trade's figures, the other party, the payment details the buyer pays to, and the escrow on the ledger. */
export function TradeSummary({ trade }: { trade: TTrade }) {
  const ledger = useLedgerConfig();
  const side = trade.role.side;
  const other = side === "seller" ? trade.buyer : trade.seller;
  const code = trade.assetCode;
  const hasBank = Boolean(trade.bank_name || trade.bank_account_number);
  const email = trade.payoneer_email || trade.skrill_email;
  return (
    <Stack gap="xs">
      <Row label="You">{side === "seller" ? "Seller" : "Buyer"}</Row>
      <Row label={side === "seller" ? "Buyer" : "Seller"}>{short(other)}</Row>
      <Row label="Amount">{`${formatCrypto(trade.cryptoAmountToBuyer)} ${code}`}</Row>
      {side === "seller" && trade.sellerFee !== "0" && (
        <Row label="Trading fee">{`${formatCrypto(trade.sellerFee)} ${code}`}</Row>
      )}
      <Row label="Price">{`${formatFiat(trade.p2pads.unitPrice, trade.p2pads.currency)} / ${code}`}</Row>
      <Row label="To pay">{formatFiat(trade.fiatTradeAmount, trade.p2pads.currency)}</Row>
      <Row label="Payment method">{trade.p2pads.paymentMethod.replace("_", " ")}</Row>
      {hasBank && (
        <>
          <Row label="Bank name">{trade.bank_name}</Row>
          <Row label="Account number">{trade.bank_account_number}</Row>
          <Row label="Account title">{trade.bank_account_title}</Row>
        </>
      )}
      {email && <Row label="Pay to e-mail">{email}</Row>}
      {trade.escrowAccountId && (
        <Row label="Escrow account">
          {ledger ? (
            <Anchor
              href={`${ledger.horizonUrl}/accounts/${trade.escrowAccountId}`}
              target="_blank"
              rel="noreferrer"
            >
              {short(trade.escrowAccountId)}
            </Anchor>
          ) : (
            short(trade.escrowAccountId)
          )}
        </Row>
      )}
    </Stack>
  );
}
