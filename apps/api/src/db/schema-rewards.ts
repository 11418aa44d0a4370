// Tables of the rewards module (re-exported by schema.ts): zakat and multi-level referrals.
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The operator's zakat configuration: one row (id 1), written by an administrator; absent → the defaults. */
export const zakatSettings = pgTable("zakat_settings", {
  id: integer("id").primaryKey(),
  percentage: numeric("percentage", { precision: 7, scale: 4 }).notNull(),
  /** The account zakat payments go to (distAccount). */
  zakatAddress: text("zakat_address").notNull(),
  isZakatEnabled: boolean("is_zakat_enabled").notNull(),
  /** The Nisab as a USD value, and what it is the value of (e.g. "85 g of gold"). */
  nisabUsd: numeric("nisab_usd", { precision: 14, scale: 2 }).notNull(),
  nisabBasis: text("nisab_basis").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who agreed to pay zakat (the terms dialog); `enabled` false after opting out. */
export const zakatOptIns = pgTable("zakat_opt_ins", {
  account: text("account").primaryKey(),
  enabled: boolean("enabled").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One asset's zakat of one Hijri year for one account, written by the zakat check in Ramadan (at most once per
 * account, asset and Hijri year) and marked paid once its payment is found on the ledger.
 */
export const zakatRecords = pgTable(
  "zakat_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    coinCode: text("coin_code").notNull(),
    /** "XLM" or "CODE:ISSUER". */
    asset: text("asset").notNull(),
    totalAmount: numeric("total_amount", { precision: 26, scale: 7 }).notNull(),
    zakatAmount: numeric("zakat_amount", { precision: 26, scale: 7 }).notNull(),
    zakatPercentage: numeric("zakat_percentage", { precision: 7, scale: 4 }).notNull(),
    /** Gregorian year of 1 Ramadan (what the history's dropdown filters by). */
    year: integer("year").notNull(),
    hijriYear: integer("hijri_year").notNull(),
    /** unpaid → paid (core `nextZakatStatus`). */
    status: text("status").notNull().default("unpaid"),
    distAccount: text("dist_account").notNull(),
    memo: text("memo").notNull(),
    stellarTxId: text("stellar_tx_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("zakat_records_account_asset_year").on(t.account, t.asset, t.hijriYear),
    uniqueIndex("zakat_records_tx").on(t.stellarTxId),
    index("zakat_records_account_year").on(t.account, t.year),
  ],
);

/**
 * Accounts whose holdings were weighed for a Hijri year's zakat: each is weighed once, at the first check of
 * Ramadan, so what arrives later in the month is not charged and the check does not reload every balance.
 */
export const zakatYearChecks = pgTable(
  "zakat_year_checks",
  {
    account: text("account").notNull(),
    hijriYear: integer("hijri_year").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.hijriYear] })],
);

/** Each account's referral code (made on first ask). */
export const referralCodes = pgTable("referral_codes", {
  account: text("account").primaryKey(),
  code: text("code").notNull().unique("referral_codes_code"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who referred whom (level 1 only; higher levels follow the links). An account is referred at most once. */
export const referrals = pgTable(
  "referrals",
  {
    referred: text("referred").primaryKey(),
    referrer: text("referrer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referrals_referrer").on(t.referrer)],
);

/** The referral shares of each fee by level (percent), one row (id 1); absent → the defaults. */
export const referralSettings = pgTable("referral_settings", {
  id: integer("id").primaryKey(),
  level1Share: numeric("level1_share", { precision: 7, scale: 4 }).notNull(),
  level2Share: numeric("level2_share", { precision: 7, scale: 4 }).notNull(),
  level3Share: numeric("level3_share", { precision: 7, scale: 4 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** How far the payout scan has read the fee account's payments (Horizon paging token), per fee account. */
export const referralScan = pgTable("referral_scan", {
  feeAccount: text("fee_account").primaryKey(),
  cursor: text("cursor").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referrer's share of one fee payment at one level: created once (unique per fee payment and level), paid
 * from the fee account. The signed payout envelope is stored before it is submitted and resubmitted as it is.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Horizon's id of the fee payment operation. */
    feePaymentId: text("fee_payment_id").notNull(),
    feeTxHash: text("fee_tx_hash").notNull(),
    referred: text("referred").notNull(),
    referrer: text("referrer").notNull(),
    level: integer("level").notNull(),
    /** "XLM" or "CODE:ISSUER", and its code. */
    asset: text("asset").notNull(),
    coinCode: text("coin_code").notNull(),
    feeAmount: numeric("fee_amount", { precision: 26, scale: 7 }).notNull(),
    amount: numeric("amount", { precision: 26, scale: 7 }).notNull(),
    /** pending → submitting → paid, or failed (core `nextPayoutStatus`). */
    status: text("status").notNull().default("pending"),
    payoutTxHash: text("payout_tx_hash"),
    payoutXdr: text("payout_xdr"),
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referral_rewards_payment_level").on(t.feePaymentId, t.level),
    index("referral_rewards_referrer").on(t.referrer, t.id),
    index("referral_rewards_status").on(t.status),
  ],
);
