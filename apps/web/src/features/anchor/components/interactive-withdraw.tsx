import { Alert, Button, Code, Stack, Text, TextInput } from "@mantine/core";
import {
  anchorFeeStroops,
  formatAmount,
  INT64_MAX,
  type TAnchorTransaction,
  type TInteractiveSession,
  toStroops,
} from "@sextant/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { useCatalogueState } from "../../catalogue";
import { availableBalance, useAccount } from "../../ledger/sdk-free";
import { withdrawFeeRule } from "../api/anchor-api";
import { completeInteractiveWithdraw } from "../api/interactive-api";
import { notifyWallet, stellarAsset } from "../lib/interactive-message";
import { hasWithdrawErrors, typedStroops, validateWithdraw } from "../lib/withdraw-validation";
import { Figure } from "./figure";

/** The account's spendable balance of the asset, when the ledger answers (else no balance rule is applied). */
function useBalance(session: TInteractiveSession): bigint | null {
  const catalogue = useCatalogueState("USD");
  const account = useAccount(session.account);
  const code = session.transaction.asset_code;
  const issuer =
    stellarAsset(session.transaction.amount_in_asset)?.issuer ??
    catalogue.assets.find((entry) => entry.code === code)?.issuer;
  if (account.status !== "success" || !issuer) return null;
  return availableBalance(account.data, { code, issuer });
}

/** The interactive withdrawal: destination on the chain and amount; the wallet then pays amount + fee. */
export function InteractiveWithdraw({ token, session }: { token: string; session: TInteractiveSession }) {
  const code = session.transaction.asset_code;
  const [draft, setDraft] = useState({ address: "", amount: "" });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TAnchorTransaction | null>(null);
  const balance = useBalance(session);
  const fee = withdrawFeeRule(session.fees);
  const amount = typedStroops(draft.amount);
  const feeAmount = anchorFeeStroops(amount, fee);
  const errors = validateWithdraw({
    draft,
    coin: code,
    chains: session.chains,
    balance: balance ?? INT64_MAX,
    fee,
    minimum: toStroops(session.fees.withdraw.min),
  });
  const shown = attempted ? errors : {};

  const submit = async () => {
    setAttempted(true);
    if (hasWithdrawErrors(errors)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await completeInteractiveWithdraw(token, {
        dest: draft.address.trim(),
        amount: draft.amount.trim(),
      });
      setDone(answer.transaction);
      notifyWallet(answer.transaction);
    } catch (cause) {
      setError(
        isApiError(cause) && cause.kind === "api" ? cause.message : "error occured while sending request",
      );
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack gap="md" data-testid="interactive-withdraw-done">
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} />}>
          Your wallet now sends the total to the anchor on Stellar; the amount is then paid out to your
          address. You can close this window.
        </Alert>
        <Stack gap={0}>
          <Figure label="Destination" value={done.to ?? draft.address} breakAll />
          <Figure label="Total" value={`${done.amount_in ?? ""} ${code}`} strong />
        </Stack>
        <Text size="xs" c="dimmed">
          Payment to
        </Text>
        <Code style={{ wordBreak: "break-all" }}>{done.withdraw_anchor_account}</Code>
        <Text size="xs" c="dimmed">
          Memo ({done.withdraw_memo_type ?? "text"})
        </Text>
        <Code>{done.withdraw_memo}</Code>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Withdraw {code} to an address on {session.chains.join(" or ")}. Your Stellar wallet pays the amount
          and the fee; the amount is sent to your address on the chain.
        </Text>
        <TextInput
          label="Recipient's Address"
          placeholder={session.chains.includes("ERC20") ? "0x…" : "T…"}
          value={draft.address}
          onChange={(event) => setDraft({ ...draft, address: event.currentTarget.value })}
          error={shown.address}
          spellCheck={false}
          autoComplete="off"
        />
        <TextInput
          label="Amount"
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => setDraft({ ...draft, amount: event.currentTarget.value })}
          error={shown.amount}
          rightSection={<Text size="xs">{code}</Text>}
          rightSectionWidth={60}
        />
        <Stack gap={0}>
          {balance !== null && <Figure label="Available" value={`${formatAmount(balance)} ${code}`} />}
          <Figure label="Fee" value={`${formatAmount(feeAmount, 5)} ${code}`} />
          <Figure label="Total" value={`${formatAmount(amount + feeAmount, 5)} ${code}`} strong />
        </Stack>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={busy}>
          Withdraw
        </Button>
      </Stack>
    </form>
  );
}
