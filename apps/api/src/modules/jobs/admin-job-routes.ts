import { ErrorCode, ZApiError } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { ZAdminJobIdParams, ZGetAdminJobsRequest, ZGetAdminJobsResponse } from "./admin-job-contracts";
import { findJob, listJobs } from "./admin-job-list";

const ZRetryResponse = z.object({ id: z.string(), state: z.literal("retry") });

/** The admin console's job queue: list jobs by state and queue, and run a failed job again. Admins only. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/jobs",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags: ["admin"],
        summary: "Durable jobs, newest first, by state and queue",
        security: [{ bearerAuth: [] }],
        querystring: ZGetAdminJobsRequest,
        response: { 200: ZGetAdminJobsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => listJobs(app.database.db, request.query),
  );

  app.post(
    "/admin/jobs/:id/retry",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags: ["admin"],
        summary: "Run a failed job once more (it gets one more attempt)",
        security: [{ bearerAuth: [] }],
        params: ZAdminJobIdParams,
        response: {
          200: ZRetryResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const job = await findJob(app.database.db, request.params.id);
      if (!job) throw new AppError(ErrorCode.NotFound, "There is no job with this id.");
      if (job.state !== "failed") {
        throw new AppError(ErrorCode.Conflict, `Only a failed job can be retried; this one is ${job.state}.`);
      }
      const result = (await app.jobs.boss.retry(job.name, request.params.id)) as { affected?: number };
      if (result.affected !== 1) {
        throw new AppError(ErrorCode.Conflict, "The job changed state meanwhile; reload and try again.");
      }
      return { id: request.params.id, state: "retry" as const };
    },
  );
};
