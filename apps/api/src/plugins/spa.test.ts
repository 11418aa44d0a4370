import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";

describe("serving the built web app", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "sextant-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Sextant</title><div id=root></div>");
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app')");
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    app = await createTestApp("pglite", { webDist: dist });
  });
  afterAll(() => app.close());

  it.each(["/", "/terms-of-use", "/walletDetailScreen", "/checkout/MEMO123", "/no/such/page"])(
    "answers the client route %s with index.html",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain("<title>Sextant</title>");
    },
  );

  it("serves hashed assets as immutable files", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves other files from the root", async () => {
    const response = await app.inject({ url: "/favicon.svg" });
    expect(response.body).toBe("<svg/>");
  });

  it("keeps unknown API paths as JSON 404s, never the app", async () => {
    const response = await app.inject({ url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("does not let a path escape the web root", async () => {
    const response = await app.inject({ url: "/..%2F..%2Fpackage.json" });
    expect(response.body).not.toContain('"name"');
  });

  it("still answers the API beside the app", async () => {
    const response = await app.inject({ url: "/api/config" });
    expect(response.json()).toMatchObject({ network: "standalone" });
  });
});
