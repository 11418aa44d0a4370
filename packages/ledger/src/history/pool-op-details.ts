/** Operation details of pool-share changeTrust, liquidityPoolDeposit and liquidityPoolWithdraw. */
import { assetFromWire, canonicalAsset } from "../engine/assets";
import type { EffectDraft, JsonValue } from "../engine/effects";
import { poolIdOf } from "../engine/pools/pool";
import type { OperationBodyWire } from "../tx/wire";
import { formatAmount } from "../util/amount";
import { priceString } from "../util/price";

type Details = { details: Record<string, JsonValue>; participants: string[] };

const hex = (id: Uint8Array): string => Buffer.from(id).toString("hex");

function priceJson(p: { n: number; d: number }, name: string): Record<string, JsonValue> {
  return { [name]: priceString(p.n, p.d), [`${name}_r`]: { n: p.n, d: p.d } };
}

/** Pool id a pool-related operation touches, or undefined for any other operation. */
export function poolOfOperation(body: OperationBodyWire): string | undefined {
  if (body.type === 6 && body.changeTrustOp.line.type === 3) {
    const cp = body.changeTrustOp.line.liquidityPool.constantProduct;
    return poolIdOf(cp.assetA, cp.assetB, cp.fee);
  }
  if (body.type === 22) return hex(body.liquidityPoolDepositOp.liquidityPoolId);
  if (body.type === 23) return hex(body.liquidityPoolWithdrawOp.liquidityPoolId);
  return undefined;
}

/** Body-only details; amounts that depend on the outcome come from `poolOpResultDetails`. */
export function poolOpDetails(body: OperationBodyWire, source: string): Details | undefined {
  const poolId = poolOfOperation(body);
  if (!poolId) return undefined;
  if (body.type === 6) {
    const details = {
      asset_type: "liquidity_pool_shares",
      liquidity_pool_id: poolId,
      limit: formatAmount(body.changeTrustOp.limit),
      trustor: source,
    };
    return { details, participants: [poolId] };
  }
  if (body.type === 22) {
    const op = body.liquidityPoolDepositOp;
    return {
      details: {
        liquidity_pool_id: poolId,
        reserves_max: [{ amount: formatAmount(op.maxAmountA) }, { amount: formatAmount(op.maxAmountB) }],
        ...priceJson(op.minPrice, "min_price"),
        ...priceJson(op.maxPrice, "max_price"),
        reserves_deposited: [{ amount: formatAmount(0n) }, { amount: formatAmount(0n) }],
        shares_received: formatAmount(0n),
      },
      participants: [poolId],
    };
  }
  if (body.type === 23) {
    const op = body.liquidityPoolWithdrawOp;
    return {
      details: {
        liquidity_pool_id: poolId,
        reserves_min: [{ amount: formatAmount(op.minAmountA) }, { amount: formatAmount(op.minAmountB) }],
        shares: formatAmount(op.amount),
        reserves_received: [{ amount: formatAmount(0n) }, { amount: formatAmount(0n) }],
      },
      participants: [poolId],
    };
  }
  return undefined;
}

type Reserve = { asset: string; amount: string };

function reservesOf(value: JsonValue | undefined): Reserve[] | undefined {
  return Array.isArray(value) ? (value as Reserve[]) : undefined;
}

/** Fills assets and executed amounts into deposit / withdraw details from the operation's effects. */
export function poolOpResultDetails(
  details: Record<string, JsonValue>,
  effects: readonly EffectDraft[],
  poolAssets: readonly string[] | undefined,
): void {
  const withAssets = (key: string): void => {
    const list = reservesOf(details[key]);
    if (!list || !poolAssets) return;
    details[key] = list.map((r, i) => ({ asset: poolAssets[i] ?? "", amount: r.amount }));
  };
  for (const effect of effects) {
    if (effect.type === "liquidity_pool_deposited") {
      details.reserves_deposited = effect.details.reserves_deposited ?? null;
      details.shares_received = effect.details.shares_received ?? null;
    }
    if (effect.type === "liquidity_pool_withdrew") {
      details.reserves_received = effect.details.reserves_received ?? null;
    }
  }
  withAssets("reserves_max");
  withAssets("reserves_min");
  withAssets("reserves_deposited");
  withAssets("reserves_received");
}

/** Canonical assets of the pool a pool-share changeTrust names (kept so later pool ops can show them). */
export function poolAssetsOfTrust(body: OperationBodyWire): [string, string[]] | undefined {
  if (body.type !== 6 || body.changeTrustOp.line.type !== 3) return undefined;
  const cp = body.changeTrustOp.line.liquidityPool.constantProduct;
  const a = assetFromWire(cp.assetA);
  const b = assetFromWire(cp.assetB);
  if (!a || !b) return undefined;
  return [poolIdOf(cp.assetA, cp.assetB, cp.fee), [canonicalAsset(a), canonicalAsset(b)]];
}
