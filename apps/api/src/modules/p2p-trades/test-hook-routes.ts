import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { trades } from "../../db/schema";
import type { EscrowService } from "../escrow/escrow-service";
import { returnHeldFunds } from "./trade-jobs";

const ZTradeId = z.object({ tradeId: z.coerce.number().int().positive() });

/**
 * Tests only (registered with `settings.testHooks`, i.e. `TEST_HOOKS=on` on the standalone network): a trade's
 * clock is the API's own, which the ledger's development clock does not move. A browser journey ages a trade
 * instead — its timestamps move back, so its deadlines pass as if the time had gone by — and runs the held-funds
 * return now rather than 24 h later through the job.
 */
export const tradeTestHookRoutes: FastifyPluginAsyncZod<{ escrow: EscrowService }> = async (
  app,
  { escrow },
) => {
  app.post(
    "/test-hooks/trades/age",
    {
      schema: {
        tags: ["test hooks"],
        summary: "Tests only: move a trade's timestamps back by `seconds` (off in the product)",
        body: ZTradeId.extend({
          seconds: z
            .number()
            .int()
            .positive()
            .max(7 * 24 * 3600),
        }),
        response: { 200: z.object({ aged: z.boolean() }) },
      },
    },
    async (request) => {
      const back = sql`make_interval(secs => ${request.body.seconds})`;
      const aged = await app.database.db
        .update(trades)
        .set({
          createdAt: sql`${trades.createdAt} - ${back}`,
          startedAt: sql`${trades.startedAt} - ${back}`,
          paidAt: sql`${trades.paidAt} - ${back}`,
          cancelledAt: sql`${trades.cancelledAt} - ${back}`,
        })
        .where(eq(trades.id, request.body.tradeId))
        .returning({ id: trades.id });
      return { aged: aged.length === 1 };
    },
  );

  app.post(
    "/test-hooks/trades/return-held-funds",
    {
      schema: {
        tags: ["test hooks"],
        summary:
          "Tests only: run the held-funds return of one trade now, as its job would (off in the product)",
        body: ZTradeId,
        response: { 200: z.object({ outcome: z.enum(["returned", "not_due", "nothing_held"]) }) },
      },
    },
    async (request) => ({ outcome: await returnHeldFunds(app, escrow, request.body.tradeId) }),
  );
};
