import type { xdr } from "@stellar/stellar-sdk";
import { decodeAccount } from "../../util/keys";
import type { Asset } from "../types";
import type { Offer } from "./offer";

function code(text: string, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from(text, "latin1"));
  return bytes;
}

export function assetToWire(asset: Asset): xdr.AssetWire {
  if (asset.type === "native") return { type: 0 };
  const issuer = { type: 0 as const, ed25519: decodeAccount(asset.issuer) };
  if (asset.type === "credit_alphanum4")
    return { type: 1, alphaNum4: { assetCode: code(asset.code, 4), issuer } };
  return { type: 2, alphaNum12: { assetCode: code(asset.code, 12), issuer } };
}

export function offerEntryWire(offer: Offer): xdr.OfferEntryWire {
  return {
    sellerId: { type: 0, ed25519: decodeAccount(offer.sellerId) },
    offerId: offer.id,
    selling: assetToWire(offer.selling),
    buying: assetToWire(offer.buying),
    amount: offer.amount,
    price: { n: offer.price.n, d: offer.price.d },
    flags: offer.flags,
    ext: { v: 0 },
  };
}

/** A claimed offer as core reports it (`CLAIM_ATOM_TYPE_ORDER_BOOK`). */
export interface Claim {
  makerId: string;
  offerId: bigint;
  /** Maker's price (sheep per wheat). */
  price: Offer["price"];
  wheat: Asset;
  wheatReceived: bigint;
  sheep: Asset;
  sheepSent: bigint;
  /** Set when the counterparty is a liquidity pool (hex id); `makerId`/`offerId` are then unused. */
  poolId?: string;
}

export function claimAtomWire(c: Claim): xdr.ClaimAtomWire {
  if (c.poolId !== undefined) {
    return {
      type: 2,
      liquidityPool: {
        liquidityPoolId: Buffer.from(c.poolId, "hex"),
        assetSold: assetToWire(c.wheat),
        amountSold: c.wheatReceived,
        assetBought: assetToWire(c.sheep),
        amountBought: c.sheepSent,
      },
    };
  }
  return {
    type: 1,
    orderBook: {
      sellerId: { type: 0, ed25519: decodeAccount(c.makerId) },
      offerId: c.offerId,
      assetSold: assetToWire(c.wheat),
      amountSold: c.wheatReceived,
      assetBought: assetToWire(c.sheep),
      amountBought: c.sheepSent,
    },
  };
}
