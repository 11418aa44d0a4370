import {
  BATTERY_ASSET_CODE,
  checkAdDraft,
  DEFAULT_AD_LOCATION,
  DEFAULT_TIME_FRAME_MINUTES,
  divFixed,
  ErrorCode,
  P2P_MESSAGES,
  priceBand,
  spreadOf,
  type TAddAdRequest,
  type TAdType,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { p2pAds } from "../../db/schema";
import { AppError } from "../../errors";
import { type KycApproval, readKycApproval } from "../kyc/kyc-approval";
import type { AdRow } from "./ad-view";
import { readLedgerFacts } from "./ledger-facts";
import type { AssetRate, P2pRates } from "./p2p-rates";

export interface CreateAdDeps {
  db: Database;
  horizon: Horizon.Server;
  rates: P2pRates;
}

/**
 * Creates a buy or sell ad after every rule of spec §5 'Create ad': KYC approved, the location and method
 * offered, the price inside the band of the location's reference price, min/max/total, payment details with the
 * holder fixed to the KYC name, the trusted asset, the battery and a seller's balance as the ledger shows them.
 * A repeated `idempotency_key` answers the ad it created (`replayed`), also when two requests race.
 */
export async function createAd(
  deps: CreateAdDeps,
  account: string,
  type: TAdType,
  body: TAddAdRequest,
): Promise<{ ad: AdRow; replayed: boolean }> {
  const key = body.idempotency_key;
  if (key) {
    const existing = await findByKey(deps.db, account, key);
    if (existing) return { ad: existing, replayed: true };
  }
  const kyc = await readKycApproval(deps.db, account);
  if (!kyc?.approved) throw new AppError(ErrorCode.Forbidden, P2P_MESSAGES.kycRequired);

  const asset = await deps.rates.asset(body.assetCode);
  const countries = await deps.rates.activeCountries();
  const activeCodes = countries.map((country) => country.code);
  const location = pickLocation(body.location, kyc, activeCodes);
  const country = countries.find((row) => row.code === location);
  const rate: AssetRate | undefined = country ? await deps.rates.rateIn(asset, country) : undefined;
  const assets = await deps.rates.assets();
  const battery = assets.find((candidate) => candidate.code === BATTERY_ASSET_CODE);
  const batteryPrice = battery ? await deps.rates.usdPrice(battery) : undefined;
  const ledger = await readLedgerFacts(deps.horizon, account, asset, battery);
  const holderName = kyc.displayName;

  const checked = checkAdDraft(
    { ...body, type, location },
    {
      referencePrice: rate?.referencePrice,
      assetUsdPrice: rate?.usdPrice ?? (await deps.rates.usdPrice(asset)),
      activeCountries: activeCodes,
      userCountry: kyc.country ?? undefined,
      holderName,
      trusted: ledger.trusted,
      assetBalance: type === "sell" ? ledger.spendable : undefined,
      levelgBalance: ledger.levelgBalance,
      levelgUsdPrice: batteryPrice,
    },
  );
  if (checked.message || !checked.limits || checked.unitPrice === undefined || !rate) {
    throw new AppError(ErrorCode.ValidationFailed, checked.message ?? P2P_MESSAGES.genericError, 400, {
      fields: checked.errors,
    });
  }

  const unitPrice = checked.unitPrice;
  const method = body.payment_method;
  const bank = method === "Local_Bank";
  const [first, ...rest] = holderName.split(/\s+/);
  const values = {
    type,
    assetCode: asset.code,
    assetIssuer: asset.issuer,
    account,
    status: "Active",
    availableAmount: checked.limits.totalAmount,
    totalAmount: checked.limits.totalAmount,
    minQty: checked.limits.minQty,
    maxQty: checked.limits.maxQty,
    unitPrice,
    unitPriceMax: priceBand(rate.referencePrice).high,
    referencePrice: rate.referencePrice,
    usdPrice: divFixed(unitPrice, rate.usdRate, "down"),
    priceSpread: spreadOf(unitPrice, rate.referencePrice),
    currency: rate.country.currency,
    location,
    timeFrame: body.timeFrame ?? DEFAULT_TIME_FRAME_MINUTES,
    paymentMethod: method,
    bankName: bank ? (body.bank_name ?? "").trim() : "",
    bankAccountNumber: bank && type === "sell" ? (body.bank_account_number ?? "").trim() : "",
    // The holder is always the KYC name (the company's for company KYC), never what a form sent.
    bankAccountTitle: holderName,
    payoneerEmail: method === "Payoneer" && type === "sell" ? (body.payoneer_email ?? "").trim() : "",
    skrillEmail: method === "Skrill" && type === "sell" ? (body.skrill_email ?? "").trim() : "",
    firstName: kyc.kind === "company" ? "" : (first ?? ""),
    lastName: kyc.kind === "company" ? "" : rest.join(" "),
    companyName: kyc.kind === "company" ? holderName : "",
    isCompanyKyc: kyc.kind === "company",
    idempotencyKey: key ?? null,
  };
  const [inserted] = await deps.db.insert(p2pAds).values(values).onConflictDoNothing().returning();
  if (inserted) return { ad: inserted, replayed: false };
  // Only the idempotency index can conflict: a concurrent request with the same key won.
  const winner = key ? await findByKey(deps.db, account, key) : undefined;
  if (!winner) throw new AppError(ErrorCode.Conflict, P2P_MESSAGES.requestFailed);
  return { ad: winner, replayed: true };
}

/** The location asked for, else the KYC country when it is an active P2P country, else US (spec §5). */
function pickLocation(asked: string | undefined, kyc: KycApproval, active: string[]): string {
  const given = asked?.trim().toUpperCase();
  if (given) return given;
  if (kyc.country && active.includes(kyc.country)) return kyc.country;
  return DEFAULT_AD_LOCATION;
}

async function findByKey(db: Database, account: string, key: string): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(p2pAds)
    .where(and(eq(p2pAds.account, account), eq(p2pAds.idempotencyKey, key)));
  return row;
}
