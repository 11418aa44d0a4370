import { Alert, Button, Checkbox, Grid, Group, Stack, Text, TextInput } from "@mantine/core";
import { fromStroops, PAYMENT_METHOD_LABELS, type TP2pAd, TRADE_MESSAGES, ZP2pAd } from "@sextant/core";
import { useLocation } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { MissingContext } from "../components/missing-context";
import { useP2pIdentity } from "../hooks/use-p2p-identity";
import { useP2pAssets } from "../hooks/use-p2p-market";
import { formatCrypto, formatFiat } from "../model/p2p-format";
import { parseConfirmationState } from "../route-state";
import { detailsKind } from "../trades/trade-start";
import { useTradeStart } from "../trades/use-trade-start";

/** Trade start for the chosen ad: /confirmationScreenBuy (on a sell ad) and /confirmationScreenSell (on a buy ad). */
export function ConfirmationRoute({ side }: { side: "buy" | "sell" }) {
  const raw = parseConfirmationState(useLocation().state).ad;
  const parsed = raw ? ZP2pAd.safeParse(raw) : null;
  const title = side === "buy" ? "Buy" : "Sell";
  if (!parsed?.success)
    return <MissingContext title={title} message="No ad selected. Choose an ad on the P2P market." />;
  return <TradeStartForm side={side} ad={parsed.data} />;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Group>
  );
}

function TradeStartForm({ side, ad }: { side: "buy" | "sell"; ad: TP2pAd }) {
  const identity = useP2pIdentity();
  const assets = useP2pAssets();
  const form = useTradeStart({
    side,
    ad,
    account: identity.account,
    holderName: identity.kyc?.holderName ?? ad.accountTitle,
    asset: assets.assetRef(ad.assetCode),
    usdRate: assets.usdPrice(ad.assetCode) || Number(ad.sellerUSDRate) || 0,
  });
  const kind = detailsKind(side, ad.payment_method);
  const method = PAYMENT_METHOD_LABELS[ad.payment_method];
  const verb = side === "buy" ? "Buy" : "Sell";

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <PageHeader title={`${verb} ${ad.assetCode}`} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard title="Amount">
              <Stack gap="sm">
                <TextInput
                  label={`Amount in ${ad.assetCode}`}
                  inputMode="decimal"
                  placeholder="0.0000000"
                  value={form.draft.crypto}
                  error={form.errors.crypto}
                  onChange={(event) => form.setCrypto(event.currentTarget.value)}
                  description={
                    side === "sell" && form.balance !== null
                      ? `Your balance: ${formatCrypto(fromStroops(form.balance))} ${ad.assetCode}`
                      : undefined
                  }
                />
                <TextInput
                  label={`Amount in ${ad.currency}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={form.draft.fiat}
                  error={form.errors.fiat}
                  onChange={(event) => form.setFiat(event.currentTarget.value)}
                />
              </Stack>
            </SectionCard>
            <SectionCard title="Payment details">
              {kind === "none" ? (
                <Text size="sm" c="dimmed">
                  You pay the seller by {method}. Their payment details show on the trade once you start it;
                  pay only after the seller has accepted and the amount is held in escrow.
                </Text>
              ) : (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    Where the buyer pays you, by {method}.
                  </Text>
                  {kind === "bank" ? (
                    <>
                      <TextInput
                        label="Bank name"
                        value={form.draft.bankName}
                        error={form.errors.bankName}
                        onChange={(event) => form.update({ bankName: event.currentTarget.value })}
                      />
                      <TextInput
                        label="Bank account number"
                        value={form.draft.bankAccountNumber}
                        error={form.errors.bankAccountNumber}
                        onChange={(event) => form.update({ bankAccountNumber: event.currentTarget.value })}
                      />
                      <TextInput
                        label="Account holder name"
                        value={identity.kyc?.holderName ?? ""}
                        readOnly
                        description="The name on your approved KYC"
                      />
                    </>
                  ) : (
                    <TextInput
                      label={`${method} e-mail`}
                      type="email"
                      value={form.draft.email}
                      error={form.errors.email}
                      onChange={(event) => form.update({ email: event.currentTarget.value })}
                    />
                  )}
                  <Checkbox
                    label={TRADE_MESSAGES.confirmPaymentInfo}
                    checked={form.draft.confirmed}
                    error={form.errors.confirmed}
                    onChange={(event) => form.update({ confirmed: event.currentTarget.checked })}
                  />
                </Stack>
              )}
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard title="Ad details">
            <Stack gap="xs">
              <Detail label={side === "buy" ? "Seller" : "Buyer"} value={ad.accountTitle || ad.account} />
              <Detail label="Price" value={`${formatFiat(ad.unitPrice, ad.currency)} / ${ad.assetCode}`} />
              <Detail label="Available" value={`${formatCrypto(ad.available_amount)} ${ad.assetCode}`} />
              <Detail
                label="Limits"
                value={`${formatCrypto(ad.minQty)} – ${formatCrypto(ad.maxQty)} ${ad.assetCode}`}
              />
              <Detail label="Payment method" value={method} />
              <Detail label="Time frame" value={`${ad.timeFrame} Minutes`} />
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      {side === "sell" && (
        <Alert color="blue" variant="light">
          Selling holds the amount and the trading fee in an escrow account on the ledger. You sign the
          escrow's funding, and the refund that returns it to you if the trade is cancelled, in this browser.
        </Alert>
      )}
      <Button size="md" onClick={() => void form.submit()} loading={form.busy !== null}>
        {verb} {ad.assetCode}
      </Button>
      {form.busy === "funding" && (
        <Text size="sm" c="dimmed" ta="center">
          Holding the amount in escrow…
        </Text>
      )}
    </Stack>
  );
}

export function ConfirmationBuyRoute() {
  return <ConfirmationRoute side="buy" />;
}

export function ConfirmationSellRoute() {
  return <ConfirmationRoute side="sell" />;
}
