import { anchorFeeStroops, detectChain, fromStroops, type TAnchorChain, toStroops } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import {
  availableBalance,
  buildSendXdr,
  ledgerConfig,
  refreshLedger,
  submitSignedXdr,
  type TAccountSnapshot,
  type TAssetRef,
} from "../../ledger";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";
import { postWithdraw, withdrawFeeRule } from "../api/anchor-api";
import {
  hasWithdrawErrors,
  MINIMUM_WITHDRAWAL,
  presetAmount,
  type TWithdrawDraft,
  typedStroops,
  validateWithdraw,
} from "../lib/withdraw-validation";
import { useAnchorFees } from "./use-anchor-fees";
import { anchorHistoryKey } from "./use-anchor-history";

/** Messages of spec doc 2 §8 'Withdrawals and deposits'. */
export const WITHDRAW_FLOW_MESSAGES = {
  requestFailed: "error occured while sending request",
  paymentFailed: "Error occured while sending balance.",
  sent: "Balance sent successfully.",
  cancelled: "Nothing was sent. The withdrawal request expires unpaid.",
  totalChanged: "The fee changed since you confirmed. Check the new total and confirm again.",
} as const;

const EMPTY: TWithdrawDraft = { address: "", amount: "" };

/**
 * The withdraw flow of spec doc 2 §4: the form (index 0), the confirm step (index 1), then the request, whose
 * answer says where to pay; the user's own Stellar payment of amount + fee with that memo is built, signed in this
 * browser (review, and the password under the PASSWORD setting) and submitted.
 */
export function useWithdraw(options: {
  asset: TAssetRef;
  chains: readonly TAnchorChain[];
  publicKey: string | null;
  account: TAccountSnapshot | null;
}) {
  const { asset, chains, publicKey, account } = options;
  const client = useQueryClient();
  const feePerOperation = useNetworkFeePerOperation();
  const [draft, setDraft] = useState<TWithdrawDraft>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState<0 | 1>(0);
  const [sending, setSending] = useState(false);
  const fees = useAnchorFees(asset.code);
  const fee = withdrawFeeRule(fees.data);
  const minimum = fees.data ? toStroops(fees.data.withdraw.min) : MINIMUM_WITHDRAWAL;
  const balance = availableBalance(account, asset);
  const amount = typedStroops(draft.amount);
  const feeAmount = anchorFeeStroops(amount, fee);
  const live = validateWithdraw({ draft, coin: asset.code, chains, balance, fee, minimum });
  const errors = attempted ? live : {};
  const chain = detectChain(draft.address) ?? null;
  const historyKey = anchorHistoryKey(publicKey ?? "", asset.code, "withdraw");

  const update = (changes: Partial<TWithdrawDraft>) => setDraft((previous) => ({ ...previous, ...changes }));
  const preset = (percent: number) => update({ amount: presetAmount(balance, fee, percent) });

  /** Withdraw: the form's rules, then the confirm step. */
  const review = () => {
    setAttempted(true);
    if (!hasWithdrawErrors(live)) setStep(1);
  };

  const reset = () => {
    setDraft(EMPTY);
    setAttempted(false);
    setStep(0);
  };

  const pay = async (destination: string, memo: string, total: bigint) => {
    if (!publicKey) return;
    const unsigned = await buildSendXdr({
      source: publicKey,
      asset,
      operations: [{ kind: "payment", destination, amount: fromStroops(total), toFeeAccount: false }],
      memoType: "Text",
      memo,
      feePerOperation,
    });
    const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
    await submitSignedXdr(signed, "send");
  };

  const confirm = async () => {
    if (!publicKey || !chain || hasWithdrawErrors(live)) return;
    setSending(true);
    try {
      const answer = await postWithdraw({
        asset_code: asset.code,
        account: publicKey,
        amount: fromStroops(amount),
        dest: draft.address.trim(),
        isTrc20: chain === "TRC20",
      }).catch((error: unknown) => {
        throw new Error(
          isApiError(error) && error.kind === "api" ? error.message : WITHDRAW_FLOW_MESSAGES.requestFailed,
        );
      });
      void client.invalidateQueries({ queryKey: historyKey });
      if (!answer.account_id || !answer.memo) throw new Error(WITHDRAW_FLOW_MESSAGES.requestFailed);
      // The API's figure is the one the anchor matches; it must be the total the user confirmed.
      const total = answer.total ? toStroops(answer.total) : amount + feeAmount;
      if (total !== amount + feeAmount) {
        void fees.refetch();
        setStep(0);
        throw new Error(WITHDRAW_FLOW_MESSAGES.totalChanged);
      }
      try {
        await pay(answer.account_id, answer.memo, total);
      } catch (error) {
        if (error instanceof SigningCancelledError) throw error;
        throw new Error(
          error instanceof Error && error.message ? error.message : WITHDRAW_FLOW_MESSAGES.paymentFailed,
        );
      }
      toast.success(WITHDRAW_FLOW_MESSAGES.sent);
      reset();
      await refreshLedger(client, publicKey);
    } catch (error) {
      if (error instanceof SigningCancelledError) toast.info(WITHDRAW_FLOW_MESSAGES.cancelled);
      else toast.error(error instanceof Error ? error.message : WITHDRAW_FLOW_MESSAGES.paymentFailed);
    } finally {
      setSending(false);
      void client.invalidateQueries({ queryKey: historyKey });
    }
  };

  return {
    draft,
    update,
    errors,
    chain,
    balance,
    fee,
    minimum,
    amount,
    feeAmount,
    total: amount + feeAmount,
    step,
    back: () => setStep(0),
    review,
    confirm,
    preset,
    sending,
    /** The fees could not be read: the form shows 'Failed to load fee info.' and waits for them. */
    feesFailed: fees.isError,
    feesReady: fees.isSuccess,
    retryFees: () => void fees.refetch(),
  };
}
