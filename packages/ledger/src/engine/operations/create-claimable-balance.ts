import type { xdr } from "@stellar/stellar-sdk";
import { encodeAccount } from "../../util/keys";
import { assetFromWire } from "../assets";
import { findTrustline, isAuthorized } from "../balances";
import type { ClaimableBalance } from "../claimable-balances/balance";
import { emitCreated } from "../claimable-balances/balance-effects";
import { balanceIdOf, balanceIdToWire } from "../claimable-balances/balance-id";
import { absolutePredicate, isValidPredicate } from "../claimable-balances/predicates";
import { loadSource, type OpContext } from "../context";
import { availableCredit, availableNative } from "../reserves";
import { claimSponsoringReserve } from "../sponsorship";
import { ACCOUNT_FLAGS, type Asset, TRUSTLINE_FLAGS } from "../types";
import { inner, type OpOutcome } from "./outcome";

type FailCode = Exclude<xdr.CreateClaimableBalanceResultWire["code"], 0>;
const fail = (code: FailCode): OpOutcome => inner({ type: 14, createClaimableBalanceResult: { code } });
const MALFORMED = -1;
const LOW_RESERVE = -2;
const NO_TRUST = -3;
const NOT_AUTHORIZED = -4;
const UNDERFUNDED = -5;

/** core's doCheckValid: a valid asset, a positive amount, 1–10 distinct claimants with valid predicates. */
export function checkCreateClaimableBalance(op: xdr.CreateClaimableBalanceOpWire): OpOutcome | undefined {
  if (!assetFromWire(op.asset) || op.amount <= 0n || op.claimants.length === 0) return fail(MALFORMED);
  const destinations = new Set(op.claimants.map((c) => encodeAccount(c.v0.destination.ed25519)));
  if (destinations.size !== op.claimants.length) return fail(MALFORMED);
  if (!op.claimants.every((c) => isValidPredicate(c.v0.predicate))) return fail(MALFORMED);
  return undefined;
}

/** Moves the amount out of the source into a new entry whose reserves (one per claimant) the sponsor carries. */
export function applyCreateClaimableBalance(
  op: xdr.CreateClaimableBalanceOpWire,
  ctx: OpContext,
  closeTime: bigint,
): OpOutcome {
  if (!ctx.opId) throw new Error("createClaimableBalance needs the operation id");
  const asset = assetFromWire(op.asset) as Asset;
  const source = loadSource(ctx);
  let clawbackEnabled = false;
  if (asset.type === "native") {
    if (availableNative(source, ctx.baseReserve) < op.amount) return fail(UNDERFUNDED);
    source.balance -= op.amount;
  } else if (asset.issuer === ctx.sourceId) {
    clawbackEnabled = (source.flags & ACCOUNT_FLAGS.authClawbackEnabled) !== 0;
  } else {
    const line = findTrustline(source, asset);
    if (!line) return fail(NO_TRUST);
    if (!isAuthorized(line)) return fail(NOT_AUTHORIZED);
    if (availableCredit(line) < op.amount) return fail(UNDERFUNDED);
    line.balance -= op.amount;
    line.lastModifiedLedger = ctx.ledgerSeq;
    clawbackEnabled = (line.flags & TRUSTLINE_FLAGS.clawbackEnabled) !== 0;
  }
  const reserve = claimSponsoringReserve(ctx, ctx.sourceId, op.claimants.length);
  if (!reserve.ok) return fail(LOW_RESERVE);
  const balance: ClaimableBalance = {
    id: balanceIdOf(ctx.opId),
    asset,
    amount: op.amount,
    claimants: op.claimants.map((c) => ({
      destination: encodeAccount(c.v0.destination.ed25519),
      predicate: absolutePredicate(c.v0.predicate, closeTime),
    })),
    sponsor: reserve.sponsor,
    clawbackEnabled,
    lastModifiedLedger: ctx.ledgerSeq,
  };
  ctx.view.balances.createBalance(balance);
  emitCreated(
    ctx,
    balance,
    op.claimants.map((c) => c.v0.predicate),
  );
  const balanceId = balanceIdToWire(balance.id);
  return inner({ type: 14, createClaimableBalanceResult: { code: 0, balanceId } });
}
