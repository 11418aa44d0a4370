import { randomUUID } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import type { TGetAdminJobsResponse } from "./admin-job-contracts";

const DEADLINE = { timeout: 60_000, interval: 100 };
const ZPayload = z.object({ n: z.number().int() });

describe.each(TEST_DRIVERS)("admin job queue API on %s", (driver) => {
  const admin = Keypair.random();
  let app: FastifyInstance;
  let adminToken: string;
  let plainToken: string;
  let brokenRuns = 0;

  beforeAll(async () => {
    app = await createTestApp(driver, { adminAccounts: [admin.publicKey()] }, (instance) => {
      instance.jobs.define("test-fine", ZPayload, async () => {});
      instance.jobs.define(
        "test-broken",
        ZPayload,
        async () => {
          brokenRuns += 1;
          throw new Error("the provider said no");
        },
        { retryLimit: 0 },
      );
    });
    adminToken = await testToken(app, admin.publicKey());
    plainToken = await testToken(app, Keypair.random().publicKey());
  });
  afterAll(() => app?.close());

  const list = async (query: string, token = adminToken) => {
    const response = await app.inject({
      url: `/api/admin/jobs?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as TGetAdminJobsResponse };
  };
  const retry = (id: string, token: string | null = adminToken) =>
    app.inject({
      method: "POST",
      url: `/api/admin/jobs/${id}/retry`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("lets only admins list jobs: 401 anonymous, 403 plain account", async () => {
    expect((await app.inject({ url: "/api/admin/jobs" })).statusCode).toBe(401);
    const denied = await app.inject({
      url: "/api/admin/jobs",
      headers: { authorization: `Bearer ${plainToken}` },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await retry(randomUUID(), null)).statusCode).toBe(401);
    expect((await retry(randomUUID(), plainToken)).statusCode).toBe(403);
  });

  it("lists jobs newest first by state and queue, with attempts and the last error, and pages", async () => {
    const fine = await app.jobs.send("test-fine", { n: 1 });
    const broken = await app.jobs.send("test-broken", { n: 2 });
    await vi.waitFor(async () => {
      // Within the test's queues: the features' own jobs (a reconciler at start, repeating syncs) run beside them.
      expect((await list("state=failed&queue=test-broken")).body.jobs.map((job) => job.id)).toEqual([broken]);
      expect((await list("state=completed&queue=test-fine")).body.jobs.map((job) => job.id)).toEqual([fine]);
    }, DEADLINE);
    const failed = (await list("state=failed&queue=test-broken")).body;
    expect(failed.total).toBe(1);
    expect(failed.jobs[0]).toMatchObject({
      id: broken,
      queue: "test-broken",
      state: "failed",
      data: { n: 2 },
      attempts: 1,
      lastError: "the provider said no",
    });
    expect(failed.jobs[0]?.startedAt).not.toBeNull();
    expect(failed.queues).toEqual(expect.arrayContaining(["test-broken", "test-fine"]));
    expect((await list("queue=test-fine")).body.jobs.map((job) => job.id)).toEqual([fine]);

    const newest = await app.jobs.send("test-fine", { n: 3 }, { startAfter: 3600 });
    // Paged within one queue: the features' own repeating jobs come and go in the others.
    const firstPage = (await list("queue=test-fine&limit=1")).body;
    expect(firstPage.jobs.map((job) => job.id)).toEqual([newest]);
    expect(firstPage.total).toBe(2);
    expect((await list("queue=test-fine&limit=1&offset=1")).body.jobs.map((job) => job.id)).toEqual([fine]);
    expect((await list("queue=test-fine&state=created")).body.jobs[0]).toMatchObject({
      id: newest,
      attempts: 0,
      lastError: null,
    });
    expect((await list("state=nonsense")).status).toBe(400);
  });

  it("retries a failed job once more, and refuses other states with 409", async () => {
    const { jobs } = (await list("state=failed&queue=test-broken")).body;
    const id = jobs[0]?.id ?? "";
    const runsBefore = brokenRuns;
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, state: "retry" });
    await vi.waitFor(async () => {
      expect(brokenRuns).toBe(runsBefore + 1);
      expect((await list("state=failed&queue=test-broken")).body.jobs[0]).toMatchObject({ id, attempts: 2 });
    }, DEADLINE);

    const completed = (await list("state=completed")).body.jobs[0]?.id ?? "";
    const conflict = await retry(completed);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe("Only a failed job can be retried; this one is completed.");
    expect((await retry(randomUUID())).statusCode).toBe(404);
    expect((await retry("not-a-uuid")).statusCode).toBe(400);
  });
});
