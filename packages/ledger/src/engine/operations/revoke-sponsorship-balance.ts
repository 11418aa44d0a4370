import type { xdr } from "@stellar/stellar-sdk";
import { balanceIdFromWire } from "../claimable-balances/balance-id";
import type { OpContext } from "../context";
import { availableNative } from "../reserves";
import { activeSponsor, emitSponsorship } from "../sponsorship";

type Code = xdr.RevokeSponsorshipResultWire["code"];

/**
 * Revoke on a claimable balance: its reserve is always carried by someone, so only its sponsor may move it, and
 * only to the sponsor's own active sponsor (`ONLY_TRANSFERABLE` outside a sandwich).
 */
export function revokeBalanceSponsorship(ctx: OpContext, id: xdr.ClaimableBalanceIdWire): Code {
  const balanceId = balanceIdFromWire(id);
  const balance = ctx.view.balances.loadBalance(balanceId);
  if (!balance) return -1;
  if (balance.sponsor !== ctx.sourceId) return -2;
  const next = activeSponsor(ctx, ctx.sourceId);
  if (!next) return -4;
  const count = balance.claimants.length;
  const taker = ctx.view.loadAccount(next);
  const former = ctx.view.loadAccount(balance.sponsor);
  if (!taker || !former) throw new Error("claimable balance sponsors vanished");
  if (availableNative(taker, ctx.baseReserve) < BigInt(count) * ctx.baseReserve) return -3;
  former.numSponsoring = (former.numSponsoring ?? 0) - count;
  taker.numSponsoring = (taker.numSponsoring ?? 0) + count;
  former.lastModifiedLedger = ctx.ledgerSeq;
  taker.lastModifiedLedger = ctx.ledgerSeq;
  balance.sponsor = next;
  balance.lastModifiedLedger = ctx.ledgerSeq;
  emitSponsorship(
    ctx,
    ctx.sourceId,
    "claimable_balance",
    { former: former.id, next },
    { balance_id: balanceId },
  );
  return 0;
}
