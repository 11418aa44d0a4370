import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { AMOUNT_INPUT_MAX_LENGTH, feeText, formatAmount, WITHDRAW_PRESETS } from "@sextant/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { SectionCard } from "../../../components/section-card";
import type { TAccountSnapshot, TAssetRef } from "../../ledger";
import { useWithdraw } from "../hooks/use-withdraw";
import { minimumText } from "../lib/withdraw-validation";
import { AnchorHistory } from "./anchor-history";
import type { TAnchorPanelProps } from "./deposit-panel";
import { Figure } from "./figure";

interface WithdrawPanelProps extends TAnchorPanelProps {
  asset: TAssetRef;
  account: TAccountSnapshot | null;
}

/** Spec doc 2 §8 'Panels and lists'. */
const FEES_FAILED = "Failed to load fee info.";

/** Withdraw fee and total show 5 decimals (spec doc 2 §9). */
const five = (stroops: bigint) => formatAmount(stroops, 5);

/** Wallet detail index 5 (spec doc 2 §2, §4): the form, the confirm step, and the recent withdrawals. */
export function WithdrawPanel({ asset, account, chains, publicKey, stellarTxUrl }: WithdrawPanelProps) {
  const form = useWithdraw({ asset, chains, publicKey, account });
  const coin = asset.code;
  return (
    <Stack gap="lg">
      <SectionCard title={`Withdraw ${coin}`} maw={640}>
        {form.step === 0 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.review();
            }}
          >
            <Stack gap="md">
              <TextInput
                label="Recipient's Address"
                description={`${chains.join(" or ")} address: 0x… (42 characters) or T… (34 characters)`}
                placeholder={chains.includes("ERC20") ? "0x…" : "T…"}
                value={form.draft.address}
                onChange={(event) => form.update({ address: event.currentTarget.value })}
                error={form.errors.address}
                spellCheck={false}
                autoComplete="off"
                rightSection={
                  form.chain ? (
                    <Badge size="sm" variant="light" data-testid="withdraw-chain">
                      {form.chain}
                    </Badge>
                  ) : undefined
                }
                rightSectionWidth={80}
              />
              <TextInput
                label="Amount"
                placeholder="0.00000"
                inputMode="decimal"
                maxLength={AMOUNT_INPUT_MAX_LENGTH}
                value={form.draft.amount}
                onChange={(event) => form.update({ amount: event.currentTarget.value })}
                error={form.errors.amount}
                rightSection={<Text size="xs">{coin}</Text>}
                rightSectionWidth={60}
              />
              <Group justify="space-between" gap="xs" mt={-8}>
                <Text size="sm" c="dimmed">
                  Available:{" "}
                  <Text span className="mono" data-testid="withdraw-available">
                    {formatAmount(form.balance)} {coin}
                  </Text>
                </Text>
                <Group gap={6}>
                  {WITHDRAW_PRESETS.map((percent) => (
                    <Button
                      key={percent}
                      size="compact-xs"
                      variant="default"
                      onClick={() => form.preset(percent)}
                    >
                      {percent}%
                    </Button>
                  ))}
                </Group>
              </Group>
              <Stack gap={0}>
                <Figure
                  label="Fee"
                  value={form.amount > 0n ? `${five(form.feeAmount)} ${coin}` : feeText(form.fee, coin)}
                />
                <Figure label="Total" value={`${five(form.total)} ${coin}`} />
                <Figure label="Minimum withdrawal" value={`${minimumText(form.minimum)} ${coin}`} />
              </Stack>
              {form.feesFailed && (
                <Group gap="xs" role="alert">
                  <Text size="sm" c="red">
                    {FEES_FAILED}
                  </Text>
                  <Button size="compact-xs" variant="light" onClick={form.retryFees}>
                    Try Again
                  </Button>
                </Group>
              )}
              <Button type="submit" disabled={!account || !form.feesReady}>
                Withdraw
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="md" data-testid="withdraw-confirm">
            <Text size="sm" c="dimmed">
              Check the withdrawal. Your wallet then pays the total to the anchor on Stellar; the amount is
              sent to the destination on {form.chain}.
            </Text>
            <Stack gap={0}>
              <Figure label="Destination" value={form.draft.address.trim()} breakAll />
              <Figure label="Chain" value={form.chain ?? ""} />
              <Figure label="Amount" value={`${five(form.amount)} ${coin}`} />
              <Figure label="Fee" value={`${five(form.feeAmount)} ${coin}`} />
              <Figure label="Total" value={`${five(form.total)} ${coin}`} strong />
            </Stack>
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              A payout on a chain cannot be called back: check the destination address.
            </Alert>
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={form.back}
                disabled={form.sending}
              >
                Back
              </Button>
              <Button loading={form.sending} onClick={() => void form.confirm()}>
                Confirm
              </Button>
            </Group>
          </Stack>
        )}
      </SectionCard>
      <AnchorHistory
        title="Recent Withdrawals"
        kind="withdraw"
        assetCode={coin}
        account={publicKey}
        stellarTxUrl={stellarTxUrl}
      />
    </Stack>
  );
}
