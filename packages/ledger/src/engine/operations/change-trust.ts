import type { xdr } from "@stellar/stellar-sdk";
import { SUBENTRY_LIMIT } from "../../constants";
import { formatAmount } from "../../util/amount";
import { assetFields, assetFromWire, assetKey } from "../assets";
import { emit, loadSource, type OpContext } from "../context";
import { claimReserve, emitSponsorship, releaseReserve } from "../sponsorship";
import { ACCOUNT_FLAGS, type Asset, TRUSTLINE_FLAGS, type Trustline } from "../types";
import { inner, type OpOutcome, TOO_MANY_SUBENTRIES } from "./outcome";

type Code = xdr.ChangeTrustResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 6, changeTrustResult: { code } });

type CreditAsset = Exclude<Asset, { type: "native" }>;

function creditAsset(line: xdr.ChangeTrustAssetWire): CreditAsset | undefined {
  if (line.type !== 1 && line.type !== 2) return undefined;
  const asset = assetFromWire(line);
  return asset && asset.type !== "native" ? asset : undefined;
}

export function checkChangeTrust(op: xdr.ChangeTrustOpWire, sourceId: string): OpOutcome | undefined {
  const asset = creditAsset(op.line);
  if (op.limit < 0n || !asset || asset.issuer === sourceId) return result(-1);
  return undefined;
}

export function applyChangeTrust(op: xdr.ChangeTrustOpWire, ctx: OpContext): OpOutcome {
  const asset = creditAsset(op.line) as CreditAsset;
  const source = loadSource(ctx);
  const key = assetKey(asset);
  const existing = source.trustlines.get(key);
  const fields = assetFields(asset);
  if (existing) {
    if (op.limit < existing.balance + existing.buyingLiabilities) return result(-3);
    if (op.limit === 0n) {
      if ((existing.poolUseCount ?? 0) > 0) return result(-7);
      source.trustlines.delete(key);
      source.numSubEntries -= 1;
      releaseReserve(ctx, source, existing.sponsor, 1);
      emit(ctx, ctx.sourceId, "trustline_removed", { ...fields, limit: formatAmount(0n) });
      emitSponsorship(ctx, ctx.sourceId, "trustline", { former: existing.sponsor }, { asset: key });
      return result(0);
    }
    if (!ctx.view.getAccount(asset.issuer)) return result(-2);
    existing.limit = op.limit;
    existing.lastModifiedLedger = ctx.ledgerSeq;
    emit(ctx, ctx.sourceId, "trustline_updated", { ...fields, limit: formatAmount(op.limit) });
    return result(0);
  }
  if (op.limit === 0n) return result(-3);
  const issuer = ctx.view.getAccount(asset.issuer);
  if (!issuer) return result(-2);
  if (source.numSubEntries + 1 > SUBENTRY_LIMIT) return TOO_MANY_SUBENTRIES;
  const reserve = claimReserve(ctx, source, 1);
  if (!reserve.ok) return result(-4);
  let flags = 0;
  if ((issuer.flags & ACCOUNT_FLAGS.authRequired) === 0) flags |= TRUSTLINE_FLAGS.authorized;
  if ((issuer.flags & ACCOUNT_FLAGS.authClawbackEnabled) !== 0) flags |= TRUSTLINE_FLAGS.clawbackEnabled;
  const line: Trustline = {
    asset: { code: asset.code, issuer: asset.issuer },
    assetType: asset.type,
    balance: 0n,
    limit: op.limit,
    flags,
    buyingLiabilities: 0n,
    sellingLiabilities: 0n,
    lastModifiedLedger: ctx.ledgerSeq,
  };
  if (reserve.sponsor) line.sponsor = reserve.sponsor;
  source.trustlines.set(key, line);
  source.numSubEntries += 1;
  emit(ctx, ctx.sourceId, "trustline_created", { ...fields, limit: formatAmount(op.limit) });
  emitSponsorship(ctx, ctx.sourceId, "trustline", { next: reserve.sponsor }, { asset: key });
  return result(0);
}
