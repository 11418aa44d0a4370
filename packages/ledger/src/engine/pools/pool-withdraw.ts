/** liquidityPoolWithdraw (CAP-38). */
import type { xdr } from "@stellar/stellar-sdk";
import { formatAmount } from "../../util/amount";
import { emit, loadSource, type OpContext } from "../context";
import { addBalance, availableLimit, type Holding, holdingOf } from "../offers/holding";
import { inner, type OpOutcome } from "../operations/outcome";
import type { Account, Asset } from "../types";
import { poolEffectJson, reservesJson } from "./pool-json";
import { withdrawalAmount } from "./pool-math";

type Code = xdr.LiquidityPoolWithdrawResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 23, liquidityPoolWithdrawResult: { code } });

type Op = xdr.LiquidityPoolWithdrawOpWire;

export function checkPoolWithdraw(op: Op): OpOutcome | undefined {
  if (op.amount <= 0n || op.minAmountA < 0n || op.minAmountB < 0n) return result(-1);
  return undefined;
}

/** Credits `amount` of `asset`, or reports why it cannot (core's tryAddAssetBalance). */
function credit(account: Account, asset: Asset, amount: bigint, ledgerSeq: number): Code {
  const holding: Holding | undefined = holdingOf(account, asset);
  if (!holding) return -2;
  if (availableLimit(holding) < amount) return -4;
  addBalance(holding, amount, ledgerSeq);
  return 0;
}

export function applyPoolWithdraw(op: Op, ctx: OpContext): OpOutcome {
  const poolId = Buffer.from(op.liquidityPoolId).toString("hex");
  const source = loadSource(ctx);
  const shareLine = source.poolShares?.get(poolId);
  if (!shareLine) return result(-2);
  if (shareLine.balance < op.amount) return result(-3);
  const pool = ctx.view.pools.loadPool(poolId);
  if (!pool) throw new Error(`pool ${poolId} missing behind a pool-share trustline`);
  const amountA = withdrawalAmount(op.amount, pool.reserveA, pool.totalShares);
  const amountB = withdrawalAmount(op.amount, pool.reserveB, pool.totalShares);
  if (amountA < op.minAmountA || amountB < op.minAmountB) return result(-5);
  const codeA = credit(source, pool.assetA, amountA, ctx.ledgerSeq);
  if (codeA !== 0) return result(codeA);
  const codeB = credit(source, pool.assetB, amountB, ctx.ledgerSeq);
  if (codeB !== 0) return result(codeB);
  shareLine.balance -= op.amount;
  shareLine.lastModifiedLedger = ctx.ledgerSeq;
  pool.reserveA -= amountA;
  pool.reserveB -= amountB;
  pool.totalShares -= op.amount;
  pool.lastModifiedLedger = ctx.ledgerSeq;
  emit(ctx, ctx.sourceId, "liquidity_pool_withdrew", {
    liquidity_pool: poolEffectJson(pool),
    reserves_received: reservesJson(pool, amountA, amountB),
    shares_redeemed: formatAmount(op.amount),
  });
  return result(0);
}
