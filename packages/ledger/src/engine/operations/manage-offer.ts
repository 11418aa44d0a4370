import { SUBENTRY_LIMIT } from "../../constants";
import type { OperationBodyWire } from "../../tx/wire";
import { assetFromWire } from "../assets";
import { loadSource, type OpContext } from "../context";
import { convertWithOffers } from "../offers/cross";
import { adjustOffer, buyOfferLiabilities, offerLiabilities } from "../offers/exchange";
import {
  addBalance,
  availableBalance,
  availableLimit,
  canBuyAtMost,
  canSellAtMost,
  holdingAuthorized,
  holdingBalance,
  holdingOf,
} from "../offers/holding";
import { PASSIVE_FLAG, sameAsset } from "../offers/offer";
import { EXCEEDED_WORK_LIMIT, type OfferOp, offerFailure, sellPrice } from "../offers/offer-op";
import { finishOffer } from "../offers/offer-result";
import { changeLiabilities, removeOffer } from "../offers/offer-store";
import { claimReserve } from "../sponsorship";
import type { Account, Asset } from "../types";
import { type OpOutcome, TOO_MANY_SUBENTRIES } from "./outcome";

type OfferBody = Extract<OperationBodyWire, { type: 3 | 4 | 12 }>;

/** Normalises the three offer operations; undefined when an asset is malformed. */
export function offerOp(body: OfferBody): OfferOp | undefined {
  const raw =
    body.type === 3
      ? { ...body.manageSellOfferOp }
      : body.type === 4
        ? { ...body.createPassiveSellOfferOp, offerId: 0n }
        : { ...body.manageBuyOfferOp, amount: body.manageBuyOfferOp.buyAmount };
  const selling = assetFromWire(raw.selling);
  const buying = assetFromWire(raw.buying);
  if (!selling || !buying) return undefined;
  return { type: body.type, selling, buying, amount: raw.amount, price: raw.price, offerId: raw.offerId };
}

/** Core's doCheckValid for offers: everything is op_malformed. */
export function checkManageOffer(body: OfferBody): OpOutcome | undefined {
  const op = offerOp(body);
  if (!op) return offerFailure(body.type, -1);
  const bad =
    sameAsset(op.selling, op.buying) ||
    op.amount < 0n ||
    op.price.n <= 0 ||
    op.price.d <= 0 ||
    (op.offerId === 0n && op.amount === 0n) ||
    op.offerId < 0n;
  return bad ? offerFailure(op.type, -1) : undefined;
}

/** sell_no_trust / underfunded / sell_not_authorized / buy_no_trust / buy_not_authorized. */
function checkTrust(source: Account, op: OfferOp): OpOutcome | undefined {
  if (op.selling.type !== "native") {
    const h = holdingOf(source, op.selling);
    if (!h) return offerFailure(op.type, -2);
    if (holdingBalance(h) === 0n) return offerFailure(op.type, -7);
    if (!holdingAuthorized(h)) return offerFailure(op.type, -4);
  }
  if (op.buying.type !== "native") {
    const h = holdingOf(source, op.buying);
    if (!h) return offerFailure(op.type, -3);
    if (!holdingAuthorized(h)) return offerFailure(op.type, -5);
  }
  return undefined;
}

/** The operation's own caps on top of balance limits (core's applyOperationSpecificLimits). */
function opLimits(op: OfferOp, sheep: bigint, sheepSent: bigint, wheat: bigint, wheatReceived: bigint) {
  if (op.type === 12) {
    const left = op.amount - wheatReceived;
    return { sheep, wheat: left < wheat ? left : wheat };
  }
  const left = op.amount - sheepSent;
  return { sheep: left < sheep ? left : sheep, wheat };
}

function opLiabilities(op: OfferOp): { selling: bigint; buying: bigint } {
  return op.type === 12
    ? buyOfferLiabilities(sellPrice(op), op.amount)
    : offerLiabilities(op.price, op.amount);
}

export function applyManageOffer(body: OfferBody, ctx: OpContext): OpOutcome {
  const op = offerOp(body) as OfferOp;
  const source = loadSource(ctx);
  const deleting = op.amount === 0n;
  if (!deleting) {
    const failure = checkTrust(source, op);
    if (failure) return failure;
  }
  let flags = op.type === 4 ? PASSIVE_FLAG : 0;
  const creating = op.offerId === 0n;
  let sponsor: string | undefined;
  if (!creating) {
    const old = source.offers?.get(op.offerId);
    if (!old) return offerFailure(op.type, -11);
    changeLiabilities(source, old, -1n, ctx.ledgerSeq);
    flags = old.flags;
    sponsor = old.sponsor;
    removeOffer(source, old.id);
  } else {
    if (source.numSubEntries + 1 > SUBENTRY_LIMIT) return TOO_MANY_SUBENTRIES;
    const reserve = claimReserve(ctx, source, 1);
    if (!reserve.ok) return offerFailure(op.type, -12);
    sponsor = reserve.sponsor;
    source.numSubEntries += 1;
  }
  if (deleting) return finishOffer(ctx, source, op, { creating, flags, amount: 0n, claims: [], sponsor });
  const sheep: Asset = op.selling;
  const wheat: Asset = op.buying;
  const sheepH = holdingOf(source, sheep);
  const wheatH = holdingOf(source, wheat);
  const liabilities = opLiabilities(op);
  if (!wheatH || availableLimit(wheatH) < liabilities.buying) return offerFailure(op.type, -6);
  if (!sheepH || availableBalance(sheepH, ctx.baseReserve) < liabilities.selling)
    return offerFailure(op.type, -7);
  const limits = opLimits(op, canSellAtMost(sheepH, ctx.baseReserve), 0n, canBuyAtMost(wheatH), 0n);
  if (limits.wheat === 0n) return offerFailure(op.type, -6);
  const price = sellPrice(op);
  const converted = convertWithOffers({
    view: ctx.view,
    ledgerSeq: ctx.ledgerSeq,
    baseReserve: ctx.baseReserve,
    takerId: ctx.sourceId,
    sheep,
    wheat,
    maxSheepSend: limits.sheep,
    maxWheatReceive: limits.wheat,
    maxWheatPrice: { n: price.d, d: price.n },
    passive: (flags & PASSIVE_FLAG) !== 0,
  });
  if (converted.status === "cross-self") return offerFailure(op.type, -8);
  if (converted.status === "too-many") return EXCEEDED_WORK_LIMIT;
  const taker = loadSource(ctx);
  const takerSheep = holdingOf(taker, sheep);
  const takerWheat = holdingOf(taker, wheat);
  if (!takerSheep || !takerWheat) throw new Error("taker holdings vanished while crossing");
  if (converted.wheatReceived > 0n) addBalance(takerWheat, converted.wheatReceived, ctx.ledgerSeq);
  if (converted.sheepSent > 0n) addBalance(takerSheep, -converted.sheepSent, ctx.ledgerSeq);
  let amount = 0n;
  if (converted.status !== "ok") {
    const rest = opLimits(
      op,
      canSellAtMost(takerSheep, ctx.baseReserve),
      converted.sheepSent,
      canBuyAtMost(takerWheat),
      converted.wheatReceived,
    );
    amount = adjustOffer(price, rest.sheep, rest.wheat);
  }
  return finishOffer(ctx, taker, op, { creating, flags, amount, claims: converted.claims, sponsor });
}
