import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createBoss } from "./create-boss";
import { JobQueue } from "./job-queue";
import { defineTestJobs } from "./test-jobs";

/** How long closing waits for running handlers before it stops the queue anyway. */
const STOP_TIMEOUT_MS = 8000;

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * `instance.jobs`: durable jobs on the app's database. Modules `define` their kinds while the app is built; the
 * queue starts its workers when the app is ready and, on close, stops fetching and waits (bounded) for running
 * handlers before the database closes.
 */
export const jobsPlugin = fp(async (instance: FastifyInstance) => {
  const boss = createBoss(instance.database, { monitorSeconds: instance.settings.jobsMonitorSeconds });
  const jobs = new JobQueue(boss, instance.log);
  instance.decorate("jobs", jobs);
  if (instance.settings.testHooks) defineTestJobs(jobs, instance.database.db);
  instance.addHook("onReady", async () => jobs.start());
  // Within the 10 s the server gives itself to shut down (server.ts).
  instance.addHook("onClose", async () => jobs.stop(STOP_TIMEOUT_MS));
});
