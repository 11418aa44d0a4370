import { Keypair, Networks, Operation, TransactionBuilder, WebAuth } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";

const server = Keypair.random();
const homeDomain = "wallet.test";

describe("SEP-10 authentication", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let passphrase: string;

  beforeAll(async () => {
    ledger = await startTestLedger();
    passphrase = ledger.ledger.networkPassphrase;
    app = await createTestApp(
      "pglite",
      { horizonUrl: ledger.ledger.url, sep10SigningSecret: server.secret(), homeDomain },
      (instance) => {
        instance.get("/api/test/whoami", { preHandler: instance.authenticate }, async (request) => ({
          account: request.account,
        }));
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  async function challengeFor(account: string): Promise<string> {
    const response = await app.inject({ url: `/api/anchor/authentication?account=${account}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { transaction: string; network_passphrase: string };
    expect(body.network_passphrase).toBe(passphrase);
    return body.transaction;
  }

  function sign(challenge: string, signers: Keypair[], networkPassphrase = passphrase): string {
    const tx = TransactionBuilder.fromXDR(challenge, networkPassphrase);
    tx.sign(...signers);
    return tx.toEnvelope().toXDR("base64");
  }

  const postToken = (transaction: string) =>
    app.inject({ method: "POST", url: "/api/anchor/authentication", payload: { transaction } });

  it("builds a challenge signed by the server for the account and this home domain", async () => {
    const client = Keypair.random();
    const challenge = await challengeFor(client.publicKey());
    const read = WebAuth.readChallengeTx(challenge, server.publicKey(), passphrase, homeDomain, homeDomain);
    expect(read.clientAccountID).toBe(client.publicKey());
    expect(read.matchedHomeDomain).toBe(homeDomain);
  });

  it("rejects a malformed account with the one error shape", async () => {
    const response = await app.inject({ url: "/api/anchor/authentication?account=GNOTAKEY" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringContaining("account"),
    });
  });

  it("issues a JWT for an unfunded account signed by its own key, accepted by protected routes", async () => {
    const client = Keypair.random();
    const response = await postToken(sign(await challengeFor(client.publicKey()), [client]));
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(client.publicKey());
    expect(claims.iss).toBe(`https://${homeDomain}/api/anchor/authentication`);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(24 * 60 * 60);

    const whoami = await app.inject({
      url: "/api/test/whoami",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.json()).toEqual({ account: client.publicKey() });
  });

  it("refuses protected routes without a token or with a forged one", async () => {
    expect((await app.inject({ url: "/api/test/whoami" })).statusCode).toBe(401);
    const forged = await app.inject({
      url: "/api/test/whoami",
      headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJHQUJDIn0.c2lnbmF0dXJl" },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a challenge signed by another key", async () => {
    const client = Keypair.random();
    const response = await postToken(sign(await challengeFor(client.publicKey()), [Keypair.random()]));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringContaining("Invalid challenge"),
    });
  });

  it("refuses a challenge signed for another network", async () => {
    const client = Keypair.random();
    const response = await postToken(
      sign(await challengeFor(client.publicKey()), [client], Networks.TESTNET),
    );
    expect(response.statusCode).toBe(401);
  });

  it("refuses a challenge built for another network", async () => {
    const client = Keypair.random();
    const foreign = WebAuth.buildChallengeTx(
      server,
      client.publicKey(),
      homeDomain,
      300,
      Networks.TESTNET,
      homeDomain,
    );
    const response = await postToken(sign(foreign, [client], Networks.TESTNET));
    expect(response.statusCode).toBe(401);
  });

  it("refuses an expired challenge", async () => {
    const client = Keypair.random();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 30 * 60 * 1000);
    const old = WebAuth.buildChallengeTx(server, client.publicKey(), homeDomain, 300, passphrase, homeDomain);
    vi.useRealTimers();
    const response = await postToken(sign(old, [client]));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/expired/i) });
  });

  it("requires the medium threshold of a funded account's current signers", async () => {
    const owner = Keypair.random();
    const cosigner = Keypair.random();
    await ledger.fund(owner);
    await ledger.submit(owner, [
      Operation.setOptions({ signer: { ed25519PublicKey: cosigner.publicKey(), weight: 1 } }),
      Operation.setOptions({ masterWeight: 1, lowThreshold: 1, medThreshold: 2, highThreshold: 2 }),
    ]);
    const alone = await postToken(sign(await challengeFor(owner.publicKey()), [owner]));
    expect(alone.statusCode).toBe(401);
    const both = await postToken(sign(await challengeFor(owner.publicKey()), [owner, cosigner]));
    expect(both.statusCode).toBe(200);
    expect(decodeJwt((both.json() as { token: string }).token).sub).toBe(owner.publicKey());
  });
});
