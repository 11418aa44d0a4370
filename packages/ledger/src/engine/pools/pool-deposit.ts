/** liquidityPoolDeposit (CAP-38). */
import type { xdr } from "@stellar/stellar-sdk";
import { INT64_MAX } from "../../constants";
import { formatAmount } from "../../util/amount";
import { emit, loadSource, type OpContext } from "../context";
import { addBalance, availableBalance, holdingAuthorized, holdingOf } from "../offers/holding";
import { inner, type OpOutcome } from "../operations/outcome";
import { poolEffectJson, reservesJson } from "./pool-json";
import { depositIntoEmpty, depositIntoNonEmpty, isBadDepositPrice } from "./pool-math";

type Code = xdr.LiquidityPoolDepositResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 22, liquidityPoolDepositResult: { code } });

type Op = xdr.LiquidityPoolDepositOpWire;

const positive = (p: { n: number; d: number }): boolean => p.n > 0 && p.d > 0;

export function checkPoolDeposit(op: Op): OpOutcome | undefined {
  if (op.maxAmountA <= 0n || op.maxAmountB <= 0n) return result(-1);
  if (!positive(op.minPrice) || !positive(op.maxPrice)) return result(-1);
  const minOverMax =
    BigInt(op.minPrice.n) * BigInt(op.maxPrice.d) > BigInt(op.minPrice.d) * BigInt(op.maxPrice.n);
  return minOverMax ? result(-1) : undefined;
}

const bigPrice = (p: { n: number; d: number }) => ({ n: BigInt(p.n), d: BigInt(p.d) });

export function applyPoolDeposit(op: Op, ctx: OpContext): OpOutcome {
  const poolId = Buffer.from(op.liquidityPoolId).toString("hex");
  const source = loadSource(ctx);
  const shareLine = source.poolShares?.get(poolId);
  if (!shareLine) return result(-2);
  const pool = ctx.view.pools.loadPool(poolId);
  if (!pool) throw new Error(`pool ${poolId} missing behind a pool-share trustline`);
  const holdA = holdingOf(source, pool.assetA);
  const holdB = holdingOf(source, pool.assetB);
  if (!holdA || !holdB) return result(-2);
  if (!holdingAuthorized(holdA) || !holdingAuthorized(holdB)) return result(-3);
  const availableA = availableBalance(holdA, ctx.baseReserve);
  const availableB = availableBalance(holdB, ctx.baseReserve);
  const minPrice = bigPrice(op.minPrice);
  const maxPrice = bigPrice(op.maxPrice);
  let plan: { amountA: bigint; amountB: bigint; shares: bigint };
  if (pool.totalShares === 0n) {
    if (availableA < op.maxAmountA || availableB < op.maxAmountB) return result(-4);
    if (isBadDepositPrice(op.maxAmountA, op.maxAmountB, minPrice, maxPrice)) return result(-6);
    plan = depositIntoEmpty(op.maxAmountA, op.maxAmountB);
  } else {
    plan = depositIntoNonEmpty(op.maxAmountA, op.maxAmountB, pool.reserveA, pool.reserveB, pool.totalShares);
    if (availableA < plan.amountA || availableB < plan.amountB) return result(-4);
    if (isBadDepositPrice(plan.amountA, plan.amountB, minPrice, maxPrice)) return result(-6);
  }
  if (shareLine.limit - shareLine.balance < plan.shares) return result(-5);
  if (
    INT64_MAX - plan.amountA < pool.reserveA ||
    INT64_MAX - plan.amountB < pool.reserveB ||
    INT64_MAX - plan.shares < pool.totalShares
  ) {
    return result(-7);
  }
  addBalance(holdA, -plan.amountA, ctx.ledgerSeq);
  addBalance(holdB, -plan.amountB, ctx.ledgerSeq);
  shareLine.balance += plan.shares;
  shareLine.lastModifiedLedger = ctx.ledgerSeq;
  pool.reserveA += plan.amountA;
  pool.reserveB += plan.amountB;
  pool.totalShares += plan.shares;
  pool.lastModifiedLedger = ctx.ledgerSeq;
  emit(ctx, ctx.sourceId, "liquidity_pool_deposited", {
    liquidity_pool: poolEffectJson(pool),
    reserves_deposited: reservesJson(pool, plan.amountA, plan.amountB),
    shares_received: formatAmount(plan.shares),
  });
  return result(0);
}
