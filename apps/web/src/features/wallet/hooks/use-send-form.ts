import {
  hasSendErrors,
  isFederationAddress,
  looksLikePublicKey,
  maxSendableAmount,
  networkFee,
  operatorSendFee,
  parseAmountInput,
  planSendOperations,
  recipientWillGet,
  SEND_MESSAGES,
  type TDestinationInfo,
  type TMemoType,
  type TSendErrors,
  validateSendForm,
} from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { useAssetFees } from "../../fees";
import {
  availableBalance,
  buildSendXdr,
  isNative,
  ledgerConfig,
  loadDestination,
  refreshLedger,
  resolveRecipient,
  submitSignedXdr,
  type TAccountSnapshot,
  type TAssetRef,
} from "../../ledger";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";

export interface TSendDraft {
  recipient: string;
  amount: string;
  memoType: TMemoType;
  memo: string;
  agreed: boolean;
}

const EMPTY_DRAFT: TSendDraft = { recipient: "", amount: "", memoType: "None", memo: "", agreed: false };

/** The looked-up destination of the recipient as typed. */
interface TDestination {
  input: string;
  accountId: string;
  info: TDestinationInfo;
  /** A memo the federation server asks for (text and id memos are applied to the form). */
  memo: { type: TMemoType; value: string } | null;
}

const FEDERATION_MEMO_TYPES: Record<string, TMemoType> = { text: "Text", id: "Id" };

function amountOrZero(text: string): bigint {
  const parsed = parseAmountInput(text);
  return typeof parsed === "bigint" && parsed > 0n ? parsed : 0n;
}

async function lookUp(input: string): Promise<TDestination> {
  const resolved = await resolveRecipient(input);
  const memoType = FEDERATION_MEMO_TYPES[resolved.memoType ?? ""];
  return {
    input,
    accountId: resolved.accountId,
    info: await loadDestination(resolved.accountId),
    memo: memoType && resolved.memo ? { type: memoType, value: resolved.memo } : null,
  };
}

/** State, derived figures and submission of the send form. */
export function useSendForm(publicKey: string | null, account: TAccountSnapshot | null, asset: TAssetRef) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TSendDraft>(EMPTY_DRAFT);
  const [destination, setDestination] = useState<TDestination | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const feePerOperation = useNetworkFeePerOperation();
  const sendFee = useAssetFees(asset.code);

  const recipient = draft.recipient.trim();
  useEffect(() => {
    setLookupError(null);
    if (!looksLikePublicKey(recipient) && !isFederationAddress(recipient)) return;
    let current = true;
    const timer = setTimeout(() => {
      lookUp(recipient)
        .then((found) => {
          if (!current) return;
          setDestination(found);
          const memo = found.memo;
          if (memo)
            setDraft((previous) =>
              previous.memoType === "None"
                ? { ...previous, memoType: memo.type, memo: memo.value }
                : previous,
            );
        })
        .catch((error: unknown) => current && setLookupError(error instanceof Error ? error.message : null));
    }, 350);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [recipient]);

  const known = destination?.input === recipient ? destination : null;
  const amount = amountOrZero(draft.amount);
  const operatorFee = looksLikePublicKey(sendFee.feeAccount) ? operatorSendFee(amount, sendFee.settings) : 0n;
  const fee = networkFee(feePerOperation, operatorFee > 0n ? 2 : 1);
  const spendable = availableBalance(account, asset) - (isNative(asset) ? fee : 0n);
  const available = spendable > 0n ? spendable : 0n;
  // Max: what the form accepts at that amount — with an operator fee the send is two operations.
  const maxAmount = maxSendableAmount({
    available: availableBalance(account, asset),
    isNative: isNative(asset),
    feePerOperation: networkFee(feePerOperation, 1),
    operations: 1,
    operatorFee: looksLikePublicKey(sendFee.feeAccount)
      ? { fixed: sendFee.settings.sendBalanceFeeFixed, percent: sendFee.settings.sendBalanceFeePercent }
      : null,
    mode: "deducted",
  });

  const validate = (found: TDestination | null): TSendErrors => {
    const errors = validateSendForm({
      ...draft,
      available,
      isNative: isNative(asset),
      destination: found?.info ?? null,
      operatorFee,
      ownPublicKey: publicKey ?? "",
      resolvedAccountId: found?.accountId ?? null,
    });
    if (!errors.recipient && lookupError) errors.recipient = lookupError;
    return errors;
  };
  const live = validate(known);
  // Before the first Send only what the destination lookup found is shown.
  const errors: TSendErrors = attempted
    ? live
    : { recipient: live.recipient && known ? live.recipient : (lookupError ?? undefined) };

  const update = (changes: Partial<TSendDraft>) => setDraft((previous) => ({ ...previous, ...changes }));

  const send = async () => {
    setAttempted(true);
    if (!publicKey || hasSendErrors(live)) return;
    setSending(true);
    try {
      const found = known ?? (await lookUp(recipient));
      setDestination(found);
      if (hasSendErrors(validate(found))) return;
      const unsigned = await buildSendXdr({
        source: publicKey,
        asset,
        operations: planSendOperations({
          destination: found.accountId,
          amount,
          operatorFee,
          feeAccount: sendFee.feeAccount,
          destinationExists: found.info.exists,
        }),
        memoType: draft.memoType,
        memo: draft.memo.trim(),
        feePerOperation,
      });
      const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
      await submitSignedXdr(signed, "send");
      toast.success(SEND_MESSAGES.success);
      setDraft(EMPTY_DRAFT);
      setAttempted(false);
      await refreshLedger(client, publicKey);
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      toast.error(error instanceof Error && error.message ? error.message : "Error while sending balance.");
    } finally {
      setSending(false);
    }
  };

  return {
    draft,
    update,
    errors,
    destination: known,
    available,
    maxAmount,
    fee,
    operatorFee,
    willGet: recipientWillGet(amount, operatorFee),
    sending,
    send,
  };
}
