import { fromStroops, toStroops } from "@sextant/core";
import {
  Asset,
  getLiquidityPoolId,
  type Horizon,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { isNotFound } from "../../../ledger/horizon";
import type { OperatorKeys } from "../operator-keys";
import { operatorAsset } from "./demo-pairs";
import { holdingStroops, POOL_SIDE_USD } from "./market-sizing";
import { POOL_PAIRS } from "./pool-definitions";
import { ledgerPrice, type Ratio, shiftPpm } from "./ratio";

/** How far the pool price may move between planning and applying a deposit. */
const DEPOSIT_SLIPPAGE_PPM = 50_000n;

/** One demo pool: its assets in the ledger's order and its id. */
export interface DemoPool {
  assetA: Asset;
  assetB: Asset;
  id: string;
}

/** The demo market's pools (POOL_PAIRS) with their ledger ids. */
export function demoPools(keys: OperatorKeys): DemoPool[] {
  return POOL_PAIRS.map(([first, second]) => {
    const [assetA, assetB] = [operatorAsset(keys, first), operatorAsset(keys, second)].sort(
      Asset.compare,
    ) as [Asset, Asset];
    const id = Buffer.from(
      getLiquidityPoolId("constant_product", { assetA, assetB, fee: LiquidityPoolFeeV18 }),
    ).toString("hex");
    return { assetA, assetB, id };
  });
}

/**
 * Makes sure every demo pool exists with a deposit from the liquidity account: a pool-share trustline and a first
 * deposit of POOL_SIDE_USD a side at the reference price ratio (or, when someone else created the pool first, at
 * the pool's own ratio). Pools the account already holds shares of are left alone. Returns the deposits made.
 */
export async function seedLiquidityPools(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  networkPassphrase: string;
}): Promise<number> {
  const { horizon } = options;
  const liquidity = options.keys.keypair("liquidity");
  let deposits = 0;
  for (const pool of demoPools(options.keys)) {
    const account = await horizon.loadAccount(liquidity.publicKey());
    const shares = account.balances.find(
      (line) => line.asset_type === "liquidity_pool_shares" && line.liquidity_pool_id === pool.id,
    );
    if (shares && toStroops(shares.balance) > 0n) continue;

    const reserves = await poolReserves(horizon, pool.id);
    const codeOf = (asset: Asset) => (asset.isNative() ? "XLM" : asset.getCode());
    let amountA = holdingStroops(codeOf(pool.assetA), POOL_SIDE_USD);
    let amountB = holdingStroops(codeOf(pool.assetB), POOL_SIDE_USD);
    if (reserves) {
      // Someone else created the pool: deposit at its ratio, within the planned amounts.
      const matchingB = (amountA * reserves.b) / reserves.a;
      if (matchingB <= amountB) amountB = matchingB;
      else amountA = (amountB * reserves.a) / reserves.b;
    }
    const ratio: Ratio = { num: amountA, den: amountB };

    const builder = new TransactionBuilder(account, {
      fee: "100",
      networkPassphrase: options.networkPassphrase,
    });
    if (!shares) {
      builder.addOperation(
        Operation.changeTrust({
          asset: new LiquidityPoolAsset(pool.assetA, pool.assetB, LiquidityPoolFeeV18),
        }),
      );
    }
    builder.addOperation(
      Operation.liquidityPoolDeposit({
        liquidityPoolId: pool.id,
        maxAmountA: fromStroops(amountA),
        maxAmountB: fromStroops(amountB),
        minPrice: ledgerPrice(shiftPpm(ratio, -DEPOSIT_SLIPPAGE_PPM)),
        maxPrice: ledgerPrice(shiftPpm(ratio, DEPOSIT_SLIPPAGE_PPM)),
      }),
    );
    const tx = builder.setTimeout(120).build();
    tx.sign(liquidity);
    await horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
    deposits += 1;
  }
  return deposits;
}

/** The pool's reserves in stroops (A then B), or undefined when it does not exist or is empty. */
async function poolReserves(
  horizon: Horizon.Server,
  id: string,
): Promise<{ a: bigint; b: bigint } | undefined> {
  try {
    const record = await horizon.liquidityPools().liquidityPoolId(id).call();
    const [a, b] = record.reserves.map((reserve) => toStroops(reserve.amount));
    return a !== undefined && b !== undefined && a > 0n && b > 0n ? { a, b } : undefined;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
