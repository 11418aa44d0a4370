import type { xdr } from "@stellar/stellar-sdk";
import { encodeAccount } from "../../util/keys";
import type { OpContext } from "../context";
import { isActiveSponsor } from "../sponsorship";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.BeginSponsoringFutureReservesResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 16, beginSponsoringFutureReservesResult: { code } });

/** An account cannot sponsor its own future reserves. */
export function checkBeginSponsoring(
  op: xdr.BeginSponsoringFutureReservesOpWire,
  sourceId: string,
): OpOutcome | undefined {
  return encodeAccount(op.sponsoredId.ed25519) === sourceId ? result(-1) : undefined;
}

/**
 * Opens a sandwich: until the sponsored account ends it, reserves of entries it owns are carried by the source.
 * The sponsored account need not exist yet (sponsored account creation).
 */
export function applyBeginSponsoring(op: xdr.BeginSponsoringFutureReservesOpWire, ctx: OpContext): OpOutcome {
  const sponsored = encodeAccount(op.sponsoredId.ed25519);
  const sandwiches = ctx.sponsorships;
  if (!sandwiches) throw new Error("sponsorship state missing from the operation context");
  if (sandwiches.has(sponsored)) return result(-2);
  if (sandwiches.has(ctx.sourceId) || isActiveSponsor(ctx, sponsored)) return result(-3);
  sandwiches.set(sponsored, ctx.sourceId);
  return result(0);
}
