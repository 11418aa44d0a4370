import type { xdr } from "@stellar/stellar-sdk";
import { findTrustline, isAuthorized } from "../balances";
import { emitRemoved } from "../claimable-balances/balance-effects";
import { balanceIdFromWire } from "../claimable-balances/balance-id";
import { predicateHolds } from "../claimable-balances/predicates";
import { loadSource, type OpContext } from "../context";
import { maxCreditReceive, maxNativeReceive } from "../reserves";
import { releaseSponsoringReserve } from "../sponsorship";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.ClaimClaimableBalanceResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 15, claimClaimableBalanceResult: { code } });
const DOES_NOT_EXIST = -1;
const CANNOT_CLAIM = -2;
const LINE_FULL = -3;
const NO_TRUST = -4;
const NOT_AUTHORIZED = -5;

/** A claimant whose predicate holds at the closing ledger's time takes the whole amount; the entry goes away. */
export function applyClaimClaimableBalance(
  op: xdr.ClaimClaimableBalanceOpWire,
  ctx: OpContext,
  closeTime: bigint,
): OpOutcome {
  const balance = ctx.view.balances.getBalance(balanceIdFromWire(op.balanceId));
  if (!balance) return result(DOES_NOT_EXIST);
  const claimant = balance.claimants.find((c) => c.destination === ctx.sourceId);
  if (!claimant || !predicateHolds(claimant.predicate, closeTime)) return result(CANNOT_CLAIM);
  const source = loadSource(ctx);
  const asset = balance.asset;
  if (asset.type === "native") {
    if (maxNativeReceive(source) < balance.amount) return result(LINE_FULL);
    source.balance += balance.amount;
  } else if (asset.issuer !== ctx.sourceId) {
    const line = findTrustline(source, asset);
    if (!line) return result(NO_TRUST);
    if (!isAuthorized(line)) return result(NOT_AUTHORIZED);
    if (maxCreditReceive(line) < balance.amount) return result(LINE_FULL);
    line.balance += balance.amount;
    line.lastModifiedLedger = ctx.ledgerSeq;
  }
  releaseSponsoringReserve(ctx, balance.sponsor, balance.claimants.length);
  ctx.view.balances.removeBalance(balance.id);
  emitRemoved(ctx, balance, "claimed");
  return result(0);
}
