import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Test-only (registered only when `settings.testHooks`, i.e. `TEST_HOOKS=on` on the standalone network): lets a
 * browser journey put a one-time-code mail into the outbox, as a code-sending step of a later feature will.
 */
export const mailTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/test-hooks/mail",
    {
      schema: {
        tags: ["test hooks"],
        summary: "Tests only: send a one-time-code mail (off in the product)",
        body: z.object({ to: z.email(), code: z.string().regex(/^\d{6}$/) }),
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => ({
      id: await app.mailer.send({
        to: request.body.to,
        template: "one-time-code",
        data: { code: request.body.code, minutes: 10 },
      }),
    }),
  );
};
