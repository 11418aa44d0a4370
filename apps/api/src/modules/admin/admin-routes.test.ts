import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";

/** Routes under /api/admin any signed-in account may call (they answer about the caller only). */
const OPEN_TO_SIGNED_IN = new Set(["GET /api/admin/me", "HEAD /api/admin/me"]);

describe.each(TEST_DRIVERS)("admin routes (%s)", (driver) => {
  const admin = Keypair.random();
  const plain = Keypair.random();
  let app: FastifyInstance;
  let adminToken: string;
  let plainToken: string;

  beforeAll(async () => {
    app = await createTestApp(driver, { adminAccounts: [admin.publicKey()] });
    adminToken = await testToken(app, admin.publicKey());
    plainToken = await testToken(app, plain.publicKey());
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const call = (route: { method: string; url: string }, token?: string) =>
    app.inject({
      method: route.method as "GET",
      // Any path parameter gets a placeholder: the role is checked before the parameter is looked at.
      url: route.url.replace(/:[A-Za-z_]+/g, "1").replace("*", "x"),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(["POST", "PUT", "PATCH", "DELETE"].includes(route.method) ? { payload: {} } : {}),
    });

  it("knows the admin routes, including its own", () => {
    expect(app.adminRoutes).toContainEqual({ method: "GET", url: "/api/admin/me" });
  });

  it("answers /api/admin/me for an admin and a plain account, and refuses anonymous callers", async () => {
    const me = { method: "GET", url: "/api/admin/me" };
    expect((await call(me)).statusCode).toBe(401);
    expect((await call(me, plainToken)).json()).toEqual({ account: plain.publicKey(), admin: false });
    expect((await call(me, adminToken)).json()).toEqual({ account: admin.publicKey(), admin: true });
  });

  it("refuses every admin route to anonymous callers (401) and plain accounts (403), and lets admins through", async () => {
    const walked: string[] = [];
    for (const route of app.adminRoutes) {
      const name = `${route.method} ${route.url}`;
      walked.push(name);
      const anonymous = await call(route);
      expect(anonymous.statusCode, `${name} anonymous`).toBe(401);
      // HEAD answers carry no body.
      if (route.method !== "HEAD") {
        expect(anonymous.json(), `${name} anonymous`).toMatchObject({ code: "UNAUTHORIZED" });
      }
      const asAdmin = await call(route, adminToken);
      expect([401, 403].includes(asAdmin.statusCode), `${name} as admin: ${asAdmin.statusCode}`).toBe(false);
      // No ledger runs here: a route that needs it may say so (503), never crash.
      if (asAdmin.statusCode !== 503) expect(asAdmin.statusCode, `${name} as admin`).toBeLessThan(500);
      if (OPEN_TO_SIGNED_IN.has(name)) continue;
      const asPlain = await call(route, plainToken);
      expect(asPlain.statusCode, `${name} as a plain account`).toBe(403);
      if (route.method !== "HEAD") {
        expect(asPlain.json(), `${name} as a plain account`).toMatchObject({ code: "FORBIDDEN" });
      }
    }
    expect(walked.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a forged token", async () => {
    const forged = `${adminToken.slice(0, -4)}AAAA`;
    expect((await call({ method: "GET", url: "/api/admin/me" }, forged)).statusCode).toBe(401);
  });
});
