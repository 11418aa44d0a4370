import { randomBytes } from "node:crypto";
import {
  isReferralCode,
  isValidPublicKey,
  maskEmail,
  referralCodeFrom,
  referredTree,
  type TReferralEntry,
  type TReferralFeeEntry,
} from "@sextant/core";
import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { referralCodes, referralRewards, referrals, registeredAccounts } from "../../db/schema";
import { readKycApproval } from "../kyc/kyc-approval";
import { isUniqueViolation } from "../trade-fees/trade-fee-records";

/** "GABC…WXYZ": an account as lists show it when no e-mail is known. */
export function shortAccount(account: string): string {
  return account.length > 12 ? `${account.slice(0, 4)}…${account.slice(-4)}` : account;
}

/** The account's referral code, made on first ask (a clash of random codes is retried). */
export async function referralCodeOf(db: Database, account: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.account, account));
    if (existing) return existing.code;
    try {
      await db
        .insert(referralCodes)
        .values({ account, code: referralCodeFrom(randomBytes(16)) })
        .onConflictDoNothing({ target: referralCodes.account });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not make a referral code");
}

/** The account a referral (a code, or a referrer's public key) names, or undefined when it names none. */
export async function resolveReferrer(db: Database, referral: string): Promise<string | undefined> {
  const value = referral.trim();
  if (isValidPublicKey(value)) {
    // A key names a referrer only when it is a registered wallet of this product (rewards are paid to it).
    const [known] = await db
      .select({ publicKey: registeredAccounts.publicKey })
      .from(registeredAccounts)
      .where(eq(registeredAccounts.publicKey, value));
    return known?.publicKey;
  }
  const code = value.toUpperCase();
  if (!isReferralCode(code)) return undefined;
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  return row?.account;
}

/**
 * POST /accounts/create's referral: links `referred` to the account `referral` names, once — the first
 * registration's referral stands, an account never refers itself, and a link that would close a loop is ignored.
 * Answers the referrer recorded (or undefined).
 */
export async function recordReferral(
  db: Database,
  referred: string,
  referral: string | null | undefined,
): Promise<string | undefined> {
  if (!referral) return undefined;
  const referrer = await resolveReferrer(db, referral);
  if (!referrer || referrer === referred) return undefined;
  // Walk up from the referrer: if `referred` is already above it, the link would make a loop.
  let current: string | undefined = referrer;
  for (let hop = 0; current && hop < 10; hop++) {
    if (current === referred) return undefined;
    const [up] = await db.select().from(referrals).where(eq(referrals.referred, current));
    current = up?.referrer;
  }
  const inserted = await db
    .insert(referrals)
    .values({ referred, referrer })
    .onConflictDoNothing()
    .returning({ referrer: referrals.referrer });
  return inserted[0]?.referrer;
}

/** The account's referrer, if any. */
export async function referrerOf(db: Database, account: string): Promise<string | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.referred, account));
  return row?.referrer;
}

/** What a referred person is shown as: the masked e-mail of their KYC (verified), else a shortened account. */
async function referredLabel(db: Database, account: string): Promise<string> {
  const kyc = await readKycApproval(db, account).catch(() => null);
  return kyc?.email ? maskEmail(kyc.email) : shortAccount(account);
}

/** GET /referral/getAll: who `account` referred, at levels 1 to 3 (spec: levels shown are below 4). */
export async function referralsOf(db: Database, account: string): Promise<TReferralEntry[]> {
  // Three levels: read them level by level, each one query.
  const children = new Map<string, string[]>();
  const createdAt = new Map<string, Date>();
  let frontier = [account];
  for (let level = 1; level <= 3 && frontier.length > 0; level++) {
    const rows = await db.select().from(referrals).where(inArray(referrals.referrer, frontier));
    for (const row of rows) {
      children.set(row.referrer, [...(children.get(row.referrer) ?? []), row.referred]);
      createdAt.set(row.referred, row.createdAt);
    }
    frontier = rows.map((row) => row.referred);
  }
  const tree = referredTree(account, (parent) => children.get(parent) ?? []);
  return Promise.all(
    tree.map(async (entry) => ({
      referralLevelId: entry.level,
      referredTo: await referredLabel(db, entry.account),
      createdAt: (createdAt.get(entry.account) ?? new Date()).toISOString(),
    })),
  );
}

/** POST /referral/getReferralFeeHistory: the shares of fees owed or paid to `account`, newest first. */
export async function referralFeeHistoryOf(db: Database, account: string): Promise<TReferralFeeEntry[]> {
  const rows = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referrer, account))
    .orderBy(desc(referralRewards.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    referralAccount: shortAccount(row.referred),
    level: row.level,
    amount: row.amount,
    coinCode: row.coinCode,
    status: row.status as TReferralFeeEntry["status"],
    txHash: row.payoutTxHash,
    createdAt: row.createdAt.toISOString(),
  }));
}
