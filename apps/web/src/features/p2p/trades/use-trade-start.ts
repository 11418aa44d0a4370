import { type TP2pAd, TRADE_MESSAGES } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { availableBalance, holdsAsset, refreshLedger, type TAssetRef, useAccount } from "../../ledger";
import { SigningCancelledError } from "../../session";
import { fundEscrow } from "./escrow-signing";
import { startTrade } from "./trade-api";
import { tradeErrorMessage } from "./trade-errors";
import { tradeKeys } from "./trade-queries";
import {
  cryptoForFiat,
  detailsKind,
  EMPTY_START_DRAFT,
  fiatForCrypto,
  hasStartErrors,
  normalizedAmount,
  type TTradeStartDraft,
  validateTradeStart,
} from "./trade-start";

/**
 * The trade start form (spec doc 2 §2 'Trade start', §5): linked crypto and fiat amounts, the seller's payment
 * details, then the trade. A sell trade holds its balance right away: the escrow is funded from this browser and
 * confirmed, and the progress screen opens either way (a trade whose funding failed can be accepted again there).
 */
export function useTradeStart(input: {
  side: "buy" | "sell";
  ad: TP2pAd;
  account: string;
  holderName: string;
  asset: TAssetRef;
  usdRate: number;
}) {
  const { side, ad, account, holderName, asset, usdRate } = input;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<TTradeStartDraft>(EMPTY_START_DRAFT);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState<null | "starting" | "funding">(null);
  // One key per trade asked for: a retried request (time-out, double click) answers the same trade.
  const idempotencyKey = useRef(crypto.randomUUID());
  const ledger = useAccount(account || null);
  const snapshot = ledger.status === "success" ? ledger.data : undefined;
  const balance =
    snapshot === undefined
      ? null
      : snapshot && holdsAsset(snapshot, asset)
        ? availableBalance(snapshot, asset)
        : 0n;
  const live = validateTradeStart(draft, { side, ad, balance });
  const errors = attempted ? live : {};

  const setCrypto = (crypto: string) =>
    setDraft((previous) => ({ ...previous, crypto, fiat: fiatForCrypto(crypto, ad.unitPrice) }));
  const setFiat = (fiat: string) =>
    setDraft((previous) => ({ ...previous, fiat, crypto: cryptoForFiat(fiat, ad.unitPrice) }));
  const update = (changes: Partial<TTradeStartDraft>) =>
    setDraft((previous) => ({ ...previous, ...changes }));

  const submit = async () => {
    setAttempted(true);
    if (hasStartErrors(live)) {
      if (live.crypto === TRADE_MESSAGES.aboveBalance) toast.error(TRADE_MESSAGES.notEnoughBalance);
      return;
    }
    const kind = detailsKind(side, ad.payment_method);
    setBusy("starting");
    let trade: Awaited<ReturnType<typeof startTrade>>;
    try {
      trade = await startTrade(side, {
        p2padsId: ad.id,
        amount: normalizedAmount(draft.crypto),
        coinUSDRate: String(usdRate),
        bank_name: kind === "bank" ? draft.bankName.trim() : "",
        bank_account_number: kind === "bank" ? draft.bankAccountNumber.trim() : "",
        bank_account_title: kind === "bank" ? holderName : "",
        payoneer_email: kind === "email" && ad.payment_method === "Payoneer" ? draft.email.trim() : "",
        skrill_email: kind === "email" && ad.payment_method === "Skrill" ? draft.email.trim() : "",
        idempotency_key: idempotencyKey.current,
      });
    } catch (error) {
      toast.error(tradeErrorMessage(error, TRADE_MESSAGES.startFailed));
      setBusy(null);
      return;
    }
    void client.invalidateQueries({ queryKey: tradeKeys.all });
    if (side === "sell") {
      setBusy("funding");
      try {
        trade = await fundEscrow(trade.id);
        toast.success(TRADE_MESSAGES.accepted);
      } catch (error) {
        if (!(error instanceof SigningCancelledError))
          toast.error(tradeErrorMessage(error, TRADE_MESSAGES.startFailed));
      } finally {
        void refreshLedger(client, account);
      }
    }
    setBusy(null);
    navigate("/transactionProgressScreen", { state: { trade } });
  };

  return { draft, errors, balance, busy, setCrypto, setFiat, update, submit };
}
