/** changeTrust on pool shares (CAP-38): two subentries, pool created with the first line, removed with the last. */
import type { xdr } from "@stellar/stellar-sdk";
import { SUBENTRY_LIMIT } from "../../constants";
import { formatAmount } from "../../util/amount";
import { assetFromWire } from "../assets";
import { isAuthorizedToMaintain } from "../balances";
import { emit, loadSource, type OpContext } from "../context";
import { inner, type OpOutcome, TOO_MANY_SUBENTRIES } from "../operations/outcome";
import { claimReserve, emitSponsorship, releaseReserve } from "../sponsorship";
import { type Account, type Asset, TRUSTLINE_FLAGS } from "../types";
import { compareAssetWire, POOL_FEE_BP, poolIdOf } from "./pool";
import { poolEffectJson } from "./pool-json";

type Code = xdr.ChangeTrustResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 6, changeTrustResult: { code } });

type Params = xdr.LiquidityPoolConstantProductParametersWire;

/** Stateless checks of a pool-share changeTrust. */
export function checkPoolTrust(params: Params, limit: bigint): OpOutcome | undefined {
  if (limit < 0n) return result(-1);
  if (!assetFromWire(params.assetA) || !assetFromWire(params.assetB)) return result(-1);
  if (compareAssetWire(params.assetA, params.assetB) >= 0 || params.fee !== POOL_FEE_BP) return result(-1);
  return undefined;
}

function lineKey(asset: Asset): string | undefined {
  return asset.type === "native" ? undefined : `${asset.code}:${asset.issuer}`;
}

/** Whether the account can back a pool-share line in `asset` (core's use-count increment rules). */
function useCheck(account: Account, asset: Asset): Code {
  const key = lineKey(asset);
  if (!key || (asset.type !== "native" && asset.issuer === account.id)) return 0;
  const line = account.trustlines.get(key);
  if (!line) return -6;
  return isAuthorizedToMaintain(line) ? 0 : -8;
}

/** Effect details naming a pool-share trustline in sponsorship effects. */
const sponsoredLine = (poolId: string) => ({ asset_type: "liquidity_pool", liquidity_pool_id: poolId });

function adjustUse(account: Account, asset: Asset, delta: number): void {
  const key = lineKey(asset);
  const line = key ? account.trustlines.get(key) : undefined;
  if (line) line.poolUseCount = (line.poolUseCount ?? 0) + delta;
}

export function applyPoolTrust(params: Params, limit: bigint, ctx: OpContext): OpOutcome {
  const assetA = assetFromWire(params.assetA) as Asset;
  const assetB = assetFromWire(params.assetB) as Asset;
  const poolId = poolIdOf(params.assetA, params.assetB, params.fee);
  const source = loadSource(ctx);
  const shares = source.poolShares ?? new Map();
  const existing = shares.get(poolId);
  const fields = { asset_type: "liquidity_pool_shares", liquidity_pool_id: poolId };
  if (existing) {
    if (limit < existing.balance) return result(-3);
    if (limit === 0n) {
      shares.delete(poolId);
      source.numSubEntries -= 2;
      releaseReserve(ctx, source, existing.sponsor, 2);
      adjustUse(source, assetA, -1);
      adjustUse(source, assetB, -1);
      emit(ctx, ctx.sourceId, "trustline_removed", { ...fields, limit: formatAmount(0n) });
      emitSponsorship(ctx, ctx.sourceId, "trustline", { former: existing.sponsor }, sponsoredLine(poolId));
      const pool = ctx.view.pools.loadPool(poolId);
      if (pool) {
        pool.trustlines -= 1;
        pool.lastModifiedLedger = ctx.ledgerSeq;
        if (pool.trustlines === 0) {
          ctx.view.pools.removePool(poolId);
          emit(ctx, ctx.sourceId, "liquidity_pool_removed", { liquidity_pool_id: poolId });
        }
      }
      return result(0);
    }
    existing.limit = limit;
    existing.lastModifiedLedger = ctx.ledgerSeq;
    emit(ctx, ctx.sourceId, "trustline_updated", { ...fields, limit: formatAmount(limit) });
    return result(0);
  }
  if (limit === 0n) return result(-3);
  for (const asset of [assetA, assetB]) {
    const code = useCheck(source, asset);
    if (code !== 0) return result(code);
  }
  if (source.numSubEntries + 2 > SUBENTRY_LIMIT) return TOO_MANY_SUBENTRIES;
  const reserve = claimReserve(ctx, source, 2);
  if (!reserve.ok) return result(-4);
  adjustUse(source, assetA, 1);
  adjustUse(source, assetB, 1);
  shares.set(poolId, {
    poolId,
    balance: 0n,
    limit,
    flags: TRUSTLINE_FLAGS.authorized,
    lastModifiedLedger: ctx.ledgerSeq,
    ...(reserve.sponsor ? { sponsor: reserve.sponsor } : {}),
  });
  source.poolShares = shares;
  source.numSubEntries += 2;
  emit(ctx, ctx.sourceId, "trustline_created", { ...fields, limit: formatAmount(limit) });
  emitSponsorship(ctx, ctx.sourceId, "trustline", { next: reserve.sponsor }, sponsoredLine(poolId));
  let pool = ctx.view.pools.loadPool(poolId);
  if (!pool) {
    pool = {
      id: poolId,
      assetA,
      assetB,
      reserveA: 0n,
      reserveB: 0n,
      totalShares: 0n,
      trustlines: 0,
      lastModifiedLedger: ctx.ledgerSeq,
    };
    ctx.view.pools.createPool(pool);
    pool.trustlines = 1;
    emit(ctx, ctx.sourceId, "liquidity_pool_created", { liquidity_pool: poolEffectJson(pool) });
  } else {
    pool.trustlines += 1;
    pool.lastModifiedLedger = ctx.ledgerSeq;
  }
  return result(0);
}
