import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  anchorFeeStroops,
  detectChain,
  ErrorCode,
  fromStroops,
  invalidAddressMessage,
  isLedgerAmount,
  stroopsToChainUnits,
  type TAnchorChain,
  toStroops,
  WITHDRAW_LIMIT_BTC,
  WITHDRAW_LIMIT_MESSAGE,
  WITHDRAW_LIMIT_WINDOW_HOURS,
  WITHDRAW_MESSAGES,
  withdrawAddressError,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import type { PriceService } from "../catalogue/price-service";
import { type AnchorAssetTerms, anchorAssetTerms, withdrawFeeRule } from "./anchor-assets";
import type { AnchorRow } from "./anchor-records";
import type { AnchorChains } from "./chains/anchor-chains";
import { parseChainAddress } from "./chains/chain-address";
import { cursorOf } from "./stellar-watcher";

/** Statuses whose withdrawals do not count against the 24 h limit: nothing was or will be paid out. */
const NOT_COUNTED = ["incomplete", "expired", "refunded", "error", "too_large"];

export interface WithdrawContext {
  db: Database;
  horizon: Horizon.Server;
  chains: AnchorChains;
  prices: PriceService;
  issuerOf(code: string): string;
}

export interface WithdrawRequest {
  account: string;
  assetCode: string;
  amount: string;
  dest: string;
  /** The app's choice of chain; undefined → detected from the address. */
  isTrc20?: boolean;
}

/** A fresh text memo for a withdrawal payment: 12 characters of base32, unique (index) among withdrawals. */
function newMemo(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `w${[...randomBytes(11)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function servedTerms(assetCode: string, action: "Deposits" | "Withdrawals"): AnchorAssetTerms {
  const terms = anchorAssetTerms(assetCode);
  if (!terms) {
    throw new AppError(ErrorCode.NotFound, `${action} of ${assetCode.toUpperCase()} are not available.`);
  }
  return terms;
}

/** Checks a withdraw request as the form does (core rules) and against the chain and the limits. */
export async function checkWithdrawal(
  context: WithdrawContext,
  request: WithdrawRequest,
): Promise<{
  terms: AnchorAssetTerms;
  chain: TAnchorChain;
  dest: string;
  amount: bigint;
  fee: bigint;
  units: bigint;
  btcValue: bigint;
}> {
  const terms = servedTerms(request.assetCode, "Withdrawals");
  const code = terms.code;
  const chosen: TAnchorChain | undefined =
    request.isTrc20 === undefined ? detectChain(request.dest) : request.isTrc20 ? "TRC20" : "ERC20";
  const addressError = withdrawAddressError(request.dest, code, chosen);
  if (addressError) throw new AppError(ErrorCode.ValidationFailed, addressError);
  const chain = chosen as TAnchorChain;
  const dest = parseChainAddress(chain, request.dest);
  // The zero address burns tokens (and the demo token refuses it): never a destination.
  if (!dest || /^0x0{40}$/.test(dest) || !terms.chains.includes(chain)) {
    throw new AppError(ErrorCode.ValidationFailed, invalidAddressMessage(code));
  }
  const token = context.chains.token(chain, code);
  if (!token) {
    throw new AppError(
      ErrorCode.Unavailable,
      `Withdrawals of ${code} on ${chain} are not available right now.`,
    );
  }
  if (request.amount.trim() === "")
    throw new AppError(ErrorCode.ValidationFailed, WITHDRAW_MESSAGES.amountEmpty);
  const amount = parseAmount(request.amount);
  if (amount <= 0n) throw new AppError(ErrorCode.ValidationFailed, WITHDRAW_MESSAGES.amountNotPositive);
  if (amount < toStroops(terms.withdraw.min)) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `Amount is below the minimum withdrawal of ${terms.withdraw.min} ${code}.`,
    );
  }
  const units = stroopsToChainUnits(amount, token.decimals);
  if (units === undefined) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `${code} can be paid out on ${chain} with at most ${token.decimals} decimals.`,
    );
  }
  const fee = anchorFeeStroops(amount, withdrawFeeRule(terms));
  if (amount + fee > (await balanceOf(context, request.account, code))) {
    throw new AppError(ErrorCode.ValidationFailed, WITHDRAW_MESSAGES.amountAboveBalance);
  }
  const btcValue = await btcWorth(context, code, amount + fee);
  await checkDailyLimit(context.db, request.account, btcValue);
  return { terms, chain, dest, amount, fee, units, btcValue };
}

/** The account's balance of the anchored asset on the ledger, in stroops (0 without an account or trustline). */
async function balanceOf(context: WithdrawContext, account: string, code: string): Promise<bigint> {
  const issuer = context.issuerOf(code);
  try {
    const loaded = await context.horizon.loadAccount(account);
    const line = loaded.balances.find(
      (entry) =>
        "asset_code" in entry &&
        entry.asset_code === code &&
        "asset_issuer" in entry &&
        entry.asset_issuer === issuer,
    );
    return line ? toStroops(line.balance) : 0n;
  } catch (error) {
    if (isNotFound(error)) return 0n;
    throw error;
  }
}

/** A typed amount as stroops; anything that is not a positive ledger amount counts as not greater than 0. */
function parseAmount(amount: string): bigint {
  const trimmed = amount.trim();
  if (!isLedgerAmount(trimmed)) return 0n;
  return toStroops(trimmed);
}

/**
 * The worth of `stroops` of `code` in BTC stroops, at the price service's current USD prices; only trusted prices
 * (docs/prices.md) count, so a thin or manipulated market cannot move the limit: without them, no withdrawal.
 */
async function btcWorth(context: WithdrawContext, code: string, stroops: bigint): Promise<bigint> {
  const usdOf = async (assetCode: string) =>
    (await context.prices.settlingPrice(`${assetCode}:${context.issuerOf(assetCode)}`)).usd;
  const assetUsd = await usdOf(code);
  const btcUsd = await usdOf("BTC");
  if (!assetUsd || !btcUsd) {
    throw new AppError(
      ErrorCode.Unavailable,
      "Prices are not available right now; please try again shortly.",
    );
  }
  // Prices are rates, not money: scaled to integers (8 decimals) before they touch the amount.
  const scale = (usd: number) => BigInt(Math.round(usd * 1e8));
  return (stroops * scale(assetUsd)) / scale(btcUsd);
}

/** 10 BTC worth per account per rolling 24 hours (spec doc 1 terms), counted at each request's prices. */
async function checkDailyLimit(db: Database, account: string, btcValue: bigint): Promise<void> {
  const [used] = await db
    .select({ total: sql<string>`coalesce(sum(${anchorTransactions.btcValue}), 0)` })
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.account, account),
        eq(anchorTransactions.kind, "withdrawal"),
        notInArray(anchorTransactions.status, NOT_COUNTED),
        gt(anchorTransactions.startedAt, sql`now() - make_interval(hours => ${WITHDRAW_LIMIT_WINDOW_HOURS})`),
      ),
    );
  if (BigInt(used?.total ?? "0") + btcValue > toStroops(WITHDRAW_LIMIT_BTC)) {
    throw new AppError(ErrorCode.ValidationFailed, WITHDRAW_LIMIT_MESSAGE);
  }
}

/**
 * Records a withdrawal that waits for the user's payment (`pending_user_transfer_start`): amount_in = amount + fee
 * (what the user pays), amount_out = amount (what the chain payout carries), a fresh memo.
 */
export async function createWithdrawal(
  context: WithdrawContext,
  request: WithdrawRequest,
  existing?: AnchorRow,
): Promise<AnchorRow> {
  const checked = await checkWithdrawal(context, request);
  // The receiving account's payments are watched from here on at the latest.
  await cursorOf(context, context.issuerOf(checked.terms.code));
  const values = {
    status: "pending_user_transfer_start",
    chain: checked.chain,
    amountIn: checked.amount + checked.fee,
    amountFee: checked.fee,
    amountOut: checked.amount,
    chainUnits: checked.units.toString(),
    btcValue: checked.btcValue,
    toAddress: checked.dest,
    withdrawMemo: newMemo(),
  };
  if (existing) {
    const [row] = await context.db
      .update(anchorTransactions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(anchorTransactions.id, existing.id), eq(anchorTransactions.status, "incomplete")))
      .returning();
    if (!row) throw new AppError(ErrorCode.Conflict, "This withdrawal was already submitted.");
    return row;
  }
  const [row] = await context.db
    .insert(anchorTransactions)
    .values({
      id: randomUUID(),
      kind: "withdrawal",
      account: request.account,
      assetCode: checked.terms.code,
      ...values,
    })
    .returning();
  if (!row) throw new Error("The withdrawal was not recorded");
  return row;
}

export const totals = (row: AnchorRow) => ({
  amount: fromStroops(row.amountOut ?? 0n),
  fee: fromStroops(row.amountFee ?? 0n),
  total: fromStroops(row.amountIn ?? 0n),
});
