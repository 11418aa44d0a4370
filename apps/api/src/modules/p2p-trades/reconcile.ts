import { ErrorCode, fromStroops, isFinalTradeStatus, type TTradeStatus, tradeDeadlines } from "@sextant/core";
import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { escrowAccounts, escrowReconcileRuns, trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowRow, EscrowService } from "../escrow/escrow-service";
import type { EscrowOutcomeKind } from "../escrow/escrow-transactions";
import { afterTradeChange } from "./trade-announce";
import { TRADE_ESCROW_PURPOSE } from "./trade-escrow";
import { applyTradeAction, type TradeRow, tradeFactsOf } from "./trade-transition";

/** One thing that does not add up: never moved, shown to administrators until it does. */
export interface EscrowReconcileProblem {
  escrowId: number;
  escrowAccountId: string;
  /** The owning trade's id, or null for an escrow of another purpose. */
  tradeId: string | null;
  message: string;
}

/** What one reconciler run did. */
export interface EscrowReconcileReport {
  runId: number;
  startedAt: string;
  finishedAt: string;
  /** Escrows looked at. */
  checked: number;
  /** Outcomes built, stored and submitted by this run (a final trade whose escrow was still funded). */
  settled: number;
  /** Stored outcome envelopes submitted again as they are. */
  resubmitted: number;
  /** Fundings found on the ledger that no one had confirmed. */
  confirmed: number;
  /** Outcomes found applied on the ledger whose answer had been lost. */
  recorded: number;
  /** Escrows never funded, closed and merged back into the sponsor. */
  reclaimed: number;
  problems: EscrowReconcileProblem[];
}

export type ReconcileTrigger = "start" | "schedule" | "admin";

/**
 * The escrow reconciler (docs/escrow.md 'Reconciler'): for every escrow not yet found finished on the ledger,
 * compares the database, the owning trade and the ledger, and repairs what a crash at any point could have left —
 * always through the same idempotent steps the routes use, so it can run at any moment, twice at once, or after
 * another crash:
 *
 * - an outcome stored but without a recorded answer: its hash is read on the ledger and recorded, else the stored
 *   envelope is submitted again as it is (never a second one);
 * - a funded escrow whose trade is final: Completed → the release, Cancelled → the refund,
 *   Cancelled_With_Holded_Funds → the refund once its 24 h are over;
 * - an escrow the seller funded on the ledger but never confirmed: confirmed (the full read-back), then the trade
 *   accepted if still pending and in time, else expired and refunded;
 * - an escrow left `opening` by a crash after its setup applied: `open` with its sequence;
 * - anything that does not add up (a balance other than what E must hold, other signers, a missing signature) is
 *   a problem in the report, never a move.
 *
 * Stores the run (escrow_reconcile_runs) and answers its report.
 */
export async function reconcileEscrows(
  app: FastifyInstance,
  escrow: EscrowService,
  now: Date = new Date(),
  trigger: ReconcileTrigger = "schedule",
): Promise<EscrowReconcileReport> {
  const db = app.database.db;
  const startedAt = new Date();
  const report: Omit<EscrowReconcileReport, "runId" | "finishedAt"> = {
    startedAt: startedAt.toISOString(),
    checked: 0,
    settled: 0,
    resubmitted: 0,
    confirmed: 0,
    recorded: 0,
    reclaimed: 0,
    problems: [],
  };
  let failure: string | null = null;
  try {
    const rows = await escrow.listUnreconciled();
    const tradeIds = rows
      .filter((row) => row.purpose === TRADE_ESCROW_PURPOSE)
      .map((row) => Number(row.reference))
      .filter(Number.isSafeInteger);
    const owners = new Map<number, TradeRow>();
    if (tradeIds.length > 0) {
      for (const trade of await db.select().from(trades).where(inArray(trades.id, tradeIds)))
        owners.set(trade.id, trade);
    }
    for (const row of rows) {
      report.checked += 1;
      const trade = row.purpose === TRADE_ESCROW_PURPOSE ? owners.get(Number(row.reference)) : undefined;
      const problem = (message: string) =>
        report.problems.push({
          escrowId: row.id,
          escrowAccountId: row.accountId,
          tradeId: row.purpose === TRADE_ESCROW_PURPOSE ? row.reference : null,
          message,
        });
      try {
        await reconcileOne(app, escrow, row, trade, now, report, problem);
      } catch (error) {
        problem(`could not be checked: ${describe(error)}`);
      }
    }
    await checkHeldTrades(app, escrow, report);
  } catch (error) {
    failure = describe(error);
    app.log.warn({ err: error }, "escrow reconciliation stopped");
  }
  const [run] = await db
    .insert(escrowReconcileRuns)
    .values({
      startedAt,
      finishedAt: new Date(),
      trigger,
      checked: report.checked,
      settled: report.settled,
      resubmitted: report.resubmitted,
      confirmed: report.confirmed,
      recorded: report.recorded,
      reclaimed: report.reclaimed,
      problems: report.problems,
      error: failure,
    })
    .returning();
  if (!run) throw new Error("the reconciliation run was not stored");
  if (failure) throw new Error(`escrow reconciliation stopped: ${failure}`);
  return { ...report, runId: run.id, finishedAt: (run.finishedAt ?? new Date()).toISOString() };
}

type Counts = Pick<EscrowReconcileReport, "settled" | "resubmitted" | "confirmed" | "recorded" | "reclaimed">;

async function reconcileOne(
  app: FastifyInstance,
  escrow: EscrowService,
  initial: EscrowRow,
  trade: TradeRow | undefined,
  now: Date,
  counts: Counts,
  problem: (message: string) => void,
): Promise<void> {
  let row = initial;
  const isTrade = row.purpose === TRADE_ESCROW_PURPOSE;
  if (isTrade && !trade) {
    problem("its trade does not exist");
    return;
  }
  const status = trade?.status as TTradeStatus | undefined;
  const tradeEnded = status !== undefined && isFinalTradeStatus(status);

  // 1. An outcome was stored: it is the one, whatever happens next. Record it if it applied, else resubmit it.
  const stored = await escrow.outcomeOf(row);
  if (stored && (stored.status !== "applied" || row.status === "funded")) {
    if (await escrow.recordIfApplied(row, stored)) counts.recorded += 1;
    else {
      const { applied } = await escrow.settle(row, stored.kind as EscrowOutcomeKind);
      counts.resubmitted += 1;
      if (!applied) {
        problem(
          `its ${stored.kind} was submitted again and did not apply: ${stored.lastError ?? "no answer"}`,
        );
        return;
      }
    }
    row = await escrow.reload(row);
  }

  // 2. Settled: E must be gone from the ledger (every outcome ends by merging it).
  if (row.status === "released" || row.status === "refunded") {
    // The outcome must be the one the trade's end allows: Completed → released, cancelled → refunded.
    const expected = status === "Completed" ? "released" : tradeEnded ? "refunded" : null;
    if (isTrade && expected !== null && row.status !== expected) {
      problem(`the escrow was ${row.status} but the trade is ${status}`);
      return;
    }
    const held = await escrow.onLedger(row);
    // E gone — or re-created by someone else after the merge (a new account, its own key in control): not ours.
    if (held === null || (await escrow.isRecreated(row))) await escrow.markReconciled(row);
    else
      problem(
        `the escrow was ${row.status} but still exists on the ledger holding ${fromStroops(held.balance)}`,
      );
    return;
  }

  // 3. Closed unfunded, its E not yet seen merged (a reclaim cut short): merge it now.
  if (row.status === "closed") {
    if (!(await escrow.reclaimClosed(row))) row = await escrow.reload(row);
    else return;
  }

  // 4. Not created yet, or created by a setup whose answer was lost.
  if (row.status === "opening") {
    row = await escrow.recoverOpening(row);
    if (row.status === "opening") {
      // Its funding was never handed out (that needs E's sequence), so nothing can be in it: closed once quiet.
      await escrow.reclaimUnfunded(row, now);
      return;
    }
  }

  // 5. Created, not confirmed funded: did the payer's funding apply on the ledger? If not and no funding handed
  // out can apply any more, E is closed and the sponsor's reserves come back.
  if (row.status === "open") {
    const funded = await escrow.fundedOnLedger(row);
    if (funded === null) {
      problem("the escrow account does not exist on the ledger");
      return;
    }
    if (!funded) {
      if ((await escrow.reclaimUnfunded(row, now)) === "closed") counts.reclaimed += 1;
      return;
    }
    row = await escrow.reload(row);
    const hash = await escrow.findFundingHash(row);
    const why = hash ? await escrow.fundingProblem(row, hash) : "no funding transaction from the payer";
    if (why || !hash) {
      problem(`was funded on the ledger but that cannot be confirmed as its funding: ${why}`);
      return;
    }
    row = await escrow.confirmFunding(row, hash);
    counts.confirmed += 1;
  }

  if (row.status !== "funded") return;
  if (!isTrade || !trade) {
    // Another owner (an escrow-mode order) decides its outcomes itself; here E must hold what it should.
    const why = await escrow.fundingProblem(row);
    if (why) problem(why);
    return;
  }

  // 6. Funded: the trade decides. A trade still pending was funded but never accepted.
  let current = trade;
  if (current.status === "pending_user_transfer") {
    current = await acceptOrExpire(app, current, now);
  }
  const outcome = outcomeDue(current, now);
  if (outcome === null) {
    // Held (running, disputed, or within a cancellation's 24 h): E must hold exactly its total, signers as set.
    const why = await escrow.fundingProblem(row);
    if (why) problem(why);
    return;
  }
  const signature = outcome === "release" ? row.releasePayeeSignature : row.refundPayerSignature;
  if (!signature && escrow.outcomeNeedsParty(row, outcome)) {
    problem(
      outcome === "release"
        ? "the trade is completed but the buyer has not signed the release yet"
        : "the trade ended but the seller's refund is not signed",
    );
    return;
  }
  const why = await escrow.fundingProblem(row);
  if (why) {
    problem(`the ${outcome} is due but ${why}`);
    return;
  }
  const { applied } = await escrow.settle(row, outcome);
  counts.settled += 1;
  if (!applied) problem(`its ${outcome} was submitted and did not apply yet`);
}

/**
 * A funded escrow whose trade is still pending (the seller paid, then never confirmed): accepted on the seller's
 * behalf while the 15 minutes last (it is the seller's own funding, read back in full), else expired, so the
 * refund follows.
 */
async function acceptOrExpire(app: FastifyInstance, trade: TradeRow, now: Date): Promise<TradeRow> {
  const db = app.database.db;
  const inTime = now.getTime() < tradeDeadlines(tradeFactsOf(trade)).pendingExpiresAt;
  try {
    const { after } = await applyTradeAction(db, {
      tradeId: trade.id,
      action: inTime ? "HOLD_BALANCE" : "EXPIRE",
      caller: inTime ? trade.seller : "platform",
      now,
    });
    await afterTradeChange(app, after, inTime ? trade.seller : "platform");
    return after;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.Conflict) throw error;
    // Someone else moved it meanwhile (the seller's own confirmation, a cancellation): take it as it is now.
    const [current] = await db.select().from(trades).where(eq(trades.id, trade.id));
    return current ?? trade;
  }
}

/** The outcome a trade's state allows now, or null while the funds must stay held. */
export function outcomeDue(trade: TradeRow, now: Date): EscrowOutcomeKind | null {
  switch (trade.status as TTradeStatus) {
    case "Completed":
      return "release";
    case "Cancelled":
      return "refund";
    case "Cancelled_With_Holded_Funds": {
      const due = tradeDeadlines(tradeFactsOf(trade)).heldFundsReturnAt;
      return due !== null && now.getTime() >= due ? "refund" : null;
    }
    default:
      return null;
  }
}

/** Trades that say funds are held (Started, FundsSent, Disputed) must have a funded escrow. */
async function checkHeldTrades(
  app: FastifyInstance,
  escrow: EscrowService,
  report: Pick<EscrowReconcileReport, "problems">,
): Promise<void> {
  const db = app.database.db;
  const held = await db
    .select({ id: trades.id, escrowAccountId: trades.escrowAccountId, status: escrowAccounts.status })
    .from(trades)
    // The escrow recorded on the trade (a trade that holds funds always has one).
    .leftJoin(escrowAccounts, eq(escrowAccounts.accountId, trades.escrowAccountId))
    .where(inArray(trades.status, ["Started", "FundsSent", "Disputed"]));
  for (const trade of held) {
    if (trade.status === "funded") continue;
    const row = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
    report.problems.push({
      escrowId: row?.id ?? 0,
      escrowAccountId: row?.accountId ?? trade.escrowAccountId ?? "",
      tradeId: String(trade.id),
      message: `the trade holds funds but its escrow is ${row?.status ?? "missing"}`,
    });
  }
}

/** The newest runs, newest first. */
export async function latestReconcileRuns(app: FastifyInstance, take: number) {
  return app.database.db.select().from(escrowReconcileRuns).orderBy(desc(escrowReconcileRuns.id)).limit(take);
}

function describe(error: unknown): string {
  const codes = (error as { response?: { data?: { extras?: { result_codes?: unknown } } } }).response?.data
    ?.extras?.result_codes;
  if (codes) return JSON.stringify(codes);
  return error instanceof Error ? error.message : String(error);
}
