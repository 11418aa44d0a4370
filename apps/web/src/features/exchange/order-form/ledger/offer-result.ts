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
