import { fromStroops, type TPoolState, toStroops } from "@sextant/core";
import { Asset, LiquidityPoolAsset, LiquidityPoolFeeV18, Operation } from "@stellar/stellar-sdk";
import { fetchAccountRecord } from "./account";
import { NATIVE_ASSET, type TAssetRef } from "./balances";
import { ensureLedgerConfig, getHorizon } from "./horizon";
import { builderFor, TRANSACTION_TIMEOUT_S } from "./transactions";

/** A constant-product pool: its id, its two assets in the ledger's order, and its state in stroops. */
export interface TPool extends TPoolState {
  id: string;
  assetA: TAssetRef;
  assetB: TAssetRef;
  participants: number;
}

/** 'native' or 'CODE:ISSUER' (Horizon's canonical asset form) as an asset reference. */
export function assetFromCanonical(id: string): TAssetRef {
  if (id === "native") return NATIVE_ASSET;
  const [code = "", issuer = ""] = id.split(":");
  return { code, issuer };
}

function stroopsOrZero(value: string | undefined): bigint {
  try {
    return value ? toStroops(value) : 0n;
  } catch {
    return 0n;
  }
}

interface THorizonPool {
  id: string;
  total_trustlines: string;
  total_shares: string;
  reserves: ReadonlyArray<{ asset: string; amount: string }>;
}

export function toPool(record: THorizonPool): TPool {
  return {
    id: record.id,
    assetA: assetFromCanonical(record.reserves[0]?.asset ?? "native"),
    assetB: assetFromCanonical(record.reserves[1]?.asset ?? "native"),
    reserveA: stroopsOrZero(record.reserves[0]?.amount),
    reserveB: stroopsOrZero(record.reserves[1]?.amount),
    totalShares: stroopsOrZero(record.total_shares),
    participants: Number.parseInt(record.total_trustlines, 10) || 0,
  };
}

/** Every pool on the ledger (first 200), from Horizon `/liquidity_pools`. */
export async function loadPools(): Promise<TPool[]> {
  const server = getHorizon((await ensureLedgerConfig()).horizonUrl);
  const page = await server.liquidityPools().limit(200).call();
  return (page.records as unknown as THorizonPool[]).map(toPool);
}

function sdkAsset(asset: TAssetRef): Asset {
  return asset.issuer ? new Asset(asset.code, asset.issuer) : Asset.native();
}

/** The pool-share asset of a pool's two assets (in the ledger's order) at the standard 0.3 % fee. */
function poolShareAsset(pool: TPool): LiquidityPoolAsset {
  return new LiquidityPoolAsset(sdkAsset(pool.assetA), sdkAsset(pool.assetB), LiquidityPoolFeeV18);
}

/** Whether the account already holds the pool-share trustline of `poolId`. */
export async function holdsPoolShares(publicKey: string, poolId: string): Promise<boolean> {
  const record = await fetchAccountRecord(publicKey);
  return Boolean(
    record?.balances.some(
      (line) =>
        line.asset_type === "liquidity_pool_shares" &&
        (line as { liquidity_pool_id?: string }).liquidity_pool_id === poolId,
    ),
  );
}

/**
 * The unsigned envelope of a deposit: the pool-share trustline first when the account has none (one transaction),
 * then the deposit of at most `maxA` and `maxB` within the price bounds.
 */
export async function buildPoolDepositXdr(options: {
  source: string;
  pool: TPool;
  maxA: bigint;
  maxB: bigint;
  minPrice: string;
  maxPrice: string;
  addTrustline: boolean;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  if (options.addTrustline)
    builder.addOperation(Operation.changeTrust({ asset: poolShareAsset(options.pool) }));
  builder.addOperation(
    Operation.liquidityPoolDeposit({
      liquidityPoolId: options.pool.id,
      maxAmountA: fromStroops(options.maxA),
      maxAmountB: fromStroops(options.maxB),
      minPrice: options.minPrice,
      maxPrice: options.maxPrice,
    }),
  );
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}

/** The unsigned envelope of a withdrawal of `shares`, refusing less than the minimum amounts. */
export async function buildPoolWithdrawXdr(options: {
  source: string;
  pool: TPool;
  shares: bigint;
  minA: bigint;
  minB: bigint;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  builder.addOperation(
    Operation.liquidityPoolWithdraw({
      liquidityPoolId: options.pool.id,
      amount: fromStroops(options.shares),
      minAmountA: fromStroops(options.minA),
      minAmountB: fromStroops(options.minB),
    }),
  );
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}
