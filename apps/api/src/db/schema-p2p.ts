// Tables of the p2p module (re-exported by schema.ts).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * P2P countries (spec doc 2 §3 'Country'): the currency and the USD exchange rate (units of the currency per USD)
 * the admin keeps. A country's reference price of an asset is the asset's USD price × this rate.
 */
export const p2pCountries = pgTable("p2p_countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  usdRate: numeric("usd_rate", { precision: 30, scale: 10 }).notNull(),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The P2P spread and fees per asset; percents are percentages ("0.1" = 0.1 %). */
export const p2pFeeLevels = pgTable("p2p_fee_levels", {
  assetCode: text("asset_code").primaryKey(),
  priceSpreadPercent: numeric("price_spread_percent", { precision: 10, scale: 4 }).notNull().default("0"),
  buyerFeeFixed: numeric("buyer_fee_fixed", { precision: 20, scale: 7 }).notNull().default("0"),
  buyerFeePercent: numeric("buyer_fee_percent", { precision: 10, scale: 4 }).notNull().default("0"),
  sellerFeeFixed: numeric("seller_fee_fixed", { precision: 20, scale: 7 }).notNull().default("0"),
  sellerFeePercent: numeric("seller_fee_percent", { precision: 10, scale: 4 }).notNull().default("0"),
});

/**
 * P2P ads (spec doc 2 §3 'Ad'). Amounts are stroops and prices units of 10^-7 of the currency (bigint), so a
 * trade reserves from `available_amount` with one conditional update. The owner's KYC name is copied in at
 * creation: the lists need no join, and an ad keeps the name it was posted under.
 */
export const p2pAds = pgTable(
  "p2p_ads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    assetCode: text("asset_code").notNull(),
    assetIssuer: text("asset_issuer").notNull().default(""),
    account: text("account").notNull(),
    status: text("status").notNull().default("Active"),
    availableAmount: bigint("available_amount", { mode: "bigint" }).notNull(),
    totalAmount: bigint("total_amount", { mode: "bigint" }).notNull(),
    minQty: bigint("min_qty", { mode: "bigint" }).notNull(),
    maxQty: bigint("max_qty", { mode: "bigint" }).notNull(),
    unitPrice: bigint("unit_price", { mode: "bigint" }).notNull(),
    unitPriceMax: bigint("unit_price_max", { mode: "bigint" }).notNull(),
    referencePrice: bigint("reference_price", { mode: "bigint" }).notNull(),
    /** The ad's unit price in USD (unit price ÷ the country's rate), 7 places. */
    usdPrice: bigint("usd_price", { mode: "bigint" }).notNull(),
    priceSpread: numeric("price_spread", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    location: text("location").notNull(),
    timeFrame: integer("time_frame").notNull(),
    paymentMethod: text("payment_method").notNull(),
    bankName: text("bank_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    bankAccountTitle: text("bank_account_title").notNull().default(""),
    payoneerEmail: text("payoneer_email").notNull().default(""),
    skrillEmail: text("skrill_email").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    isCompanyKyc: boolean("is_company_kyc").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("p2p_ads_account_idempotency").on(t.account, t.idempotencyKey),
    // The public lists: listed ads only (spec §4), best price first, keyset-paged on (unit_price, id).
    index("p2p_ads_listed_by_location")
      .on(t.assetCode, t.type, t.location, t.unitPrice, t.id)
      .where(sql`"status" = 'Active' AND "available_amount" > 0 AND "available_amount" >= "min_qty"`),
    index("p2p_ads_listed")
      .on(t.assetCode, t.type, t.unitPrice, t.id)
      .where(sql`"status" = 'Active' AND "available_amount" > 0 AND "available_amount" >= "min_qty"`),
    index("p2p_ads_account").on(t.account, t.id),
  ],
);
