import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";

/**
 * Routes anyone may call without signing in: public data, SEP-1/2/10, the checkout page's calls (a reference is
 * enough), SEP-24's interactive pages (their one-time token is in the URL) and the test hooks. Every other route
 * needs a session token or a merchant API key, and must refuse a caller without one (401) before it looks at the
 * request's body or query.
 */
const PUBLIC = new Set([
  "GET /api/health",
  "GET /api/config",
  "GET /api/anchor/authentication",
  "POST /api/anchor/authentication",
  "GET /api/coins/getAssets",
  "GET /api/coins/currenciesList",
  "GET /api/price/simple/price",
  "GET /api/feesetting-levels/stellar-fee",
  "GET /api/feesetting-levels/asset-fee",
  "GET /api/feesetting-levels/p2pPriceSpread",
  "GET /api/feesetting-levels/p2pFee",
  "GET /api/coins/marketConfig",
  "GET /api/coins/getMarketData",
  "GET /api/coins/latestTrades",
  "GET /api/federation",
  "POST /api/demo/faucet",
  "GET /api/user/country",
  "GET /api/user/currency",
  "GET /api/p2p/profilePhoto/:file",
  "GET /api/p2p/getProfile",
  "GET /api/p2pcountry/getActive",
  "GET /api/p2p/exchangeRate",
  "GET /api/p2p/getadsByAsset",
  "GET /api/p2p/searchAdsByAssetCodeAndAmount",
  "GET /api/p2p/getAdsByAssetAndAccountId",
  "GET /api/p2p/getAdById",
  "GET /api/p2p/escrow/open-accounts",
  "GET /api/p2p/getReviews",
  "GET /api/p2p/ratings",
  "GET /api/sep24/info",
  "GET /api/sep24/interactive/:token",
  "POST /api/sep24/interactive/:token/deposit",
  "POST /api/sep24/interactive/:token/withdraw",
  "GET /api/ordered-transactions/get-checkout/:memo",
  "PATCH /api/ordered-transactions/update-checkout/:memo",
  "GET /.well-known/stellar.toml",
  "GET /files/coins/:file",
]);
const isPublic = (name: string, url: string) => PUBLIC.has(name) || url.startsWith("/api/test-hooks/");

/** Every route of the app, with placeholders for its parameters and a query and body no route takes. */
function walk(app: FastifyInstance) {
  return app.registeredRoutes
    .filter((route) => route.method !== "HEAD" && route.method !== "OPTIONS")
    .map((route) => ({
      name: `${route.method} ${route.url}`,
      route,
      request: (headers: Record<string, string>) =>
        app.inject({
          method: route.method as "GET",
          url: `${route.url.replace(/:[A-Za-z_]+/g, "1").replace("*", "x")}?limit=-1&page=x&account=x&id=x`,
          headers,
          ...(["POST", "PUT", "PATCH", "DELETE"].includes(route.method)
            ? { payload: { unexpected: [1, 2, 3] } }
            : {}),
        }),
    }));
}

describe.each(TEST_DRIVERS)("sign-in before validation, no-store and logout (%s)", (driver) => {
  const account = Keypair.random().publicKey();
  const other = Keypair.random().publicKey();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver, { testHooks: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it("refuses every route that needs sign-in to a caller without a valid token (401) before validating", async () => {
    const walked: string[] = [];
    for (const { name, route, request } of walk(app)) {
      if (isPublic(name, route.url)) continue;
      walked.push(name);
      const callers: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer not-a-token" },
        { authorization: "Basic eDp5" },
      ];
      for (const headers of callers) {
        const answer = await request(headers);
        expect(answer.statusCode, `${name} ${JSON.stringify(headers)}: ${answer.body}`).toBe(401);
        expect(answer.json(), name).toMatchObject({ code: "UNAUTHORIZED" });
      }
    }
    expect(walked.length).toBeGreaterThan(100);
    // The list of public routes names only routes that exist (a renamed route must be looked at again).
    const names = new Set(app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    for (const name of PUBLIC) expect(names.has(name), name).toBe(true);
  });

  it("refuses a route that checks the session after the body is validated, at start", async () => {
    const { default: Fastify } = await import("fastify");
    const { authenticatePlugin } = await import("./authenticate");
    const bare = Fastify();
    bare.decorate("database", app.database);
    const start = async () => {
      await bare.register(authenticatePlugin, {
        secrets: { jwtKey: new Uint8Array(32) } as never,
        issuer: "https://x",
      });
      await bare.register(async (scope) => {
        scope.post("/late", { preHandler: scope.authenticate }, async () => ({}));
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/POST \/late: authenticate must be an onRequest hook/);
    await bare.close();
  });

  it("answers every signed-in request with Cache-Control: no-store unless the route set its own", async () => {
    for (const { name, route, request } of walk(app)) {
      if (route.url.startsWith("/api/test-hooks/") || route.url.startsWith("/api/session/logout")) continue;
      const answer = await request({ authorization: `Bearer ${await testToken(app, account)}` });
      expect(answer.headers["cache-control"], `${name} (${answer.statusCode})`).toBeDefined();
    }
    const bearer = { authorization: `Bearer ${await testToken(app, account)}` };
    for (const url of [
      "/api/notifications/getNotifications",
      "/api/kyc/info",
      "/api/merchant/profile",
      "/api/admin/me",
      "/api/swap/history",
      "/api/referral/code",
    ]) {
      const answer = await app.inject({ method: "GET", url, headers: bearer });
      expect(answer.headers["cache-control"], `${url} (${answer.statusCode})`).toBe("no-store");
    }
    // Refusals of a signed-in caller's request too, and a merchant API key's requests.
    const refused = await app.inject({ method: "GET", url: "/api/admin/jobs", headers: bearer });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const keyed = await app.inject({
      method: "GET",
      url: "/api/merchant/v1/orders",
      headers: { authorization: "Bearer sxk_unknown" },
    });
    expect(keyed.statusCode).toBe(401);
    expect(keyed.headers["cache-control"]).toBe("no-store");
    // A public answer without a session is left to its route.
    const open = await app.inject({ method: "GET", url: "/api/p2pcountry/getActive" });
    expect(open.headers["cache-control"]).not.toBe("no-store");
  });

  const me = (token: string) =>
    app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${token}` },
    });
  const post = (url: string, token: string) =>
    app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` } });

  it("ends a token at logout: the same token is refused afterwards, the account's other sessions go on", async () => {
    const token = await testToken(app, account);
    const otherDevice = await testToken(app, account);
    expect((await me(token)).statusCode).toBe(200);

    const logout = await post("/api/session/logout", token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: "You are logged out." });

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: "UNAUTHORIZED",
      message: "Your session has expired, please sign in again.",
    });
    expect((await post("/api/session/logout", token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it("ends every earlier token of the account at logout everywhere, and no one else's", async () => {
    const earlier = Math.floor(Date.now() / 1000) - 60;
    const first = await testToken(app, account, earlier);
    const second = await testToken(app, account, earlier + 1);
    const stranger = await testToken(app, other, earlier);
    expect((await me(second)).statusCode).toBe(200);

    const all = await post("/api/session/logout-all", first);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ message: "Every session of this account is ended." });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(200);
    // Signing in again works at once.
    expect((await me(await testToken(app, account))).statusCode).toBe(200);
  });

  it("refuses a token without an id, which could not be ended", async () => {
    const { SignJWT } = await import("jose");
    const { serverSecretsOf } = await import("./server-secrets");
    const now = Math.floor(Date.now() / 1000);
    const bare = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(`https://${app.settings.homeDomain}/api/anchor/authentication`)
      .setSubject(account)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(serverSecretsOf(app.database.db).jwtKey);
    expect((await me(bare)).statusCode).toBe(401);
  });
});
