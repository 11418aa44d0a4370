import { muxedFields } from "../../tx/muxed";
import type { MuxedAccountWire, OperationBodyWire } from "../../tx/wire";
import { formatAmount } from "../../util/amount";
import { encodeAccount } from "../../util/keys";
import { assetFromWire, canonicalAsset } from "../assets";
import type { JsonValue } from "../effects";
import { balanceIdFromWire } from "./balance-id";
import { predicateJson } from "./predicates";

type TDetails = { details: Record<string, JsonValue>; participants: string[] };

/**
 * Horizon's fields of the claimable balance operations. Participants: the claimants of a created balance, and
 * the balance id of a claim or clawback (so the balance's own operation and transaction lists find them).
 */
export function balanceOpDetails(
  body: OperationBodyWire,
  source: string,
  sourceMuxed: MuxedAccountWire,
): TDetails | undefined {
  if (body.type === 14) {
    const op = body.createClaimableBalanceOp;
    const asset = assetFromWire(op.asset);
    const claimants = op.claimants.map((c) => ({
      destination: encodeAccount(c.v0.destination.ed25519),
      predicate: predicateJson(c.v0.predicate),
    }));
    const details = {
      asset: asset ? canonicalAsset(asset) : "",
      amount: formatAmount(op.amount),
      claimants,
    };
    return { details, participants: claimants.map((c) => c.destination) };
  }
  if (body.type === 15) {
    const balanceId = balanceIdFromWire(body.claimClaimableBalanceOp.balanceId);
    const details = { balance_id: balanceId, claimant: source, ...muxedFields(sourceMuxed, "claimant") };
    return { details, participants: [balanceId] };
  }
  if (body.type === 20) {
    const balanceId = balanceIdFromWire(body.clawbackClaimableBalanceOp.balanceId);
    return { details: { balance_id: balanceId }, participants: [balanceId] };
  }
  return undefined;
}

/** Balance ids a successful operation created (from its effects), for the balance's own history lists. */
export function createdBalanceIds(
  effects: ReadonlyArray<{ type: string; details: Record<string, JsonValue> }>,
) {
  return effects
    .filter((e) => e.type === "claimable_balance_created")
    .map((e) => String(e.details.balance_id));
}
