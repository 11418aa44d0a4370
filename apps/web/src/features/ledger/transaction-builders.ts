import { fromStroops, type TMemoType, type TSendOperation } from "@sextant/core";
import {
  Account,
  Asset,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Memo,
  Operation,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { fetchAccountRecord } from "./account";
import { isNative, type TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";
import type { TPool } from "./pools";
import { TRANSACTION_TIMEOUT_S } from "./transactions";

/**
 * Every envelope the app builds with the Stellar SDK here (sends, trustlines, pool deposits and withdrawals). It is
 * loaded the first time one is built (`transactions.ts` and `pools.ts` import it on demand), so a screen that
 * shows balances, history and pools reads the ledger without downloading the SDK first.
 */

function toSdkAsset(asset: TAssetRef): Asset {
  return isNative(asset) ? Asset.native() : new Asset(asset.code, asset.issuer ?? undefined);
}

function toMemo(type: TMemoType, value: string): Memo {
  switch (type) {
    case "Text":
      return Memo.text(value);
    case "Id":
      return Memo.id(value);
    case "Hash":
      return Memo.hash(value);
    default:
      return Memo.none();
  }
}

async function builderFor(source: string, feePerOperation: string): Promise<TransactionBuilder> {
  const record = await fetchAccountRecord(source);
  if (!record) throw new Error("Your account is not active yet.");
  return new TransactionBuilder(new Account(record.account_id, record.sequence), {
    fee: feePerOperation,
    networkPassphrase: (await ensureLedgerConfig()).networkPassphrase,
  });
}

/** The unsigned envelope of a send: the planned operations of one asset, with the memo. */
export async function buildSendXdr(options: {
  source: string;
  asset: TAssetRef;
  operations: readonly TSendOperation[];
  memoType: TMemoType;
  memo: string;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  for (const operation of options.operations) {
    builder.addOperation(
      operation.kind === "createAccount"
        ? Operation.createAccount({
            destination: operation.destination,
            startingBalance: operation.startingBalance,
          })
        : Operation.payment({
            destination: operation.destination,
            asset: toSdkAsset(options.asset),
            amount: operation.amount,
          }),
    );
  }
  builder.addMemo(toMemo(options.memoType, options.memo));
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}

/** The unsigned envelope of a changeTrust to `asset` with the maximum limit. */
export async function buildTrustXdr(options: {
  source: string;
  asset: TAssetRef;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  builder.addOperation(Operation.changeTrust({ asset: toSdkAsset(options.asset) }));
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}

/** The pool-share asset of a pool's two assets (in the ledger's order) at the standard 0.3 % fee. */
function poolShareAsset(pool: TPool): LiquidityPoolAsset {
  return new LiquidityPoolAsset(toSdkAsset(pool.assetA), toSdkAsset(pool.assetB), LiquidityPoolFeeV18);
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
