import type { xdr } from "@stellar/stellar-sdk";
import { assetFields, assetFromWire, canonicalAsset } from "../engine/assets";
import type { JsonValue } from "../engine/effects";
import type { OpOutcome } from "../engine/operations/outcome";
import type { Asset } from "../engine/types";
import { muxedFields, muxedToAccount } from "../tx/muxed";
import type { MuxedAccountWire, OperationBodyWire } from "../tx/wire";
import { formatAmount } from "../util/amount";

type PathBody = Extract<OperationBodyWire, { type: 2 | 13 }>;

/** Horizon's path payment fields; the executed amounts (0 until known) are filled by `pathPaymentAmounts`. */
export function pathPaymentDetails(
  body: PathBody,
  source: string,
  sourceMuxed?: MuxedAccountWire,
): Record<string, JsonValue> {
  const op = body.type === 2 ? body.pathPaymentStrictReceiveOp : body.pathPaymentStrictSendOp;
  const details: Record<string, JsonValue> = {
    ...assetFields(assetFromWire(op.destAsset) as Asset),
    from: source,
    ...muxedFields(sourceMuxed, "from"),
    to: muxedToAccount(op.destination),
    ...muxedFields(op.destination, "to"),
    amount: formatAmount(body.type === 2 ? body.pathPaymentStrictReceiveOp.destAmount : 0n),
    path: op.path.map((a) => assetFields(assetFromWire(a) as Asset)),
    source_amount: formatAmount(body.type === 13 ? body.pathPaymentStrictSendOp.sendAmount : 0n),
  };
  if (body.type === 2) details.source_max = formatAmount(body.pathPaymentStrictReceiveOp.sendMax);
  else details.destination_min = formatAmount(body.pathPaymentStrictSendOp.destMin);
  return { ...details, ...assetFields(assetFromWire(op.sendAsset) as Asset, "source_") };
}

/** The amounts only a successful result knows: sent (strict receive) or received (strict send). */
export function pathPaymentAmounts(
  body: OperationBodyWire,
  outcome: OpOutcome | undefined,
): Record<string, string> {
  if (outcome?.code !== 0) return {};
  const tr = outcome.tr;
  if (body.type === 2 && tr.type === 2 && tr.pathPaymentStrictReceiveResult.code === 0) {
    const op = body.pathPaymentStrictReceiveOp;
    const atoms = tr.pathPaymentStrictReceiveResult.success.offers;
    return { source_amount: formatAmount(sentAmount(atoms, op.sendAsset, op.destAmount)) };
  }
  if (body.type === 13 && tr.type === 13 && tr.pathPaymentStrictSendResult.code === 0) {
    return { amount: formatAmount(tr.pathPaymentStrictSendResult.success.last.amount) };
  }
  return {};
}

/** What the source sent: the first hop's claims (those paid in the send asset), or the amount when direct. */
function sentAmount(atoms: xdr.ClaimAtomWire[], sendAsset: xdr.AssetWire, destAmount: bigint): bigint {
  const send = canonicalAsset(assetFromWire(sendAsset) as Asset);
  let total = 0n;
  let any = false;
  for (const atom of atoms) {
    const claim = atom.type === 1 ? atom.orderBook : atom.type === 0 ? atom.v0 : atom.liquidityPool;
    const bought = assetFromWire(claim.assetBought);
    if (!bought || canonicalAsset(bought) !== send) break;
    total += claim.amountBought;
    any = true;
  }
  return any ? total : destAmount;
}
