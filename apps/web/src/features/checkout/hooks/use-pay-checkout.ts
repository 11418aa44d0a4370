import { CHECKOUT_MESSAGES, type TCatalogueAsset, type TCheckoutOrder, toStroops } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";
import { checkoutEscrowApi, checkoutQueryKey, updateCheckout } from "../api/checkout-api";
import { assetIdOf } from "../lib/checkout-coins";
import { clearUnpaidMemo } from "../lib/unpaid-memo";

/**
 * Pay Now and Cancel of the checkout screen. Pay Now signs (with the session's password policy) and submits one
 * payment of the chosen coin to the order's muxed address, then reports the transaction; the API checks it on the
 * ledger. Cancel declines the order and goes home (spec doc 1 §4). With the Escrow method, Pay Now pays into the
 * order's escrow account instead (`payIntoEscrow`) and the screen then shows the held payment.
 */
/**
 * Escrow mode: the API opens the order's escrow account E; this wallet signs the refund first (its signature is
 * stored before any money moves, so the payment can always come back), then signs and submits the funding, and
 * the API reads E back from the ledger before the order is held. Keys never leave the browser.
 */
async function payIntoEscrow(memo: string) {
  const [{ ledgerConfig, submitSignedXdr }, { detachedSignature }] = await Promise.all([
    import("../../ledger"),
    import("../../p2p/trades/escrow-signing"),
  ]);
  const escrow = await checkoutEscrowApi.open(memo);
  await checkoutEscrowApi.refundSignature(memo, await detachedSignature(escrow.refundXdr));
  const funding = await signXdr(escrow.fundingXdr, ledgerConfig().networkPassphrase);
  const submitted = await submitSignedXdr(funding, "send");
  return checkoutEscrowApi.funded(memo, submitted.hash);
}

export function usePayCheckout(order: TCheckoutOrder, publicKey: string | null) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const feePerOperation = useNetworkFeePerOperation();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  const pay = async (coin: TCatalogueAsset, amount: string, method: "instant" | "escrow") => {
    if (!publicKey) {
      toast.error(CHECKOUT_MESSAGES.loginFirst);
      return;
    }
    if (toStroops(amount) <= 0n) return;
    if (method === "escrow") {
      setBusy("pay");
      try {
        const result = await payIntoEscrow(order.memo);
        clearUnpaidMemo(order.memo);
        client.setQueryData(checkoutQueryKey(order.memo), result.data);
        toast.success(result.message);
        const { refreshLedger } = await import("../../ledger");
        void refreshLedger(client, publicKey);
      } catch (error) {
        if (error instanceof SigningCancelledError) return;
        toast.error(error instanceof Error && error.message ? error.message : "Error while sending balance.");
      } finally {
        setBusy(null);
      }
      return;
    }
    setBusy("pay");
    try {
      // The ledger facade (and the Stellar SDK) loads on Pay Now, so the un-paid banner never pulls it in.
      const { buildSendXdr, ledgerConfig, refreshLedger, submitSignedXdr } = await import("../../ledger");
      const unsigned = await buildSendXdr({
        source: publicKey,
        asset: { code: coin.code, issuer: coin.issuer || null },
        operations: [{ kind: "payment", destination: order.payTo, amount, toFeeAccount: false }],
        memoType: "None",
        memo: "",
        feePerOperation,
      });
      const signed = await signXdr(unsigned, ledgerConfig().networkPassphrase);
      const submitted = await submitSignedXdr(signed, "send");
      const result = await updateCheckout(order.memo, {
        status: "Completed",
        orderStatus: "Pending",
        customerPublicKey: publicKey,
        transactionHash: submitted.hash,
        paymentDetail: { payedIn: assetIdOf(coin), amountPayed: amount },
        isInstant: true,
      });
      void refreshLedger(client, publicKey);
      if (result.data === CHECKOUT_MESSAGES.invalidStatus) {
        toast.error(result.message);
        return;
      }
      clearUnpaidMemo(order.memo);
      toast.success(result.message);
      navigate("/walletScreen");
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      toast.error(error instanceof Error && error.message ? error.message : "Error while sending balance.");
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy("cancel");
    try {
      await updateCheckout(order.memo, { status: "Declined" });
      clearUnpaidMemo(order.memo);
      navigate("/");
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    } finally {
      setBusy(null);
    }
  };

  return { pay, cancel, busy };
}
