import {
  fromStroops,
  looksLikePublicKey,
  ORDER_FORM_MESSAGES,
  pairAssetId,
  type TOrderFill,
  type TOrderSide,
  type TOrderType,
  type TPairOrientation,
} from "@sextant/core";
import { isApiError } from "../../../../lib/api-client";
import { ensureLedgerConfig, LedgerSubmitError, submitSignedXdr } from "../../../ledger/sdk-free";
import { signXdr } from "../../../session";
import { createTradeFeeRecord, setTradeFeeOfferId } from "../api/trade-fee-history";

/**
 * The transaction builder and result reader bring the Stellar SDK: loaded when an order is placed (or
 * prefetched when the form is used), so the exchange opens without it.
 */
export const loadOrderLedger = () =>
  Promise.all([import("../ledger/order-transaction"), import("../ledger/offer-result")]).then(
    ([transaction, result]) => ({ ...transaction, ...result }),
  );

/** A checked order, ready to be recorded, signed and submitted; amounts in stroops. */
export interface TOrderToPlace {
  publicKey: string;
  pair: TPairOrientation;
  side: TOrderSide;
  type: TOrderType;
  /** Counter amount, rounded to the ledger's 7 decimals. */
  amount: bigint;
  /** Base per counter, at most 8 decimals. */
  price: string;
  /** What the order gives (the seller fee's base) and the fee itself, in the asset given. */
  gives: bigint;
  fee: bigint;
  feeAccount: string;
  feePerOperation: string;
}

/** A placed order: its transaction and what it filled at once (null when the result could not be read). */
export interface TPlacedOrder {
  hash: string;
  fill: TOrderFill | null;
}

/**
 * Places an order (spec §7): the fee record answers the memo, one transaction carries the order and the fee
 * payment, it is signed under the password policy and submitted; then the created offer id of a limit order is
 * linked to the fee record (a market order, a path payment that leaves no offer, as offer "0"); a failure of that
 * last step is only logged.
 */
export async function placeOrder(order: TOrderToPlace): Promise<TPlacedOrder> {
  const given = order.side === "buy" ? order.pair.base : order.pair.counter;
  const hasFeeAccount = looksLikePublicKey(order.feeAccount);
  const memo = hasFeeAccount
    ? await createTradeFeeRecord({
        fromAddress: order.publicKey,
        feeReceivingAddress: order.feeAccount,
        asset: pairAssetId(given),
        totalAmount: fromStroops(order.gives),
        totalFee: fromStroops(order.fee),
      })
    : "";
  const { buildOrderXdr, orderFillFromResultXdr } = await loadOrderLedger();
  const unsigned = await buildOrderXdr({
    source: order.publicKey,
    pair: order.pair,
    side: order.side,
    type: order.type,
    amount: order.amount,
    price: order.price,
    gives: order.gives,
    fee: hasFeeAccount ? order.fee : 0n,
    feeAccount: order.feeAccount,
    memo,
    feePerOperation: order.feePerOperation,
  });
  const signed = await signXdr(unsigned, (await ensureLedgerConfig()).networkPassphrase);
  const submitted = await submitSignedXdr(signed, "offer");
  if (memo)
    void linkOfferToFeeRecord(memo, submitted.hash, order.type === "limit" ? submitted.resultXdr : null);
  return { hash: submitted.hash, fill: orderFillFromResultXdr(submitted.resultXdr, order.side) };
}

/**
 * Tells the fee record which offer the transaction left: read from a limit order's result ("0" when it filled at
 * once); "0" for a market order (`resultXdr` null), which leaves none.
 */
async function linkOfferToFeeRecord(memo: string, trxId: string, resultXdr: string | null): Promise<void> {
  try {
    const { offerIdFromResultXdr } = await loadOrderLedger();
    await setTradeFeeOfferId({ memo, trxId, offerId: resultXdr ? offerIdFromResultXdr(resultXdr) : "0" });
  } catch (error) {
    console.warn("The trade fee record could not be linked to its offer.", error);
  }
}

/**
 * What a person reads when placing failed: the ledger's mapped result code (else 'Error adding offer.'), the
 * server's own message as it is, or 'Unable to add offer'.
 */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof LedgerSubmitError) return error.message;
  if (isApiError(error)) {
    return error.kind === "api" && !error.code.startsWith("HTTP_") && error.message
      ? error.message
      : error.kind === "timeout"
        ? error.message
        : ORDER_FORM_MESSAGES.unableToAddOffer;
  }
  return ORDER_FORM_MESSAGES.offerFailed;
}
