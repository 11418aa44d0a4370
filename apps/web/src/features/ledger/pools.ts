import { type TPoolState, toStroops } from "@sextant/core";
import { fetchAccountRecord } from "./account";
import { NATIVE_ASSET, type TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";
import { horizonRecords } from "./horizon-fetch";

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
  // Plain fetch, not the SDK's Horizon client: reading pools needs no SDK (building a deposit does, below).
  const { horizonUrl } = await ensureLedgerConfig();
  return (await horizonRecords<THorizonPool>(horizonUrl, "/liquidity_pools", { limit: 200 })).map(toPool);
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
 * then the deposit of at most `maxA` and `maxB` within the price bounds. The SDK loads with the first one built.
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
  return (await import("./transaction-builders")).buildPoolDepositXdr(options);
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
  return (await import("./transaction-builders")).buildPoolWithdrawXdr(options);
}
