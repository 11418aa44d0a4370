import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { TEST_DRIVERS } from "../../test/support/test-database";
import { RATE_LIMITED_MESSAGE } from "./rate-limits";
import { contentSecurityPolicy } from "./security";

describe.each(TEST_DRIVERS)("security headers and CORS on %s", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver, {
      corsOrigins: ["https://wallet.example.com"],
      publicHorizonUrl: "https://horizon.example.com",
    });
  });
  afterAll(() => app.close());

  it("sends a CSP that allows the app's own origin and Horizon, and forbids framing", async () => {
    const response = await app.inject({ url: "/api/config" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Horizon, issuers' stellar.toml and federation servers over HTTPS, and local ones off the public network.
    expect(csp).toContain(
      "connect-src 'self' https://horizon.example.com https: http://localhost:* http://127.0.0.1:*",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers CORS to the configured origins only", async () => {
    const allowed = await app.inject({
      url: "/api/config",
      headers: { origin: "https://wallet.example.com" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://wallet.example.com");
    const other = await app.inject({ url: "/api/config", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/accounts/create",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps the SEP endpoints open to every origin", async () => {
    for (const url of ["/.well-known/stellar.toml", "/api/federation?q=x*y&type=name"]) {
      const response = await app.inject({ url, headers: { origin: "https://evil.example" } });
      expect(response.headers["access-control-allow-origin"]).toBe("*");
    }
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/anchor/authentication",
      headers: { origin: "https://other-wallet.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
  });

  it("keeps the API docs working", async () => {
    const response = await app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).toContain("/api/accounts/create");
  });
});

describe("client mistakes are 4xx in the one error shape", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp("pglite");
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => app.close());

  /** Sends raw bytes and reads the answer until the server closes or the answer is complete. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString("utf8");
      });
      socket.on("close", () => resolve(answer));
      socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
      socket.write(request);
      socket.end();
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as unknown;

  it("answers headers that are too large with 431", async () => {
    const answer = await raw(`GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer.startsWith("HTTP/1.1 431")).toBe(true);
    expect(bodyOf(answer)).toEqual({ code: "VALIDATION_FAILED", message: expect.any(String) });
  });

  it("answers a malformed request line with 400", async () => {
    const answer = await raw("GARBAGE\r\n\r\n");
    expect(answer.startsWith("HTTP/1.1 400")).toBe(true);
    expect(bodyOf(answer)).toEqual({ code: "VALIDATION_FAILED", message: expect.any(String) });
  });

  it("answers malformed percent-encoding, too large bodies, other media types and bad JSON with 4xx", async () => {
    const badUrl = await app.inject({ url: "/api/coins/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: "VALIDATION_FAILED", message: "The URL is malformed." });
    const tooLarge = await app.inject({
      method: "POST",
      url: "/api/demo/faucet",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ account: "x".repeat(200_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    const media = await app.inject({
      method: "POST",
      url: "/api/demo/faucet",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    const badJson = await app.inject({
      method: "POST",
      url: "/api/demo/faucet",
      headers: { "content-type": "application/json" },
      payload: '{"account":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});

describe("rate limits", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp("pglite", { rateLimitPerMinute: 30, rateLimitStrictPerMinute: 5 });
  });
  afterAll(() => app.close());

  it("limits the strict routes per client address with 429 in the one error shape", async () => {
    const account = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const send = () =>
      app.inject({ method: "POST", url: "/api/demo/faucet", payload: { account, assetCode: "USDT" } });
    for (let index = 0; index < 5; index += 1) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE });
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address has its own counter.
    const other = await app.inject({
      method: "POST",
      url: "/api/demo/faucet",
      payload: { account, assetCode: "USDT" },
      remoteAddress: "127.0.0.2",
    });
    expect(other.statusCode).toBe(400);
  });

  it("limits the whole API per client address", async () => {
    const from = { remoteAddress: "127.0.0.3" };
    for (let index = 0; index < 30; index += 1) {
      expect((await app.inject({ url: "/api/config", ...from })).statusCode).toBe(200);
    }
    const limited = await app.inject({ url: "/api/config", ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE });
  });

  it("leaves the strict routes on the global limit when their own limit is 0 (off)", async () => {
    const loose = await createTestApp("pglite", { rateLimitPerMinute: 30, rateLimitStrictPerMinute: 0 });
    try {
      const account = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
      const send = () =>
        loose.inject({ method: "POST", url: "/api/demo/faucet", payload: { account, assetCode: "USDT" } });
      for (let index = 0; index < 30; index += 1) expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await loose.close();
    }
  });
});

describe("the web app's Content-Security-Policy", () => {
  it("reads other domains only over HTTPS on the public network", () => {
    const policy = contentSecurityPolicy("https://horizon.stellar.org", { allowLocalHttp: false });
    expect(policy["connect-src"]).toEqual(["'self'", "https://horizon.stellar.org", "https:"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
  });
});
