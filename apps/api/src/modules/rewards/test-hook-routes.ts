import { ErrorCode, ZLedgerClockRequest, ZLedgerClockResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { DevClockClient } from "../demo-world/market/dev-clock-client";
import { ledgerNow } from "./ledger-time";

const WAIT_MS = 15_000;

/**
 * Test-only (registered only when `settings.testHooks`, i.e. `TEST_HOOKS=on` on the standalone network): moves
 * the standalone ledger's development clock, which only this API holds the token of, so a browser journey can
 * bring the ledger to Ramadan and back. Answers once a ledger has closed at the new time (the ledger's cadence
 * closes one every interval, empty or not).
 */
export const rewardsTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/test-hooks/rewards/ledger-clock",
    {
      schema: {
        tags: ["test hooks"],
        summary: "Tests only: set (time) or reset the standalone ledger's clock (off in the product)",
        body: ZLedgerClockRequest,
        response: { 200: ZLedgerClockResponse },
      },
    },
    async (request) => {
      const clock = await DevClockClient.connect(app.horizon, app.settings.ledgerDevClockToken);
      if (!clock)
        throw new AppError(ErrorCode.Unavailable, "The ledger's development clock is not available.");
      const state = request.body.reset
        ? await clock.closeAndReset()
        : request.body.time
          ? await clock.set(Date.parse(request.body.time) / 1000, true)
          : undefined;
      if (!state) throw new AppError(ErrorCode.ValidationFailed, "Give a time or reset.");
      const target = state.time * 1000;
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const closed = await ledgerNow(app.horizon);
        if (Math.abs(closed.getTime() - target) < 60_000) return { ledgerTime: closed.toISOString() };
        if (Date.now() > deadline) {
          throw new AppError(ErrorCode.Unavailable, "No ledger closed at the new time yet.");
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  );
};
