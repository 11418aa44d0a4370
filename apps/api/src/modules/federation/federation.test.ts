import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/support/sign-in";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";

describe.each(TEST_DRIVERS)("SEP-2 federation on %s", (driver) => {
  let app: FastifyInstance;
  let ledger: TestLedger;
  const domain = "wallet.test";
  const alice = Keypair.random();
  const bob = Keypair.random();
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    ledger = await startTestLedger();
    app = await createTestApp(driver, { homeDomain: domain, horizonUrl: ledger.ledger.url });
    aliceToken = await signIn(app, alice);
    bobToken = await signIn(app, bob);
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  const setName = (token: string, body: object) =>
    app.inject({
      method: "POST",
      url: "/api/federation/setfederation",
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it("lets an account claim a name and resolves it both ways", async () => {
    const response = await setName(aliceToken, { name: "Alice", accountId: alice.publicKey(), domain });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stellar_address: `alice*${domain}`, account_id: alice.publicKey() });

    const byName = await app.inject({ url: `/api/federation?q=ALICE*${domain}&type=name` });
    expect(byName.json()).toEqual({ stellar_address: `alice*${domain}`, account_id: alice.publicKey() });
    expect(byName.headers["access-control-allow-origin"]).toBe("*");
    const byId = await app.inject({ url: `/api/federation?q=${alice.publicKey()}&type=id` });
    expect(byId.json()).toEqual({ stellar_address: `alice*${domain}`, account_id: alice.publicKey() });
  });

  it("refuses a name that is taken, with the server message the app maps", async () => {
    const response = await setName(bobToken, { name: "alice", accountId: bob.publicKey(), domain });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "CONFLICT", message: "Name already taken." });
  });

  it("refuses a second name for an account", async () => {
    const response = await setName(aliceToken, { name: "alice2", accountId: alice.publicKey(), domain });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "CONFLICT", message: "Account already exist" });
  });

  it("only lets the signed-in account name itself", async () => {
    const noToken = await app.inject({
      method: "POST",
      url: "/api/federation/setfederation",
      payload: { name: "bob", accountId: bob.publicKey(), domain },
    });
    expect(noToken.statusCode).toBe(401);
    const other = await setName(aliceToken, { name: "bob", accountId: bob.publicKey(), domain });
    expect(other.statusCode).toBe(403);
  });

  it("validates the name and the domain", async () => {
    expect(
      (await setName(bobToken, { name: "b*b", accountId: bob.publicKey(), domain })).json(),
    ).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "name: Name can't contain spaces, * or >.",
    });
    const foreign = await setName(bobToken, {
      name: "bob",
      accountId: bob.publicKey(),
      domain: "elsewhere.org",
    });
    expect(foreign.statusCode).toBe(400);
  });

  it("answers 404 for unknown names, foreign domains and unnamed accounts, 501 for other lookups", async () => {
    expect((await app.inject({ url: `/api/federation?q=nobody*${domain}&type=name` })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/federation?q=alice*elsewhere.org&type=name" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: `/api/federation?q=${bob.publicKey()}&type=id` })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/federation?q=abc&type=txid" })).statusCode).toBe(501);
  });
});
