import type { xdr } from "@stellar/stellar-sdk";
import type { OpContext } from "../context";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.EndSponsoringFutureReservesResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 17, endSponsoringFutureReservesResult: { code } });

/** Closes the sandwich sponsoring the source's future reserves. */
export function applyEndSponsoring(ctx: OpContext): OpOutcome {
  if (!ctx.sponsorships?.delete(ctx.sourceId)) return result(-1);
  return result(0);
}
