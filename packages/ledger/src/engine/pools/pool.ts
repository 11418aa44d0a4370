/** Constant-product liquidity pools (CAP-38): ledger entry shapes and pool ids. */
import { createHash } from "node:crypto";
import { xdr } from "@stellar/stellar-sdk";
import type { AssetWire } from "../../tx/wire";
import type { Asset } from "../types";

/** The only fee core accepts, in basis points. */
export const POOL_FEE_BP = 30;

export interface LiquidityPool {
  /** Hex SHA-256 of the XDR `LiquidityPoolParameters`. */
  id: string;
  assetA: Asset;
  assetB: Asset;
  reserveA: bigint;
  reserveB: bigint;
  totalShares: bigint;
  /** Pool-share trustlines held on this pool. */
  trustlines: number;
  lastModifiedLedger: number;
}

/** A pool-share trustline. Always authorized, never carries liabilities. */
export interface PoolShareLine {
  poolId: string;
  balance: bigint;
  limit: bigint;
  flags: number;
  lastModifiedLedger: number;
  /** The account carrying this line's two reserves when it is sponsored (CAP-33). */
  sponsor?: string;
}

/** Pool id of constant-product parameters, exactly as the SDK's `getLiquidityPoolId` computes it. */
export function poolIdOf(assetA: AssetWire, assetB: AssetWire, fee: number): string {
  const params = xdr.LiquidityPoolParameters.schema.encode({
    type: 0,
    constantProduct: { assetA, assetB, fee },
  });
  return createHash("sha256").update(params).digest("hex");
}

/** XDR order of assets (type, then code, then issuer), i.e. the order of their encodings. */
export function compareAssetWire(a: AssetWire, b: AssetWire): number {
  return Buffer.compare(xdr.Asset.schema.encode(a), xdr.Asset.schema.encode(b));
}

export function clonePool(pool: LiquidityPool): LiquidityPool {
  return { ...pool };
}
