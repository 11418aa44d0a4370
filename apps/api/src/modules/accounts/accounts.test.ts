import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/support/sign-in";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { registeredAccounts } from "../../db/schema";

describe.each(TEST_DRIVERS)("account registration on %s", (driver) => {
  let app: FastifyInstance;
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
    app = await createTestApp(driver, { horizonUrl: ledger.ledger.url });
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  const register = (payload: object, token?: string) =>
    app.inject({
      method: "POST",
      url: "/api/accounts/create",
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("registers the signed-in account's key once, with its referral", async () => {
    const owner = Keypair.random();
    const publicKey = owner.publicKey();
    const token = await signIn(app, owner);
    const first = await register({ publicKey, referral: "ref42" }, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ publicKey, created: true });
    const again = await register({ publicKey, referral: "other" }, token);
    expect(again.json()).toEqual({ publicKey, created: false });
    const rows = await app.database.db
      .select()
      .from(registeredAccounts)
      .where(eq(registeredAccounts.publicKey, publicKey));
    expect(rows).toEqual([expect.objectContaining({ publicKey, referral: "ref42" })]);
  });

  it("needs a token, and the token of that very account", async () => {
    const victim = Keypair.random().publicKey();
    const none = await register({ publicKey: victim, referral: "mine" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const otherToken = await signIn(app, Keypair.random());
    const other = await register({ publicKey: victim, referral: "mine" }, otherToken);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: "FORBIDDEN", message: "You can only register your own account." });
    const rows = await app.database.db
      .select()
      .from(registeredAccounts)
      .where(eq(registeredAccounts.publicKey, victim));
    expect(rows).toEqual([]);
  });

  it("rejects what is not a public key, a bad checksum, a NUL and an over-long referral", async () => {
    const owner = Keypair.random();
    const token = await signIn(app, owner);
    const publicKey = owner.publicKey();
    const badChecksum = `${publicKey.slice(0, 55)}${publicKey.endsWith("A") ? "B" : "A"}`;
    for (const payload of [
      { publicKey: "SABC" },
      { publicKey: badChecksum },
      { publicKey: "G".padEnd(56, "A") },
      { publicKey, referral: "ref\u0000" },
      { publicKey, referral: "r".repeat(300) },
    ]) {
      const response = await register(payload, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
  });
});
