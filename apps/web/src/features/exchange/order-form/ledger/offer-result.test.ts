import { Keypair, StrKey, xdr } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { offerIdFromResultXdr } from "./offer-result";

const SELLER = Keypair.random().publicKey();

/** A successful transaction result: a manage-offer operation (type 3 sell, 12 buy) and a payment. */
function resultXdr(operationType: 3 | 12, offer: { effect: 0 | 1; offerId: bigint } | { effect: 2 }): string {
  const success = {
    offersClaimed: [],
    offer:
      offer.effect === 2
        ? { effect: 2 as const }
        : {
            effect: offer.effect,
            offer: {
              sellerId: { type: 0 as const, ed25519: StrKey.decodeEd25519PublicKey(SELLER) },
              offerId: offer.offerId,
              selling: { type: 0 as const },
              buying: { type: 0 as const },
              amount: 5_000_000n,
              price: { n: 1, d: 100 },
              flags: 0,
              ext: { v: 0 as const },
            },
          },
  };
  const managed =
    operationType === 12
      ? { type: 12 as const, manageBuyOfferResult: { code: 0 as const, success } }
      : { type: 3 as const, manageSellOfferResult: { code: 0 as const, success } };
  const wire = {
    feeCharged: 200n,
    result: {
      code: 0 as const,
      results: [
        { code: 0 as const, tr: managed },
        { code: 0 as const, tr: { type: 1 as const, paymentResult: { code: 0 as const } } },
      ],
    },
    ext: { v: 0 as const },
  };
  // The generated wire types are unions too wide to spell out here; the encoder checks the shape.
  return xdr.TransactionResult.fromXdrObject(wire as never).toXdr("base64");
}

describe("offerIdFromResultXdr", () => {
  it("reads the id of the offer a buy or a sell left on the book", () => {
    expect(offerIdFromResultXdr(resultXdr(12, { effect: 0, offerId: 4242n }))).toBe("4242");
    expect(offerIdFromResultXdr(resultXdr(3, { effect: 1, offerId: 77n }))).toBe("77");
  });

  it("is '0' when the order filled at once", () => {
    expect(offerIdFromResultXdr(resultXdr(12, { effect: 2 }))).toBe("0");
  });

  it("rejects an operation that is not an offer", () => {
    expect(() => offerIdFromResultXdr(resultXdr(12, { effect: 2 }), 1)).toThrow();
    expect(() => offerIdFromResultXdr(resultXdr(12, { effect: 2 }), 5)).toThrow();
  });
});
