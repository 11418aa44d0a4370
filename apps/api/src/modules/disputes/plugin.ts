import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { FeatureContext } from "../feature-context";
import { defineRepeatingJob } from "../jobs/repeating-job";
import { onTradeChange } from "../p2p-trades/trade-announce";
import { tradeEscrowService } from "../p2p-trades/trade-escrow";
import { adminDisputeRoutes } from "./admin-dispute-routes";
import { DISPUTE_DEADLINE_JOB, ensureDisputeCase, syncDisputeCases } from "./dispute-cases";
import { finishPendingRulings, runDisputeDeadline } from "./dispute-ruling";
import { partyDisputeRoutes } from "./party-dispute-routes";

/** The sync of cases with their trades: new disputes, the seller's concessions, rulings whose money is pending. */
export const DISPUTE_SYNC_JOB = "disputes.sync";
/**
 * Seconds between two syncs. A case is made at once after the status change (`onTradeChange`) and synced when
 * the desk lists its queue; the sync is the fallback for a change whose listener failed or a crash in between,
 * and carries rulings whose money has not arrived.
 */
export const DISPUTE_SYNC_EVERY = 60;

/** Disputes of P2P trades and the admin dispute desk (docs/disputes.md). */
export async function disputesModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  const escrow = tradeEscrowService(api, context.keys);
  onTradeChange(api, async (app, row) => {
    if (row.status === "Disputed") await ensureDisputeCase(app, row);
    // The seller conceded ('I have received' while disputed): the case is closed as conceded.
    else if (row.disputeState === "resolved") await syncDisputeCases(app);
  });
  api.jobs.define(
    DISPUTE_DEADLINE_JOB,
    z.object({ tradeId: z.number().int().positive() }),
    async ({ tradeId }) => {
      const outcome = await runDisputeDeadline(api, escrow, tradeId);
      // Early (clocks apart): come back in a minute rather than drop the case.
      if (outcome === "not_due") await api.jobs.send(DISPUTE_DEADLINE_JOB, { tradeId }, { startAfter: 60 });
    },
    { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  );
  defineRepeatingJob(api, DISPUTE_SYNC_JOB, DISPUTE_SYNC_EVERY, async () => {
    await syncDisputeCases(api);
    await finishPendingRulings(api, escrow);
  });
  await api.register(adminDisputeRoutes, { prefix: "/admin/disputes", escrow });
  await api.register(partyDisputeRoutes, { prefix: "/p2p/disputes", escrow });
}
