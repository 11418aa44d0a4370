import { createHash } from "node:crypto";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import { checkoutOrders, checkoutWatchCursors } from "../../db/schema";
import type { JobQueue } from "../jobs/job-queue";
import type { LedgerPayment, PaymentRecorder } from "./payment-recorder";

export const WATCH_JOB = "checkout.watch";
const ZWatchJob = z.object({ address: z.string().min(1).max(56) });
/** Seconds between reads while an order waits for payment, and while only late or extra payments may come. */
const ACTIVE_INTERVAL_S = 2;
const IDLE_INTERVAL_S = 30;
const PAGE = 200;
const PAGES_PER_RUN = 10;

function slotJobId(address: string, at: number): string {
  const hex = createHash("sha256").update(`checkout-watch:${address}:${at}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Reads each receiving account's payments from Horizon from a persisted cursor and records those to orders'
 * muxed addresses. A job per account and time slot (fixed job ids, so ticks are never duplicated across processes
 * or restarts): every 2 s while one of its orders is unpaid, every 30 s while only monitoring windows are open,
 * and not at all once every window closed — a new order starts it again.
 */
export class PaymentWatcher {
  constructor(
    private readonly options: {
      db: Database;
      horizon: Horizon.Server;
      jobs: JobQueue;
      recorder: PaymentRecorder;
      log: FastifyBaseLogger;
    },
  ) {}

  defineJobs(): void {
    this.options.jobs.define(WATCH_JOB, ZWatchJob, ({ address }) => this.tick(address), {
      retryLimit: 5,
      retryDelay: 2,
      expireInSeconds: 120,
    });
  }

  /** Starts (or joins) the account's watch at the next slot. */
  async kick(address: string, intervalS = ACTIVE_INTERVAL_S): Promise<void> {
    const at = Math.ceil(Date.now() / 1000 / intervalS) * intervalS;
    await this.options.jobs.send(
      WATCH_JOB,
      { address },
      { id: slotJobId(address, at), startAfter: new Date(at * 1000) },
    );
  }

  /** Every account with an order whose monitoring window is still open (after a restart). */
  async resume(): Promise<void> {
    const rows = await this.options.db
      .selectDistinct({ address: checkoutOrders.receivingAddress })
      .from(checkoutOrders)
      .where(gt(checkoutOrders.monitoringUntil, new Date()));
    for (const row of rows) await this.kick(row.address);
  }

  /** Sets the cursor to the account's newest payment if the account has none yet (orders start after it). */
  async ensureCursor(address: string): Promise<void> {
    const [existing] = await this.options.db
      .select()
      .from(checkoutWatchCursors)
      .where(eq(checkoutWatchCursors.receivingAddress, address));
    if (existing) return;
    let cursor = "0";
    try {
      const page = await this.options.horizon.payments().forAccount(address).order("desc").limit(1).call();
      cursor = page.records[0]?.paging_token ?? "0";
    } catch {
      // An account Horizon does not know yet has no payments: read from the start.
    }
    await this.options.db
      .insert(checkoutWatchCursors)
      .values({ receivingAddress: address, cursor })
      .onConflictDoNothing();
  }

  async tick(address: string): Promise<void> {
    try {
      await this.scan(address);
    } catch (error) {
      // Horizon down or a page that failed to record: the cursor stayed where it was, so the next tick reads the
      // same payments again. The watch goes on rather than dying with the job's retries.
      this.options.log.warn({ err: error, address }, "checkout watcher tick failed; trying again next tick");
    }
    const open = await this.options.db
      .select({ state: checkoutOrders.state })
      .from(checkoutOrders)
      .where(
        and(eq(checkoutOrders.receivingAddress, address), gt(checkoutOrders.monitoringUntil, new Date())),
      );
    if (open.length === 0) return;
    const unpaid = open.some((row) => row.state === "new" || row.state === "processing");
    await this.kick(address, unpaid ? ACTIVE_INTERVAL_S : IDLE_INTERVAL_S);
  }

  /** Reads and records new payments, advancing the cursor only past payments that were recorded. */
  async scan(address: string): Promise<number> {
    const { db, horizon, recorder } = this.options;
    await this.ensureCursor(address);
    let seen = 0;
    for (let page = 0; page < PAGES_PER_RUN; page++) {
      const [row] = await db
        .select()
        .from(checkoutWatchCursors)
        .where(eq(checkoutWatchCursors.receivingAddress, address));
      const cursor = row?.cursor ?? "0";
      let records: LedgerPayment[];
      try {
        const answer = await horizon
          .payments()
          .forAccount(address)
          .cursor(cursor)
          .order("asc")
          .limit(PAGE)
          .call();
        records = answer.records as unknown as LedgerPayment[];
      } catch (error) {
        throw new Error(`could not read the payments of ${address}`, { cause: error });
      }
      for (const record of records) {
        if (await recorder.record(record)) seen += 1;
      }
      const last = records.at(-1);
      if (last) {
        await db
          .update(checkoutWatchCursors)
          .set({ cursor: last.paging_token, updatedAt: new Date() })
          .where(
            and(
              eq(checkoutWatchCursors.receivingAddress, address),
              // Never move a cursor backwards when two runs overlap.
              sql`${checkoutWatchCursors.cursor}::numeric < ${last.paging_token}::numeric`,
            ),
          );
      }
      if (records.length < PAGE) break;
    }
    return seen;
  }
}
