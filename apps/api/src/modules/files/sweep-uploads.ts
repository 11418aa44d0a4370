import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { files } from "../../db/schema";
import { defineRepeatingJob } from "../jobs/repeating-job";
import type { FileStore } from "./file-store";

/** How long an upload may wait to be attached (a KYC step, a chat message) before it is removed. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_UPLOADS_JOB = "files.sweep-unattached";
const SWEEP_EVERY_SECONDS = 60 * 60;
const BATCH = 500;

/**
 * Removes uploads nothing attached within the grace period: the row first (only while it is still unattached,
 * so an upload claimed meanwhile stays), then its file. Answers the names removed.
 */
export async function sweepUnattachedUploads(
  db: Database,
  store: FileStore,
  now = Date.now(),
): Promise<string[]> {
  const cutoff = new Date(now - UNATTACHED_GRACE_MS);
  const removed: string[] = [];
  for (;;) {
    const stale = await db
      .select({ name: files.name })
      .from(files)
      .where(and(eq(files.attachedKind, "temp"), lt(files.createdAt, cutoff)))
      .limit(BATCH);
    if (stale.length === 0) break;
    for (const { name } of stale) {
      const [gone] = await db
        .delete(files)
        .where(and(eq(files.name, name), eq(files.attachedKind, "temp"), lt(files.createdAt, cutoff)))
        .returning({ name: files.name });
      if (!gone) continue;
      await store.remove(name);
      removed.push(name);
    }
    if (stale.length < BATCH) break;
  }
  return removed;
}

/** The hourly sweep of unattached uploads, on the job queue (docs/jobs.md). */
export function defineUploadSweep(app: FastifyInstance): void {
  defineRepeatingJob(app, SWEEP_UPLOADS_JOB, SWEEP_EVERY_SECONDS, async () => {
    const removed = await sweepUnattachedUploads(app.database.db, app.fileStore);
    if (removed.length > 0) app.log.info({ removed: removed.length }, "unattached uploads removed");
  });
}
