import {
  Asset,
  getLiquidityPoolId,
  type Keypair,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
} from "@stellar/stellar-sdk";
import { newAccount } from "./accounts";
import { getJson } from "./http";
import type { TestLedger } from "./ledger";
import { run } from "./tx";

/** The pool of two assets in XDR order, its share asset and its id as the SDK computes it. */
export function poolOf(x: Asset, y: Asset) {
  const [assetA, assetB] = Asset.compare(x, y) <= 0 ? [x, y] : [y, x];
  const share = new LiquidityPoolAsset(assetA, assetB, LiquidityPoolFeeV18);
  const id = Buffer.from(getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters())).toString(
    "hex",
  );
  return { assetA, assetB, share, id };
}

/** A holder trusting EUR and USD of one issuer (holding `funds` of each) and the pool of the pair. */
export async function pair(t: TestLedger, funds = "1000", startingBalance = "1000") {
  const holder = await newAccount(t, startingBalance);
  const issuer = await newAccount(t);
  const eur = new Asset("EUR", issuer.publicKey());
  const usd = new Asset("USD", issuer.publicKey());
  await run(t, holder, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  if (funds !== "0") {
    await run(t, issuer, [
      Operation.payment({ destination: holder.publicKey(), asset: eur, amount: funds }),
      Operation.payment({ destination: holder.publicKey(), asset: usd, amount: funds }),
    ]);
  }
  return { holder, issuer, eur, usd, ...poolOf(eur, usd) };
}

export const deposit = (id: string, maxA: string, maxB: string, minPrice: string, maxPrice: string) =>
  Operation.liquidityPoolDeposit({
    liquidityPoolId: id,
    maxAmountA: maxA,
    maxAmountB: maxB,
    minPrice,
    maxPrice,
  });

export const withdraw = (id: string, shares: string, minA = "0", minB = "0") =>
  Operation.liquidityPoolWithdraw({
    liquidityPoolId: id,
    amount: shares,
    minAmountA: minA,
    minAmountB: minB,
  });

export async function shareLine(t: TestLedger, account: Keypair, id: string) {
  const record = await t.server.loadAccount(account.publicKey());
  const line = record.balances.find(
    (b) => b.asset_type === "liquidity_pool_shares" && b.liquidity_pool_id === id,
  );
  return { line, subentries: record.subentry_count, balances: record.balances };
}

export async function poolJson(t: TestLedger, id: string) {
  return getJson(t, `/liquidity_pools/${id}`);
}
