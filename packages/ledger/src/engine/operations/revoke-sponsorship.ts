import type { xdr } from "@stellar/stellar-sdk";
import { encodeAccount } from "../../util/keys";
import { assetFromWire } from "../assets";
import type { OpContext } from "../context";
import { availableNative } from "../reserves";
import { activeSponsor, countSponsored, emitSponsorship, uncountSponsored } from "../sponsorship";
import { inner, type OpOutcome } from "./outcome";
import { revokeBalanceSponsorship } from "./revoke-sponsorship-balance";
import { findLedgerEntry, findSigner, type TSponsoredEntry } from "./revoke-sponsorship-entries";
import { isPrintableAscii } from "./set-options";

type Code = xdr.RevokeSponsorshipResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 18, revokeSponsorshipResult: { code } });

const MALFORMED = -5;

function malformedKey(key: xdr.LedgerKeyWire): boolean {
  switch (key.type) {
    case 0:
    case 4:
      return false;
    case 1: {
      const asset = key.trustLine.asset;
      if (asset.type === 3) return false;
      if (asset.type === 0) return true;
      const credit = assetFromWire(asset);
      return (
        !credit ||
        credit.type === "native" ||
        credit.issuer === encodeAccount(key.trustLine.accountId.ed25519)
      );
    }
    case 2:
      return key.offer.offerId <= 0n;
    case 3: {
      const name = key.data.dataName.bytes;
      return name.length < 1 || name.length > 64 || !isPrintableAscii(name);
    }
    default:
      return true;
  }
}

/** Core's doCheckValid: only account, trustline, offer, data and claimable-balance keys can be sponsored. */
export function checkRevokeSponsorship(op: xdr.RevokeSponsorshipOpWire): OpOutcome | undefined {
  if (op.type === 0 && malformedKey(op.ledgerKey)) return result(MALFORMED);
  return undefined;
}

/**
 * Moves an entry's reserve: to the source's own sponsor when the source is inside a sandwich (establish or
 * transfer), otherwise back to the owner (remove). Only the current sponsor, or the owner of an unsponsored
 * entry, may do it; whoever takes the reserve on must afford it.
 */
function revoke(ctx: OpContext, entry: TSponsoredEntry): OpOutcome {
  const { owner, count } = entry;
  const former = entry.sponsor;
  if ((former ?? owner.id) !== ctx.sourceId) return result(-2);
  let next = activeSponsor(ctx, ctx.sourceId);
  if (next === owner.id) next = undefined;
  const need = BigInt(count) * ctx.baseReserve;
  if (next && next !== former) {
    const taker = ctx.view.getAccount(next);
    if (!taker || availableNative(taker, ctx.baseReserve) < need) return result(-3);
  } else if (former && !next && availableNative(owner, ctx.baseReserve) < need) {
    return result(-3);
  }
  if (former === next) return result(0);
  if (former) uncountSponsored(ctx, owner, former, count);
  if (next) countSponsored(ctx, owner, next, count);
  entry.setSponsor(next);
  owner.lastModifiedLedger = ctx.ledgerSeq;
  if (entry.effect) emitSponsorship(ctx, owner.id, entry.effect.kind, { former, next }, entry.effect.details);
  return result(0);
}

export function applyRevokeSponsorship(op: xdr.RevokeSponsorshipOpWire, ctx: OpContext): OpOutcome {
  if (op.type === 0 && op.ledgerKey.type === 4) {
    return result(revokeBalanceSponsorship(ctx, op.ledgerKey.claimableBalance.balanceId));
  }
  const entry = op.type === 0 ? findLedgerEntry(ctx, op.ledgerKey) : findSigner(ctx, op.signer);
  if (!entry) return result(-1);
  return revoke(ctx, entry);
}
