import { nextPayoutStatus, PayoutStatus, type TNewNotification, type TResultCodes } from "@sextant/core";
import { Asset, type Horizon, type Keypair, Memo, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { referralRewards } from "../../db/schema";
import { networkFees } from "../fees/network-fees";
import { findTransaction } from "../swap/ledger-transaction";
import { scanFeePayments } from "./fee-scan";
import { ledgerNow } from "./ledger-time";

/** Seconds (by ledger time) a signed payout stays valid; past that unapplied, it is signed again. */
export const PAYOUT_VALID_SECONDS = 300;
const BATCH = 50;
/** Ledger refusals that another attempt would not change: the reward is marked failed for an administrator. */
const FINAL_OPERATION_CODES = ["op_no_trust", "op_no_destination", "op_not_authorized", "op_line_full"];

type RewardRow = typeof referralRewards.$inferSelect;

function resultCodesOf(error: unknown): TResultCodes | undefined {
  const response = (
    error as { response?: { status?: number; data?: { extras?: { result_codes?: TResultCodes } } } }
  ).response;
  return response?.status === 400 ? response.data?.extras?.result_codes : undefined;
}

function assetOf(id: string): Asset {
  if (id === "XLM") return Asset.native();
  const [code = "", issuer = ""] = id.split(":");
  return new Asset(code, issuer);
}

export interface PayoutDeps {
  db: Database;
  horizon: Horizon.Server;
  networkPassphrase: string;
  feeKeypair: Keypair;
  log: FastifyBaseLogger;
  /** Tells the referrer about a paid share (the bell); a failure there never undoes the payment. */
  notify?: (input: TNewNotification) => Promise<unknown>;
}

/**
 * The referral payout pass: scans new fee payments into rewards, then pays every reward still owed from the fee
 * account. Each payout is signed and stored (`pending` → `submitting`, a conditional update) before it is
 * submitted; a stored one is resubmitted as it is until the ledger shows it (→ `paid`), refuses it for good
 * (→ `failed`), or its time bound passes unapplied (→ `pending`, signed again). So a reward is paid at most once,
 * whatever crashes or second processes do. Passes of one process run one after the other (one fee account, one
 * sequence number).
 */
export class ReferralPayouts {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: PayoutDeps) {}

  run(): Promise<{ feePayments: number; rewarded: number; paid: number; failed: number }> {
    const pass = this.queue.then(() => this.pass());
    this.queue = pass.catch(() => undefined);
    return pass;
  }

  private async pass() {
    const { db, horizon, feeKeypair } = this.deps;
    const scanned = await scanFeePayments({ db, horizon, feeAccount: feeKeypair.publicKey() });
    let paid = 0;
    let failed = 0;
    const rows = await db
      .select()
      .from(referralRewards)
      .where(inArray(referralRewards.status, [PayoutStatus.Pending, PayoutStatus.Submitting]))
      // Stored envelopes first: they hold the fee account's next sequence numbers.
      .orderBy(desc(referralRewards.status), asc(referralRewards.id))
      .limit(BATCH);
    for (const row of rows) {
      try {
        const outcome = await this.settle(row);
        if (outcome === PayoutStatus.Paid) paid++;
        if (outcome === PayoutStatus.Failed) failed++;
      } catch (error) {
        // No answer from the ledger: the stored envelope is resubmitted as it is on the next pass, and nothing
        // new is signed meanwhile (it would take the sequence number the stored one still waits for).
        this.deps.log.warn({ err: error, reward: row.id }, "referral payout postponed");
        break;
      }
    }
    return { ...scanned, paid, failed };
  }

  private async settle(row: RewardRow): Promise<string> {
    let current = row;
    if (current.status === PayoutStatus.Pending) {
      const claimed = await this.sign(current);
      if (!claimed) return "skipped";
      current = claimed;
    }
    return this.submit(current);
  }

  /** Signs the payout and stores it with the claim; undefined when another pass claimed the reward first. */
  private async sign(row: RewardRow): Promise<RewardRow | undefined> {
    const { db, horizon, feeKeypair, networkPassphrase } = this.deps;
    const source = await horizon.loadAccount(feeKeypair.publicKey());
    const fees = await networkFees(horizon);
    const maxTime = Math.floor((await ledgerNow(horizon)).getTime() / 1000) + PAYOUT_VALID_SECONDS;
    const tx = new TransactionBuilder(source, { fee: String(fees.medium), networkPassphrase })
      .addOperation(
        Operation.payment({ destination: row.referrer, asset: assetOf(row.asset), amount: row.amount }),
      )
      .addMemo(Memo.text(`referral ${row.id}`))
      .setTimebounds(0, maxTime)
      .build();
    tx.sign(feeKeypair);
    const next = nextPayoutStatus(PayoutStatus.Pending, "signed") ?? PayoutStatus.Submitting;
    const [claimed] = await db
      .update(referralRewards)
      .set({
        status: next,
        payoutTxHash: Buffer.from(tx.hash()).toString("hex"),
        payoutXdr: tx.toEnvelope().toXDR("base64"),
        updatedAt: new Date(),
      })
      .where(and(eq(referralRewards.id, row.id), eq(referralRewards.status, PayoutStatus.Pending)))
      .returning();
    return claimed;
  }

  /** Submits the stored envelope as it is and records what the ledger says. */
  private async submit(row: RewardRow): Promise<string> {
    const { horizon, networkPassphrase } = this.deps;
    const hash = row.payoutTxHash;
    const xdr = row.payoutXdr;
    if (!hash || !xdr) return this.move(row, "expired", "");
    const onLedger = await findTransaction(horizon, hash);
    if (onLedger) return this.afterApplied(row, onLedger.successful);
    try {
      const envelope = TransactionBuilder.fromXDR(xdr, networkPassphrase);
      await horizon.submitTransaction(envelope, { skipMemoRequiredCheck: true });
      return this.move(row, "confirmed", "");
    } catch (error) {
      const codes = resultCodesOf(error);
      if (!codes) throw error;
      const applied = await findTransaction(horizon, hash);
      if (applied) return this.afterApplied(row, applied.successful, codes);
      const final = codes.operations?.some((code) => FINAL_OPERATION_CODES.includes(code));
      if (final) return this.move(row, "refused", codes.operations?.join(", ") ?? "");
      // Rejected before the ledger (sequence taken, time bound passed, …): nothing was paid; sign again later.
      return this.move(row, "expired", codes.transaction ?? "");
    }
  }

  private afterApplied(row: RewardRow, successful: boolean, codes?: TResultCodes): Promise<string> {
    if (successful) return this.move(row, "confirmed", "");
    return this.move(row, "refused", codes?.operations?.join(", ") ?? "the payout failed on the ledger");
  }

  private async move(
    row: RewardRow,
    event: "confirmed" | "refused" | "expired",
    error: string,
  ): Promise<string> {
    const next = nextPayoutStatus(PayoutStatus.Submitting, event);
    if (!next) return row.status;
    const expired = next === PayoutStatus.Pending;
    const moved = await this.deps.db
      .update(referralRewards)
      .set({
        status: next,
        error,
        updatedAt: new Date(),
        ...(next === PayoutStatus.Paid ? { paidAt: new Date() } : {}),
        ...(expired ? { payoutTxHash: null, payoutXdr: null } : {}),
      })
      .where(
        and(
          eq(referralRewards.id, row.id),
          eq(referralRewards.status, PayoutStatus.Submitting),
          eq(referralRewards.payoutTxHash, row.payoutTxHash ?? ""),
        ),
      )
      .returning({ id: referralRewards.id });
    if (moved.length === 1 && next === PayoutStatus.Paid) {
      await this.deps
        .notify?.({
          account: row.referrer,
          title: "Referral reward",
          text: `${row.amount} ${row.coinCode}: your level ${row.level} share of a referred account's fee.`,
          path: "/profileScreen?section=refer",
          objectId: String(row.id),
        })
        .catch((error: unknown) => this.deps.log.warn({ err: error }, "referral notification failed"));
    }
    return next;
  }
}

/** An administrator gives a failed reward another attempt. */
export async function retryReward(db: Database, id: number): Promise<boolean> {
  const next = nextPayoutStatus(PayoutStatus.Failed, "retry") ?? PayoutStatus.Pending;
  const updated = await db
    .update(referralRewards)
    .set({ status: next, payoutTxHash: null, payoutXdr: null, error: "", updatedAt: new Date() })
    .where(and(eq(referralRewards.id, id), eq(referralRewards.status, PayoutStatus.Failed)))
    .returning({ id: referralRewards.id });
  return updated.length === 1;
}
