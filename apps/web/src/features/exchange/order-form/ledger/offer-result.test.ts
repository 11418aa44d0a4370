import { Keypair, StrKey, xdr } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { offerIdFromResultXdr, orderFillFromResultXdr } from "./offer-result";

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

/** An order-book claim: the other side sold `sold` and bought `bought` stroops. */
function claim(sold: bigint, bought: bigint) {
  return {
    type: 1 as const,
    orderBook: {
      sellerId: { type: 0 as const, ed25519: StrKey.decodeEd25519PublicKey(SELLER) },
      offerId: 9n,
      assetSold: { type: 0 as const },
      amountSold: sold,
      assetBought: { type: 0 as const },
      amountBought: bought,
    },
  };
}

function pathPaymentResult(kind: 2 | 13, claims: ReturnType<typeof claim>[], delivered: bigint): string {
  const success = {
    offers: claims,
    last: {
      destination: { type: 0 as const, ed25519: StrKey.decodeEd25519PublicKey(SELLER) },
      asset: { type: 0 as const },
      amount: delivered,
    },
  };
  const tr =
    kind === 2
      ? { type: 2 as const, pathPaymentStrictReceiveResult: { code: 0 as const, success } }
      : { type: 13 as const, pathPaymentStrictSendResult: { code: 0 as const, success } };
  const wire = {
    feeCharged: 200n,
    result: { code: 0 as const, results: [{ code: 0 as const, tr }] },
    ext: { v: 0 as const },
  };
  return xdr.TransactionResult.fromXdrObject(wire as never).toXdr("base64");
}

describe("orderFillFromResultXdr", () => {
  it("reads a market buy's path payment: the counter received and the base paid over every claim", () => {
    const result = pathPaymentResult(
      2,
      [claim(300_000_000n, 60_000_000n), claim(200_000_000n, 50_000_000n)],
      500_000_000n,
    );
    expect(orderFillFromResultXdr(result, "buy")).toEqual({
      counter: 500_000_000n,
      base: 110_000_000n,
      resting: false,
    });
  });

  it("reads a market sell's path payment the other way round", () => {
    const result = pathPaymentResult(13, [claim(30_000_000n, 100_000_000n)], 30_000_000n);
    expect(orderFillFromResultXdr(result, "sell")).toEqual({
      counter: 100_000_000n,
      base: 30_000_000n,
      resting: false,
    });
  });

  it("reads a limit order that filled nothing and rests on the book", () => {
    expect(orderFillFromResultXdr(resultXdr(12, { effect: 0, offerId: 1n }), "buy")).toEqual({
      counter: 0n,
      base: 0n,
      resting: true,
    });
    expect(orderFillFromResultXdr(resultXdr(3, { effect: 2 }), "sell")?.resting).toBe(false);
  });

  it("is null for a result it can't read", () => {
    expect(orderFillFromResultXdr("not xdr", "buy")).toBeNull();
    expect(orderFillFromResultXdr(resultXdr(12, { effect: 2 }), "buy", 1)).toBeNull();
  });
});
