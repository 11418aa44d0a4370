import { formatAmount } from "../../util/amount";
import { assetFields } from "../assets";
import { emit, type OpContext } from "../context";
import type { OpOutcome } from "../operations/outcome";
import { recordPoolTrade } from "../pools/pool-trade";
import { releaseReserve } from "../sponsorship";
import type { Account } from "../types";
import type { Offer } from "./offer";
import { type OfferOp, offerSuccess, sellPrice } from "./offer-op";
import { changeLiabilities, putOffer } from "./offer-store";
import { type Claim, claimAtomWire, offerEntryWire } from "./offer-wire";

export interface OfferOutcome {
  creating: boolean;
  flags: number;
  /** Amount left to rest in the book (0 = no offer). */
  amount: bigint;
  claims: Claim[];
  /** The account carrying the offer's reserve (kept from the offer being updated, or claimed for a new one). */
  sponsor?: string;
}

/** Writes the resting offer (or drops the reserved subentry), records trades and builds the result. */
export function finishOffer(ctx: OpContext, source: Account, op: OfferOp, out: OfferOutcome): OpOutcome {
  let offer: Offer | undefined;
  if (out.amount > 0n) {
    let id = op.offerId;
    if (out.creating) {
      if (!ctx.idPool) throw new Error("offer ids need the header's id pool");
      ctx.idPool.value += 1n;
      id = ctx.idPool.value;
    }
    offer = {
      id,
      sellerId: ctx.sourceId,
      selling: op.selling,
      buying: op.buying,
      amount: out.amount,
      price: sellPrice(op),
      flags: out.flags,
      lastModifiedLedger: ctx.ledgerSeq,
    };
    if (out.sponsor) offer.sponsor = out.sponsor;
    putOffer(source, offer);
    changeLiabilities(source, offer, 1n, ctx.ledgerSeq);
  } else {
    source.numSubEntries -= 1;
    releaseReserve(ctx, source, out.sponsor, 1);
  }
  recordTrades(ctx, out.claims, offer?.id ?? null);
  const result = offer
    ? { effect: out.creating ? (0 as const) : (1 as const), offer: offerEntryWire(offer) }
    : { effect: 2 as const };
  return offerSuccess(op.type, { offersClaimed: out.claims.map(claimAtomWire), offer: result });
}

/** Two `trade` effects per non-empty claim (taker first, then maker) and a trade draft for history. */
export function recordTrades(ctx: OpContext, claims: Claim[], takerOfferId: bigint | null): void {
  claims.forEach((c, atomIndex) => {
    if (c.wheatReceived === 0n && c.sheepSent === 0n) return;
    if (c.poolId !== undefined) {
      recordPoolTrade(ctx, c, atomIndex, takerOfferId);
      return;
    }
    const offerId = c.offerId.toString();
    emit(ctx, ctx.sourceId, "trade", {
      seller: c.makerId,
      offer_id: offerId,
      sold_amount: formatAmount(c.sheepSent),
      ...assetFields(c.sheep, "sold_"),
      bought_amount: formatAmount(c.wheatReceived),
      ...assetFields(c.wheat, "bought_"),
    });
    emit(ctx, c.makerId, "trade", {
      seller: ctx.sourceId,
      offer_id: offerId,
      sold_amount: formatAmount(c.wheatReceived),
      ...assetFields(c.wheat, "sold_"),
      bought_amount: formatAmount(c.sheepSent),
      ...assetFields(c.sheep, "bought_"),
    });
    ctx.trades?.push({
      atomIndex,
      makerId: c.makerId,
      makerOfferId: c.offerId,
      takerId: ctx.sourceId,
      takerOfferId,
      soldAsset: c.wheat,
      soldAmount: c.wheatReceived,
      boughtAsset: c.sheep,
      boughtAmount: c.sheepSent,
      price: c.price,
    });
  });
}
