import { z } from "zod";

export const ZJobState = z.enum(["created", "retry", "active", "completed", "cancelled", "failed"]);

/** GET /api/admin/jobs query: filter by state and queue, newest first, `limit` per page from `offset`. */
export const ZGetAdminJobsRequest = z.object({
  state: ZJobState.optional(),
  queue: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZAdminJob = z
  .object({
    id: z.string(),
    queue: z.string(),
    state: ZJobState,
    data: z.unknown(),
    /** Runs so far: 0 while never started, then 1 + retries. */
    attempts: z.number().int(),
    retryLimit: z.number().int(),
    createdAt: z.string(),
    startAfter: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The last failure's message, if the last run failed. */
    lastError: z.string().nullable(),
  })
  .meta({ id: "AdminJob" });
export type TAdminJob = z.infer<typeof ZAdminJob>;

export const ZGetAdminJobsResponse = z
  .object({ jobs: z.array(ZAdminJob), total: z.number().int(), queues: z.array(z.string()) })
  .meta({ id: "AdminJobs" });
export type TGetAdminJobsResponse = z.infer<typeof ZGetAdminJobsResponse>;

export const ZAdminJobIdParams = z.object({ id: z.uuid({ error: "A job id is a UUID" }) });
