import type { xdr } from "@stellar/stellar-sdk";
import { emitRemoved } from "../claimable-balances/balance-effects";
import { balanceIdFromWire } from "../claimable-balances/balance-id";
import type { OpContext } from "../context";
import { releaseSponsoringReserve } from "../sponsorship";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.ClawbackClaimableBalanceResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 20, clawbackClaimableBalanceResult: { code } });
const DOES_NOT_EXIST = -1;
const NOT_ISSUER = -2;
const NOT_CLAWBACK_ENABLED = -3;

/** The asset's issuer removes a balance created with clawback enabled; the amount leaves circulation. */
export function applyClawbackClaimableBalance(
  op: xdr.ClawbackClaimableBalanceOpWire,
  ctx: OpContext,
): OpOutcome {
  const balance = ctx.view.balances.getBalance(balanceIdFromWire(op.balanceId));
  if (!balance) return result(DOES_NOT_EXIST);
  if (balance.asset.type === "native" || balance.asset.issuer !== ctx.sourceId) return result(NOT_ISSUER);
  if (!balance.clawbackEnabled) return result(NOT_CLAWBACK_ENABLED);
  releaseSponsoringReserve(ctx, balance.sponsor, balance.claimants.length);
  ctx.view.balances.removeBalance(balance.id);
  emitRemoved(ctx, balance, "clawed_back");
  return result(0);
}
