import { INT64_MAX } from "../../constants";
import { muxedToAccount } from "../../tx/muxed";
import type { OperationBodyWire } from "../../tx/wire";
import { formatAmount } from "../../util/amount";
import { decodeAccount } from "../../util/keys";
import { assetFields, assetFromWire } from "../assets";
import { isAuthorized } from "../balances";
import { emit, loadSource, type OpContext } from "../context";
import { type ConvertRequest, convertWithOffers, MAX_OFFERS_TO_CROSS } from "../offers/cross";
import { addBalance, availableBalance, availableLimit, holdingOf } from "../offers/holding";
import { sameAsset } from "../offers/offer";
import { EXCEEDED_WORK_LIMIT } from "../offers/offer-op";
import { recordTrades } from "../offers/offer-result";
import { assetToWire, type Claim, claimAtomWire } from "../offers/offer-wire";
import { executePoolQuote, quotePool } from "../pools/pool-exchange";
import type { Asset } from "../types";
import { inner, type OpOutcome } from "./outcome";

type PathBody = Extract<OperationBodyWire, { type: 2 | 13 }>;
type Code = -1 | -2 | -3 | -4 | -5 | -6 | -7 | -8 | -10 | -11 | -12;

interface PathOp {
  type: 2 | 13;
  send: Asset;
  dest: Asset;
  path: Asset[];
  destination: string;
  /** Strict receive: sendMax / destAmount; strict send: sendAmount / destMin. */
  sendLimit: bigint;
  destLimit: bigint;
}

function fail(type: 2 | 13, code: Code): OpOutcome {
  return type === 2
    ? inner({ type, pathPaymentStrictReceiveResult: { code } })
    : inner({ type, pathPaymentStrictSendResult: { code } });
}

function parse(body: PathBody): PathOp | undefined {
  const op =
    body.type === 2
      ? { ...body.pathPaymentStrictReceiveOp, sendLimit: body.pathPaymentStrictReceiveOp.sendMax }
      : { ...body.pathPaymentStrictSendOp, sendLimit: body.pathPaymentStrictSendOp.sendAmount };
  const destLimit =
    body.type === 2 ? body.pathPaymentStrictReceiveOp.destAmount : body.pathPaymentStrictSendOp.destMin;
  const send = assetFromWire(op.sendAsset);
  const dest = assetFromWire(op.destAsset);
  const path = op.path.map(assetFromWire);
  if (!send || !dest || path.some((a) => !a)) return undefined;
  const destination = muxedToAccount(op.destination);
  return {
    type: body.type,
    send,
    dest,
    path: path as Asset[],
    destination,
    sendLimit: op.sendLimit,
    destLimit,
  };
}

export function checkPathPayment(body: PathBody): OpOutcome | undefined {
  const op = parse(body);
  if (!op || op.sendLimit <= 0n || op.destLimit <= 0n) return fail(body.type, -1);
  return undefined;
}

/** Credits the destination: no_trust / not_authorized / line_full. */
function credit(ctx: OpContext, op: PathOp, amount: bigint): Code | undefined {
  const account = ctx.view.loadAccount(op.destination);
  if (!account) return op.dest.type !== "native" && op.dest.issuer === op.destination ? undefined : -5;
  const h = holdingOf(account, op.dest);
  if (!h) return -6;
  if (h.kind === "line" && !isAuthorized(h.line)) return -7;
  if (availableLimit(h) < amount) return -8;
  addBalance(h, amount, ctx.ledgerSeq);
  return undefined;
}

/** Debits the source: src_no_trust / src_not_authorized / underfunded. */
function debit(ctx: OpContext, op: PathOp, amount: bigint): Code | undefined {
  const h = holdingOf(loadSource(ctx), op.send);
  if (!h) return -3;
  if (h.kind === "line" && !isAuthorized(h.line)) return -4;
  if (availableBalance(h, ctx.baseReserve) < amount) return -2;
  addBalance(h, -amount, ctx.ledgerSeq);
  return undefined;
}

type Hop = { claims: Claim[]; sent: bigint; received: bigint } | OpOutcome;

/** One hop: the pool of the pair unless the book fully fills at a strictly better rate (core's convertWithOffersAndPools). */
function hop(
  ctx: OpContext,
  op: PathOp,
  sheep: Asset,
  wheat: Asset,
  limits: Partial<ConvertRequest>,
  used: number,
): Hop {
  const receive = op.type === 2;
  const quote = quotePool(
    ctx.view.pools,
    sheep,
    wheat,
    receive ? { fromPool: limits.maxWheatReceive ?? 0n } : { toPool: limits.maxSheepSend ?? 0n },
  );
  const bookView = quote ? ctx.view.child() : ctx.view;
  const out = convertWithOffers({
    view: bookView,
    ledgerSeq: ctx.ledgerSeq,
    baseReserve: ctx.baseReserve,
    takerId: ctx.sourceId,
    sheep,
    wheat,
    maxSheepSend: limits.maxSheepSend ?? INT64_MAX,
    maxWheatReceive: limits.maxWheatReceive ?? INT64_MAX,
    passive: false,
    round: receive ? "strict-receive" : "strict-send",
    maxOffers: MAX_OFFERS_TO_CROSS - used,
  });
  const complete = receive
    ? out.wheatReceived === limits.maxWheatReceive
    : out.sheepSent === limits.maxSheepSend;
  if (quote) {
    const bookBetter =
      out.status === "ok" && complete && quote.toPool * out.wheatReceived > quote.fromPool * out.sheepSent;
    if (!bookBetter) {
      executePoolQuote(ctx.view, sheep, quote, ctx.ledgerSeq);
      const claim: Claim = {
        makerId: quote.poolId,
        offerId: 0n,
        price: { n: 1, d: 1 },
        wheat,
        wheatReceived: quote.fromPool,
        sheep,
        sheepSent: quote.toPool,
        poolId: quote.poolId,
      };
      return { claims: [claim], sent: quote.toPool, received: quote.fromPool };
    }
    bookView.commit();
  }
  if (out.status === "cross-self") return fail(op.type, -11);
  if (out.status === "too-many") return EXCEEDED_WORK_LIMIT;
  if (out.status !== "ok" || !complete) return fail(op.type, -10);
  return { claims: out.claims, sent: out.sheepSent, received: out.wheatReceived };
}

function success(ctx: OpContext, op: PathOp, claims: Claim[], sent: bigint, received: bigint): OpOutcome {
  emit(ctx, op.destination, "account_credited", { amount: formatAmount(received), ...assetFields(op.dest) });
  emit(ctx, ctx.sourceId, "account_debited", { amount: formatAmount(sent), ...assetFields(op.send) });
  recordTrades(ctx, claims, null);
  const result = {
    offers: claims.map(claimAtomWire),
    last: {
      destination: { type: 0 as const, ed25519: decodeAccount(op.destination) },
      asset: assetToWire(op.dest),
      amount: received,
    },
  };
  return op.type === 2
    ? inner({ type: 2, pathPaymentStrictReceiveResult: { code: 0, success: result } })
    : inner({ type: 13, pathPaymentStrictSendResult: { code: 0, success: result } });
}

function destinationMissing(ctx: OpContext, op: PathOp): boolean {
  const bypass =
    op.dest.type !== "native" &&
    op.path.length === 0 &&
    sameAsset(op.send, op.dest) &&
    op.dest.issuer === op.destination;
  return !bypass && !ctx.view.getAccount(op.destination);
}

export function applyPathPayment(body: PathBody, ctx: OpContext): OpOutcome {
  const op = parse(body) as PathOp;
  if (destinationMissing(ctx, op)) return fail(op.type, -5);
  const claims: Claim[] = [];
  if (op.type === 2) {
    const credited = credit(ctx, op, op.destLimit);
    if (credited) return fail(op.type, credited);
    const assets = [op.send, ...op.path];
    let wheat = op.dest;
    let amount = op.destLimit;
    for (let i = assets.length - 1; i >= 0; i--) {
      const sheep = assets[i] as Asset;
      if (sameAsset(sheep, wheat)) continue;
      const h = hop(ctx, op, sheep, wheat, { maxWheatReceive: amount }, claims.length);
      if (!("claims" in h)) return h;
      claims.unshift(...h.claims);
      amount = h.sent;
      wheat = sheep;
    }
    if (amount > op.sendLimit) return fail(op.type, -12);
    const debited = debit(ctx, op, amount);
    if (debited) return fail(op.type, debited);
    return success(ctx, op, claims, amount, op.destLimit);
  }
  const debited = debit(ctx, op, op.sendLimit);
  if (debited) return fail(op.type, debited);
  let sheep = op.send;
  let amount = op.sendLimit;
  for (const wheat of [...op.path, op.dest]) {
    if (sameAsset(sheep, wheat)) continue;
    const h = hop(ctx, op, sheep, wheat, { maxSheepSend: amount }, claims.length);
    if (!("claims" in h)) return h;
    claims.push(...h.claims);
    amount = h.received;
    sheep = wheat;
  }
  if (amount < op.destLimit) return fail(op.type, -12);
  const credited = credit(ctx, op, amount);
  if (credited) return fail(op.type, credited);
  return success(ctx, op, claims, op.sendLimit, amount);
}
