import type { xdr } from "@stellar/stellar-sdk";
import { encodeAccount } from "../../util/keys";
import { assetFields, assetFromWire, assetKey, decodeAssetCode } from "../assets";
import { emit, loadSource, type OpContext } from "../context";
import { removeOffersWithAsset } from "../offers/revoke";
import { ACCOUNT_FLAGS, type CreditAsset, TRUSTLINE_FLAGS } from "../types";
import { inner, type OpOutcome } from "./outcome";

const AUTH_MASK = TRUSTLINE_FLAGS.authorized | TRUSTLINE_FLAGS.authorizedToMaintainLiabilities;
const ALL_TRUSTLINE_FLAGS = AUTH_MASK | TRUSTLINE_FLAGS.clawbackEnabled;

type AllowCode = xdr.AllowTrustResultWire["code"];
type FlagsCode = xdr.SetTrustLineFlagsResultWire["code"];
const allowResult = (code: AllowCode): OpOutcome => inner({ type: 7, allowTrustResult: { code } });
const flagsResult = (code: FlagsCode): OpOutcome => inner({ type: 21, setTrustLineFlagsResult: { code } });

function allowTrustAsset(
  op: xdr.AllowTrustOpWire,
  issuer: string,
): (CreditAsset & { type: string }) | undefined {
  const code =
    op.asset.type === 1 ? decodeAssetCode(op.asset.assetCode4, 1) : decodeAssetCode(op.asset.assetCode12, 2);
  if (code === undefined) return undefined;
  return { type: op.asset.type === 1 ? "credit_alphanum4" : "credit_alphanum12", code, issuer };
}

export function checkAllowTrust(op: xdr.AllowTrustOpWire, sourceId: string): OpOutcome | undefined {
  if (!allowTrustAsset(op, sourceId) || op.authorize > 2) return allowResult(-1);
  if (encodeAccount(op.trustor.ed25519) === sourceId) return allowResult(-5);
  return undefined;
}

export function checkSetTrustLineFlags(
  op: xdr.SetTrustLineFlagsOpWire,
  sourceId: string,
): OpOutcome | undefined {
  const asset = assetFromWire(op.asset);
  if (!asset || asset.type === "native" || asset.issuer !== sourceId) return flagsResult(-1);
  if (encodeAccount(op.trustor.ed25519) === sourceId) return flagsResult(-1);
  if ((op.setFlags & op.clearFlags) !== 0 || ((op.setFlags | op.clearFlags) & ~ALL_TRUSTLINE_FLAGS) !== 0) {
    return flagsResult(-1);
  }
  if ((op.setFlags & TRUSTLINE_FLAGS.clawbackEnabled) !== 0) return flagsResult(-1);
  return undefined;
}

/** Shared by allowTrust and setTrustLineFlags: moves a trustline between authorization states. */
function updateFlags(
  ctx: OpContext,
  trustorId: string,
  asset: CreditAsset & { type: string },
  next: (flags: number) => number,
): "ok" | "no-trust" | "cant-revoke" | "invalid-state" {
  const issuer = loadSource(ctx);
  const trustor = ctx.view.loadAccount(trustorId);
  const line = trustor?.trustlines.get(assetKey(asset));
  if (!trustor || !line) return "no-trust";
  const flags = next(line.flags);
  if ((flags & AUTH_MASK) === AUTH_MASK) return "invalid-state";
  const rank = (f: number) =>
    (f & TRUSTLINE_FLAGS.authorized) !== 0
      ? 2
      : (f & TRUSTLINE_FLAGS.authorizedToMaintainLiabilities) !== 0
        ? 1
        : 0;
  if (rank(flags) < rank(line.flags) && (issuer.flags & ACCOUNT_FLAGS.authRevocable) === 0)
    return "cant-revoke";
  if (rank(flags) === 0 && rank(line.flags) > 0) removeOffersWithAsset(trustor, asset, ctx);
  line.flags = flags;
  line.lastModifiedLedger = ctx.ledgerSeq;
  trustor.lastModifiedLedger = ctx.ledgerSeq;
  emit(ctx, trustorId, "trustline_flags_updated", {
    ...assetFields({ ...asset, type: asset.type as "credit_alphanum4" }),
    trustor: trustorId,
    authorized_flag: (flags & TRUSTLINE_FLAGS.authorized) !== 0,
    authorized_to_maintain_liabilites_flag: (flags & TRUSTLINE_FLAGS.authorizedToMaintainLiabilities) !== 0,
    clawback_enabled_flag: (flags & TRUSTLINE_FLAGS.clawbackEnabled) !== 0,
  });
  return "ok";
}

export function applyAllowTrust(op: xdr.AllowTrustOpWire, ctx: OpContext): OpOutcome {
  const asset = allowTrustAsset(op, ctx.sourceId);
  if (!asset) return allowResult(-1);
  const outcome = updateFlags(
    ctx,
    encodeAccount(op.trustor.ed25519),
    asset,
    (f) => (f & ~AUTH_MASK) | op.authorize,
  );
  if (outcome === "no-trust") return allowResult(-2);
  if (outcome === "cant-revoke") return allowResult(-4);
  if (outcome === "invalid-state") return allowResult(-1);
  return allowResult(0);
}

export function applySetTrustLineFlags(op: xdr.SetTrustLineFlagsOpWire, ctx: OpContext): OpOutcome {
  const asset = assetFromWire(op.asset);
  if (!asset || asset.type === "native") return flagsResult(-1);
  const outcome = updateFlags(
    ctx,
    encodeAccount(op.trustor.ed25519),
    asset,
    (f) => (f & ~op.clearFlags) | op.setFlags,
  );
  if (outcome === "no-trust") return flagsResult(-2);
  if (outcome === "cant-revoke") return flagsResult(-3);
  if (outcome === "invalid-state") return flagsResult(-4);
  return flagsResult(0);
}
