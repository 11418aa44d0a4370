import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { parseBootConfig } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";

const BIG_BUNDLE = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;

describe("serving the built web app", () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "sextant-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Sextant</title><div id=root></div>");
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app')");
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    // A bundle as the build leaves it: the file and its Brotli and gzip copies.
    writeFileSync(path.join(dist, "assets", "big-def456.js"), BIG_BUNDLE);
    writeFileSync(path.join(dist, "assets", "big-def456.js.br"), brotliCompressSync(BIG_BUNDLE));
    writeFileSync(path.join(dist, "assets", "big-def456.js.gz"), gzipSync(BIG_BUNDLE));
    writeFileSync(path.join(dist, "assets", "big-def456.js.map"), '{"version":3,"mappings":""}');
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

  it("writes the public configuration into index.html as a meta element, the same as GET /api/config", async () => {
    const page = await app.inject({ url: "/exchange?counter=LEVELG&base=XLM" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    const content = /<meta name="sextant-config" content="([^"]*)">/.exec(page.body)?.[1];
    const unescaped = content
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    const boot = parseBootConfig(unescaped);
    expect(boot?.config).toEqual((await app.inject({ url: "/api/config" })).json());
    expect(boot?.marketConfig).toEqual((await app.inject({ url: "/api/coins/marketConfig" })).json().pairs);
    expect(page.body).not.toMatch(/<script>/);
  });

  it("serves hashed assets as immutable files", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves a bundle's Brotli or gzip copy to browsers that accept it, the file itself otherwise", async () => {
    const br = await app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_BUNDLE);
    const gzip = await app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_BUNDLE);
    const plain = await app.inject({
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_BUNDLE);
  });

  it("answers a hashed file with a validator, and 304 to a browser that holds it", async () => {
    const first = await app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "br" } });
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers["content-type"]).toMatch(/javascript/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: "/assets/big-def456.js", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await app.inject({ url: "/assets/app-abc123.js" });
    expect(other.headers.etag).not.toBe(etag);
  });

  it("serves a file a rebuild added while the server runs, and source maps from disk", async () => {
    writeFileSync(path.join(dist, "assets", "late-0f0f0f.js"), "export const late = 1;");
    const late = await app.inject({ url: "/assets/late-0f0f0f.js" });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe("export const late = 1;");
    const map = await app.inject({ url: "/assets/big-def456.js.map" });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ version: 3 });
  });

  it("answers a missing or out-of-folder asset with a JSON 404, never index.html", async () => {
    for (const url of ["/assets/gone-123456.js", "/assets/..%2Findex.html", "/assets/.hidden.js"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("compresses the API's larger JSON answers for clients that accept it", async () => {
    const response = await app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty("paths");
    const small = await app.inject({ url: "/api/config", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
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
