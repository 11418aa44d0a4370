import type { TOrderFill, TOrderSide } from "@sextant/core";
import { xdr } from "@stellar/stellar-sdk";

/**
 * The offer id left by the offer operation at `operationIndex` of a transaction result (base64 XDR): the id of
 * the created or updated offer, or "0" when the order filled at once and left nothing on the book.
 */
export function offerIdFromResultXdr(resultXdr: string, operationIndex = 0): string {
  const { result } = xdr.TransactionResult.fromXdr(resultXdr, "base64");
  if (result.type !== "txSuccess") throw new Error("The transaction did not succeed.");
  const operation = result.results[operationIndex];
  if (operation?.type !== "opInner") throw new Error("The transaction result has no such operation.");
  const inner = operation.tr;
  const outcome =
    inner.type === "manageBuyOffer"
      ? inner.manageBuyOfferResult
      : inner.type === "manageSellOffer"
        ? inner.manageSellOfferResult
        : null;
  if (outcome?.type !== "manageBuyOfferSuccess" && outcome?.type !== "manageSellOfferSuccess") {
    throw new Error("The operation is not a successful offer.");
  }
  const { offer } = outcome.success;
  return offer.type === "manageOfferDeleted" ? "0" : offer.offer.offerId.toString();
}

type TClaimAtom = xdr.ClaimAtom;

function claimsOf(
  resultXdr: string,
  operationIndex: number,
): { claims: readonly TClaimAtom[]; resting: boolean } | null {
  const { result } = xdr.TransactionResult.fromXdr(resultXdr, "base64");
  if (result.type !== "txSuccess") return null;
  const operation = result.results[operationIndex];
  if (operation?.type !== "opInner") return null;
  const inner = operation.tr;
  if (inner.type === "manageBuyOffer" || inner.type === "manageSellOffer") {
    const outcome =
      inner.type === "manageBuyOffer" ? inner.manageBuyOfferResult : inner.manageSellOfferResult;
    if (outcome.type !== "manageBuyOfferSuccess" && outcome.type !== "manageSellOfferSuccess") return null;
    return {
      claims: outcome.success.offersClaimed,
      resting: outcome.success.offer.type !== "manageOfferDeleted",
    };
  }
  if (inner.type === "pathPaymentStrictReceive") {
    const outcome = inner.pathPaymentStrictReceiveResult;
    return outcome.type === "pathPaymentStrictReceiveSuccess"
      ? { claims: outcome.success.offers, resting: false }
      : null;
  }
  if (inner.type === "pathPaymentStrictSend") {
    const outcome = inner.pathPaymentStrictSendResult;
    return outcome.type === "pathPaymentStrictSendSuccess"
      ? { claims: outcome.success.offers, resting: false }
      : null;
  }
  return null;
}

/**
 * What the order operation at `operationIndex` filled at once, from the offers and pools it crossed (each claim
 * says what the other side sold and bought): a buy received their counter and paid base, a sell the reverse.
 * null when the result can't be read.
 */
export function orderFillFromResultXdr(
  resultXdr: string,
  side: TOrderSide,
  operationIndex = 0,
): TOrderFill | null {
  let read: ReturnType<typeof claimsOf>;
  try {
    read = claimsOf(resultXdr, operationIndex);
  } catch {
    return null;
  }
  if (!read) return null;
  let theySold = 0n;
  let theyBought = 0n;
  for (const atom of read.claims) {
    const claim =
      atom.type === "claimAtomTypeV0"
        ? atom.v0
        : atom.type === "claimAtomTypeOrderBook"
          ? atom.orderBook
          : atom.liquidityPool;
    theySold += claim.amountSold;
    theyBought += claim.amountBought;
  }
  return side === "buy"
    ? { counter: theySold, base: theyBought, resting: read.resting }
    : { counter: theyBought, base: theySold, resting: read.resting };
}
