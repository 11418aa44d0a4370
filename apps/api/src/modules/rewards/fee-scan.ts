import { fromStroops, referralShare, referrerChain, toStroops } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { referralRewards, referralScan, referrals } from "../../db/schema";
import { assetOfRecord } from "./ledger-time";
import { readReferralShares } from "./reward-settings";

const PAGE = 200;

/** An incoming payment of the fee account, as the scan reads it from Horizon. */
interface FeePayment {
  id: string;
  pagingToken: string;
  txHash: string;
  from: string;
  asset: string;
  code: string;
  amount: string;
}

type PaymentRecord = Horizon.ServerApi.PaymentOperationRecord & { transaction_successful?: boolean };

/** A payment into the fee account from someone else, with the amount the fee account received. */
function incomingFee(record: Horizon.ServerApi.OperationRecord, feeAccount: string): FeePayment | undefined {
  const kinds = ["payment", "path_payment_strict_send", "path_payment_strict_receive"];
  if (!kinds.includes(record.type)) return undefined;
  const payment = record as PaymentRecord;
  if (payment.transaction_successful === false) return undefined;
  if (payment.to !== feeAccount || payment.from === feeAccount) return undefined;
  const asset = assetOfRecord(payment);
  if (!asset) return undefined;
  return {
    id: payment.id,
    pagingToken: payment.paging_token,
    txHash: payment.transaction_hash,
    from: payment.from,
    asset: asset.asset,
    code: asset.code,
    amount: payment.amount,
  };
}

/**
 * Reads the fee account's payments from the ledger after the stored cursor and writes, for each fee a referred
 * account paid, one reward per referrer level with a non-zero share (rounded down to the stroop). The rewards and
 * the cursor move in one transaction, and a reward is unique per fee payment and level, so a scan that runs twice
 * (another process, a retry after a crash) writes nothing twice. Answers how many fee payments and rewards it saw.
 */
export async function scanFeePayments(options: {
  db: Database;
  horizon: Horizon.Server;
  feeAccount: string;
}): Promise<{ feePayments: number; rewarded: number }> {
  const { db, horizon, feeAccount } = options;
  const shares = await readReferralShares(db);
  let feePayments = 0;
  let rewarded = 0;
  for (;;) {
    const [state] = await db.select().from(referralScan).where(eq(referralScan.feeAccount, feeAccount));
    const cursor = state?.cursor ?? "0";
    const page = await horizon
      .payments()
      .forAccount(feeAccount)
      .cursor(cursor)
      .order("asc")
      .limit(PAGE)
      .call()
      .catch((error: unknown) => {
        // A fee account that does not exist yet has no payments.
        if ((error as { response?: { status?: number } }).response?.status === 404) return { records: [] };
        throw error;
      });
    const records = page.records as Horizon.ServerApi.OperationRecord[];
    if (records.length === 0) break;
    const last = records.at(-1)?.paging_token ?? cursor;

    const rows: (typeof referralRewards.$inferInsert)[] = [];
    for (const record of records) {
      const fee = incomingFee(record, feeAccount);
      if (!fee) continue;
      const chain = await chainOf(db, fee.from);
      if (chain.length === 0) continue;
      feePayments++;
      for (const { level, account } of chain) {
        const amount = referralShare(toStroops(fee.amount), shares[level - 1] ?? "0");
        if (amount <= 0n) continue;
        rows.push({
          feePaymentId: fee.id,
          feeTxHash: fee.txHash,
          referred: fee.from,
          referrer: account,
          level,
          asset: fee.asset,
          coinCode: fee.code,
          feeAmount: fee.amount,
          amount: fromStroops(amount),
        });
      }
    }

    await db.transaction(async (tx) => {
      if (rows.length > 0) {
        const inserted = await tx
          .insert(referralRewards)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: referralRewards.id });
        rewarded += inserted.length;
      }
      await tx
        .insert(referralScan)
        .values({ feeAccount, cursor: last })
        .onConflictDoUpdate({
          target: referralScan.feeAccount,
          set: { cursor: last, updatedAt: new Date() },
        });
    });
    if (records.length < PAGE) break;
  }
  return { feePayments, rewarded };
}

/** The referrers of `account` by level, 1 to 3, following the stored links. */
async function chainOf(db: Database, account: string) {
  const known = new Map<string, string | undefined>();
  let current = account;
  for (let hop = 0; hop < 3; hop++) {
    const [row] = await db.select().from(referrals).where(eq(referrals.referred, current));
    known.set(current, row?.referrer);
    if (!row) break;
    current = row.referrer;
  }
  return referrerChain(account, (of) => known.get(of));
}
