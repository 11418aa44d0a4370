import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sign-in";
import { createTestApp } from "../support/test-app";
import { TEST_DRIVERS } from "../support/test-database";
import { startTestLedger, type TestLedger } from "../support/test-ledger";

/** The inputs that used to answer 5xx: each is now the client's mistake, a 400 in the one error shape. */
describe.each(TEST_DRIVERS)("inputs that used to fail the server, on %s", (driver) => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  const user = Keypair.random();
  let auth: Record<string, string>;
  const badKey = "G".padEnd(56, "A");
  const checksumOff = (key: string) => `${key.slice(0, 55)}${key.endsWith("A") ? "B" : "A"}`;

  beforeAll(async () => {
    ledger = await startTestLedger();
    app = await createTestApp(driver, { horizonUrl: ledger.ledger.url });
    await ledger.fund(user);
    auth = { authorization: `Bearer ${await signIn(app, user)}` };
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  const tradeFee = () => ({
    fromAddress: user.publicKey(),
    feeReceivingAddress: Keypair.random().publicKey(),
    asset: "XLM",
    totalAmount: "10",
    totalFee: "0.01",
  });

  const cases: Array<[string, () => InjectOptions]> = [
    [
      "a SEP-10 challenge for a key with a bad checksum",
      () => ({ url: `/api/anchor/authentication?account=${badKey}` }),
    ],
    [
      "the faucet for a key with a bad checksum",
      () => ({
        method: "POST",
        url: "/api/demo/faucet",
        payload: { account: checksumOff(user.publicKey()), assetCode: "USDT" },
      }),
    ],
    [
      "a trade fee with a bad issuer",
      () => ({
        method: "POST",
        url: "/api/tradefeehistory/createNew",
        headers: auth,
        payload: { ...tradeFee(), asset: `USDT:${badKey}` },
      }),
    ],
    [
      "a trade fee with a 60-digit amount",
      () => ({
        method: "POST",
        url: "/api/tradefeehistory/createNew",
        headers: auth,
        payload: { ...tradeFee(), totalAmount: "1".repeat(60) },
      }),
    ],
    ["a NUL in asset_code", () => ({ url: "/api/feesetting-levels/asset-fee?asset_code=XL%00M" })],
    ["a NUL in the federation query", () => ({ url: "/api/federation?q=a%00*localhost&type=name" })],
    [
      "a NUL in a federation name",
      () => ({
        method: "POST",
        url: "/api/federation/setfederation",
        headers: auth,
        payload: { name: "a\u0000b", accountId: user.publicKey(), domain: "localhost:3000" },
      }),
    ],
    [
      "a NUL in a referral",
      () => ({
        method: "POST",
        url: "/api/accounts/create",
        headers: auth,
        payload: { publicKey: user.publicKey(), referral: "ref\u0000" },
      }),
    ],
    [
      "a 300-character referral",
      () => ({
        method: "POST",
        url: "/api/accounts/create",
        headers: auth,
        payload: { publicKey: user.publicKey(), referral: "r".repeat(300) },
      }),
    ],
    [
      "a NUL in a trade fee memo",
      () => ({
        method: "PATCH",
        url: "/api/tradefeehistory/setOfferId",
        headers: auth,
        payload: { memo: "m\u0000", trxId: "a".repeat(64), offerId: "1" },
      }),
    ],
    [
      "an offer id that is not a number",
      () => ({
        method: "POST",
        url: "/api/tradefeehistory/refundMyTradeFee",
        headers: auth,
        payload: { offerId: "1e309" },
      }),
    ],
    [
      "a bad issuer in latest trades",
      () => ({ url: `/api/coins/latestTrades?base=XLM&counter=USDT:${badKey}` }),
    ],
  ];

  it.each(cases)("answers %s with 400", async (_name, request) => {
    const response = await app.inject(request());
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    // SEP-10 may answer in its own `{ error }` shape; every other route in the one error shape.
    if ("error" in body) expect(body.error).toEqual(expect.any(String));
    else expect(body).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
  });
});
