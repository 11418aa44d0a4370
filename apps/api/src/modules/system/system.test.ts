import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ZGetConfigResponse, ZGetHealthResponse } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";

/** A Horizon stand-in answering only the root resource, to check how health reads it. */
async function horizonRoot(body: object): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.setHeader("content-type", "application/hal+json");
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(TEST_DRIVERS)("system routes on %s", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  it("reports the database reachable and the ledger unreachable when nothing listens", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const health = ZGetHealthResponse.parse(response.json());
    expect(health.database).toEqual({ reachable: true, driver });
    expect(health.ledger.reachable).toBe(false);
    expect(health.ledger.error).toMatch(/unreachable/);
    expect(health.status).toBe("degraded");
  });

  it("answers config with the standalone network", async () => {
    const response = await app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    const config = ZGetConfigResponse.parse(response.json());
    expect(config.network).toBe("standalone");
    expect(config.networkPassphrase).toBe("Standalone Network ; February 2017");
    expect(config.friendbotAvailable).toBe(true);
    expect(config.horizonUrl).toBe("http://127.0.0.1:9");
  });

  it("keeps product tables across the migrations", async () => {
    const { appMeta } = await import("../../db/schema");
    await app.database.db.insert(appMeta).values({ key: "probe", value: { ok: true } });
    const { eq } = await import("drizzle-orm");
    const rows = await app.database.db.select().from(appMeta).where(eq(appMeta.key, "probe"));
    expect(rows).toEqual([expect.objectContaining({ key: "probe", value: { ok: true } })]);
  });
});

describe("health with a ledger that answers", () => {
  let app: FastifyInstance;
  let horizon: { url: string; server: Server };
  beforeAll(async () => {
    horizon = await horizonRoot({ history_latest_ledger: 42, core_latest_ledger: 42 });
    app = await createTestApp("pglite", { horizonUrl: horizon.url });
  });
  afterAll(async () => {
    await app.close();
    horizon.server.close();
  });

  it("reports the latest ledger and status ok", async () => {
    const health = ZGetHealthResponse.parse((await app.inject({ url: "/api/health" })).json());
    expect(health.ledger).toEqual({ reachable: true, horizonUrl: horizon.url, latestLedger: 42 });
    expect(health.status).toBe("ok");
  });
});
