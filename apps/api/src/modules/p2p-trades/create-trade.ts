import {
  BATTERY_ASSET_CODE,
  ErrorCode,
  hasBattery,
  parseFixed,
  type TAddTradeRequest,
  TRADE_MESSAGES,
  tradeSides,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { p2pAds, p2pFeeLevels, trades } from "../../db/schema";
import { AppError } from "../../errors";
import { readKycApproval } from "../kyc/kyc-approval";
import { readLedgerFacts } from "../p2p/ledger-facts";
import type { P2pRates } from "../p2p/p2p-rates";
import type { TradeRow } from "./trade-transition";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The seller's trading fee in stroops: fixed + percent of the amount (spec §9: the seller pays it). */
export function sellerFeeOf(
  amount: bigint,
  level: { sellerFeeFixed: string; sellerFeePercent: string } | undefined,
) {
  if (!level) return 0n;
  const fixed = parseFixed(level.sellerFeeFixed) ?? 0n;
  const percent = parseFixed(level.sellerFeePercent) ?? 0n;
  return fixed + (amount * percent) / (100n * 10_000_000n);
}

/**
 * addBuyTrade / addSellTrade (spec §5 'Trade start form', §7): the caller trades on someone else's active ad
 * within its limits; the ad's available amount is reserved by a conditional update in the same transaction as
 * the insert, so two takers can never both reserve the last units.
 */
export async function createTrade(
  deps: { db: Database; horizon: Horizon.Server; rates: P2pRates },
  account: string,
  type: "buy" | "sell",
  body: TAddTradeRequest,
): Promise<TradeRow & { replayed?: boolean }> {
  const kyc = await readKycApproval(deps.db, account);
  if (!kyc?.approved) throw new AppError(ErrorCode.Forbidden, TRADE_MESSAGES.kycNotApproved);
  const adId = Number(body.p2padsId);
  const [ad] = Number.isSafeInteger(adId)
    ? await deps.db.select().from(p2pAds).where(eq(p2pAds.id, adId))
    : [];
  // A buy trade takes a sell ad and a sell trade a buy ad.
  if (!ad || ad.type === type) throw new AppError(ErrorCode.NotFound, "Ad not found.");
  if (ad.account === account) throw new AppError(ErrorCode.ValidationFailed, TRADE_MESSAGES.ownAd);
  if (ad.status !== "Active") throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.adNotActive);

  const amount = parseFixed(body.amount);
  const invalid = (message: string, field = "amount") =>
    new AppError(ErrorCode.ValidationFailed, message, 400, { fields: { [field]: message } });
  if (amount === undefined || body.amount.trim() === "") throw invalid(TRADE_MESSAGES.fieldRequired);
  if (amount <= 0n) throw invalid("Amount must be greater than 0");
  if (amount > ad.totalAmount) throw invalid(TRADE_MESSAGES.aboveTotal);
  if (amount > ad.availableAmount) throw invalid(TRADE_MESSAGES.aboveAvailable);
  if (amount < ad.minQty) throw invalid(TRADE_MESSAGES.belowMinimum);
  if (amount > ad.maxQty) throw invalid(TRADE_MESSAGES.aboveMaximum);

  // Payment details: the seller's. On a sell ad they are the ad's; a seller taking a buy ad gives them here.
  const method = ad.paymentMethod;
  const details =
    type === "buy"
      ? {
          bankName: ad.bankName,
          bankAccountNumber: ad.bankAccountNumber,
          bankAccountTitle: ad.bankAccountTitle,
          payoneerEmail: ad.payoneerEmail,
          skrillEmail: ad.skrillEmail,
        }
      : {
          bankName: method === "Local_Bank" ? (body.bank_name ?? "").trim() : "",
          bankAccountNumber: method === "Local_Bank" ? (body.bank_account_number ?? "").trim() : "",
          // The holder is the KYC name, never what a form sent (spec §5).
          bankAccountTitle: method === "Local_Bank" ? kyc.displayName : "",
          payoneerEmail: method === "Payoneer" ? (body.payoneer_email ?? "").trim() : "",
          skrillEmail: method === "Skrill" ? (body.skrill_email ?? "").trim() : "",
        };
  if (type === "sell") {
    if (method === "Local_Bank" && !details.bankName)
      throw invalid(TRADE_MESSAGES.fieldRequired, "bank_name");
    if (method === "Local_Bank" && !details.bankAccountNumber)
      throw invalid(TRADE_MESSAGES.fieldRequired, "bank_account_number");
    const email =
      method === "Payoneer" ? details.payoneerEmail : method === "Skrill" ? details.skrillEmail : null;
    if (email !== null && !EMAIL.test(email)) throw invalid(TRADE_MESSAGES.emailRequired, "email");
  }

  const asset = await deps.rates.asset(ad.assetCode);
  const battery = (await deps.rates.assets()).find((candidate) => candidate.code === BATTERY_ASSET_CODE);
  const ledger = await readLedgerFacts(deps.horizon, account, asset, battery);
  const [level] = await deps.db.select().from(p2pFeeLevels).where(eq(p2pFeeLevels.assetCode, ad.assetCode));
  const sellerFee = sellerFeeOf(amount, level);
  if (type === "sell" && amount + sellerFee > ledger.spendable) throw invalid(TRADE_MESSAGES.aboveBalance);
  const batteryPrice = battery ? await deps.rates.usdPrice(battery) : undefined;
  if (batteryPrice === undefined || !hasBattery(ledger.levelgBalance, batteryPrice)) {
    throw new AppError(ErrorCode.ValidationFailed, TRADE_MESSAGES.battery);
  }

  const { buyer, seller } = tradeSides(type, account, ad.account);
  return deps.db.transaction(async (tx) => {
    if (body.idempotency_key) {
      const [replayed] = await tx
        .select()
        .from(trades)
        .where(and(eq(trades.account, account), eq(trades.idempotencyKey, body.idempotency_key)));
      // The same request again: its trade, marked so nothing is announced twice.
      if (replayed) return { ...replayed, replayed: true };
    }
    const [reserved] = await tx
      .update(p2pAds)
      .set({ availableAmount: sql`${p2pAds.availableAmount} - ${amount}`, updatedAt: sql`now()` })
      .where(
        and(eq(p2pAds.id, ad.id), eq(p2pAds.status, "Active"), sql`${p2pAds.availableAmount} >= ${amount}`),
      )
      .returning({ id: p2pAds.id });
    if (!reserved) throw invalid(TRADE_MESSAGES.aboveAvailable);
    const [row] = await tx
      .insert(trades)
      .values({
        type,
        adId: ad.id,
        account,
        adOwner: ad.account,
        buyer,
        seller,
        assetCode: ad.assetCode,
        assetIssuer: ad.assetIssuer,
        cryptoAmountToBuyer: amount,
        cryptoAmountFromSeller: amount + sellerFee,
        sellerFee,
        fiatTradeAmount: (amount * ad.unitPrice) / 10_000_000n,
        unitPrice: ad.unitPrice,
        currency: ad.currency,
        coinUsdRate: body.coinUSDRate && parseFixed(body.coinUSDRate) !== undefined ? body.coinUSDRate : "0",
        paymentMethod: method,
        timeFrame: ad.timeFrame,
        ...details,
        sellerStellarMemo: "",
        idempotencyKey: body.idempotency_key ?? null,
      })
      .returning();
    if (!row) throw new AppError(ErrorCode.Internal, TRADE_MESSAGES.startFailed);
    const [named] = await tx
      .update(trades)
      .set({ sellerStellarMemo: `p2p-${row.id}` })
      .where(eq(trades.id, row.id))
      .returning();
    return named ?? row;
  });
}
