import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { EscrowService } from "../escrow/escrow-service";
import { reconcileEscrows } from "./reconcile";

/** The escrow reconciler's durable job (docs/escrow.md 'Reconciler'). */
export const ESCROW_RECONCILE_JOB = "escrow.reconcile";
const ZReconcileJob = z.object({ trigger: z.enum(["start", "schedule"]) });

/**
 * Runs the reconciler once at every start and then every `ESCROW_RECONCILE_MINUTES`, through the job queue: each
 * run first queues the next one at the next boundary of the period, keyed by that slot on an exclusive queue, so
 * however many API processes run there is one run per slot, and a failed run still leaves the next one queued.
 * `0` minutes: never on its own (the admin's "run now" and direct calls still work).
 */
export function defineReconcileJob(app: FastifyInstance, escrow: EscrowService): void {
  // Read at each run, so a test (or an operator's restart) that sets it to 0 stops the chain at its next link.
  const periodMs = () => app.settings.escrowReconcileMinutes * 60_000;
  const queueNext = async (period: number) => {
    const slot = Math.floor(Date.now() / period) + 1;
    await app.jobs.send(
      ESCROW_RECONCILE_JOB,
      { trigger: "schedule" },
      { singletonKey: `slot-${slot}`, startAfter: new Date(slot * period) },
    );
  };
  app.jobs.define(
    ESCROW_RECONCILE_JOB,
    ZReconcileJob,
    async ({ trigger }, job) => {
      const period = periodMs();
      if (period === 0) return;
      if (job.retryCount === 0) await queueNext(period);
      const report = await reconcileEscrows(app, escrow, new Date(), trigger);
      // The sponsor is watched at every run: operators hear of it running low before an escrow is refused.
      await escrow
        .watchSponsor()
        .catch((error: unknown) => app.log.warn({ err: error }, "the escrow sponsor could not be read"));
      if (report.problems.length > 0)
        app.log.warn(
          { run: report.runId, problems: report.problems.length },
          "escrow reconciliation found problems (admin console, Escrow)",
        );
    },
    { policy: "exclusive", retryLimit: 2, retryDelay: 60, concurrency: 1, expireInSeconds: 15 * 60 },
  );
  if (periodMs() > 0) {
    app.addHook("onReady", async () => {
      await app.jobs.send(ESCROW_RECONCILE_JOB, { trigger: "start" }, { singletonKey: "start" });
    });
  }
}
