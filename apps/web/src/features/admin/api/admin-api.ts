import {
  type TGetAdminMeResponse,
  type TGetOutboxResponse,
  type TOutboxMessage,
  ZGetAdminMeResponse,
  ZGetOutboxResponse,
  ZOutboxMessage,
} from "@sextant/core";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/me — whether the signed-in account may use the admin console. */
export function fetchAdminMe(): Promise<TGetAdminMeResponse> {
  return apiRequest("/admin/me", { auth: true, schema: ZGetAdminMeResponse });
}

/** GET /api/admin/outbox — mails and SMS, newest first, without bodies. */
export function fetchOutbox(): Promise<TGetOutboxResponse> {
  return apiRequest("/admin/outbox", { auth: true, query: { limit: 100 }, schema: ZGetOutboxResponse });
}

/** GET /api/admin/outbox/{id} — one message with its body. */
export function fetchOutboxMessage(id: number): Promise<TOutboxMessage> {
  return apiRequest(`/admin/outbox/${id}`, { auth: true, schema: ZOutboxMessage });
}

export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** One durable job as GET /api/admin/jobs lists it. */
export const ZAdminJobView = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  retryLimit: z.number(),
  createdAt: z.string(),
  startAfter: z.string(),
  lastError: z.string().nullable(),
});
export type TAdminJobView = z.infer<typeof ZAdminJobView>;
const ZAdminJobsView = z.object({ jobs: z.array(ZAdminJobView), total: z.number() });

/** GET /api/admin/jobs?state= — durable jobs, newest first. */
export function fetchJobs(state: TJobState | undefined) {
  return apiRequest("/admin/jobs", { auth: true, query: { state, limit: 100 }, schema: ZAdminJobsView });
}

/** POST /api/admin/jobs/{id}/retry — runs a failed job once more. */
export function retryJob(id: string): Promise<unknown> {
  return apiRequest(`/admin/jobs/${id}/retry`, { method: "POST", auth: true });
}
