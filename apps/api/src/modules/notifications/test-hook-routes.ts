import { ZNewNotification, ZNotification } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Test-only (registered only when `settings.testHooks`, i.e. `TEST_HOOKS=on` on the standalone network): lets a
 * test that runs the API as a separate process, or drives a browser, create a notification in that process.
 */
export const notificationTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/test-hooks/notify",
    {
      schema: {
        tags: ["test hooks"],
        summary: "Tests only: store a notification and emit it (off in the product)",
        body: ZNewNotification,
        response: { 200: ZNotification },
      },
    },
    async (request) => app.notify(request.body),
  );
};
