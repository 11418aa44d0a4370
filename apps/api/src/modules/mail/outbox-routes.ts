import { ErrorCode, ZGetOutboxQuery, ZGetOutboxResponse, ZOutboxMessage } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";

/** Admin: the mail and SMS outbox, under `/api/admin`. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/outbox",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags: ["admin"],
        summary: "Mails and SMS, newest first (without their bodies)",
        security: [{ bearerAuth: [] }],
        querystring: ZGetOutboxQuery,
        response: { 200: ZGetOutboxResponse },
      },
    },
    async (request) => ({ messages: await app.outbox.list(request.query) }),
  );

  app.get(
    "/outbox/:id",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags: ["admin"],
        summary: "One mail or SMS with its body",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 200: ZOutboxMessage },
      },
    },
    async (request) => {
      const message = await app.outbox.get(request.params.id);
      if (!message) throw new AppError(ErrorCode.NotFound, "There is no such message.");
      return message;
    },
  );
};
