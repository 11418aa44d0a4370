import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  Account,
  Keypair,
  MuxedAccount,
  Networks,
  Operation,
  type Transaction,
  TransactionBuilder,
  WebAuth,
} from "@stellar/stellar-sdk";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { usedChallenges } from "../../db/schema";
import { buildChallenge, CHALLENGE_TIMEOUT_SECONDS } from "./build-challenge";
import { CLOCK_SKEW_SECONDS } from "./issue-token";

const server = Keypair.random();
const homeDomain = "wallet.test";
const endpoint = "/api/anchor/authentication";

describe.each(TEST_DRIVERS)("SEP-10 authentication (%s)", (driver) => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let passphrase: string;

  beforeAll(async () => {
    ledger = await startTestLedger();
    passphrase = ledger.ledger.networkPassphrase;
    app = await createTestApp(
      driver,
      { horizonUrl: ledger.ledger.url, sep10SigningSecret: server.secret(), homeDomain },
      (instance) => {
        instance.get("/api/test/whoami", { onRequest: instance.authenticate }, async (request) => ({
          account: request.account,
        }));
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function challengeFor(account: string, query = ""): Promise<string> {
    const response = await app.inject({ url: `${endpoint}?account=${account}${query}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { transaction: string; network_passphrase: string };
    expect(Object.keys(body).sort()).toEqual(["network_passphrase", "transaction"]);
    expect(body.network_passphrase).toBe(passphrase);
    return body.transaction;
  }

  function sign(challenge: string, signers: Keypair[], networkPassphrase = passphrase): string {
    const tx = TransactionBuilder.fromXDR(challenge, networkPassphrase);
    tx.sign(...signers);
    return tx.toEnvelope().toXDR("base64");
  }

  const postToken = (transaction: string) =>
    app.inject({ method: "POST", url: endpoint, payload: { transaction } });

  const at = (seconds: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(seconds * 1000);
  };

  describe("GET: the challenge", () => {
    it("is built as SEP-10 describes, signed by the server for the account and this home domain", async () => {
      const client = Keypair.random();
      const before = Math.floor(Date.now() / 1000);
      const challenge = await challengeFor(client.publicKey());
      const read = WebAuth.readChallengeTx(challenge, server.publicKey(), passphrase, homeDomain, homeDomain);
      expect(read.clientAccountID).toBe(client.publicKey());
      expect(read.matchedHomeDomain).toBe(homeDomain);
      const tx = read.tx;
      expect(tx.source).toBe(server.publicKey());
      expect(tx.sequence).toBe("0");
      expect(tx.signatures).toHaveLength(1);
      const minTime = Number(tx.timeBounds?.minTime);
      expect(minTime).toBeGreaterThanOrEqual(before);
      expect(Number(tx.timeBounds?.maxTime) - minTime).toBe(CHALLENGE_TIMEOUT_SECONDS);
      const [first, ...others] = tx.operations;
      expect(first).toMatchObject({
        type: "manageData",
        name: `${homeDomain} auth`,
        source: client.publicKey(),
      });
      if (first?.type !== "manageData") throw new Error("first operation is not ManageData");
      expect(first.value?.length).toBe(64);
      expect(Buffer.from(Buffer.from(first.value ?? []).toString(), "base64")).toHaveLength(48);
      const webAuthDomain = others.find((op) => op.type === "manageData" && op.name === "web_auth_domain");
      expect(webAuthDomain).toMatchObject({ source: server.publicKey() });
      if (webAuthDomain?.type !== "manageData") throw new Error("no web_auth_domain operation");
      expect(Buffer.from(webAuthDomain.value ?? []).toString()).toBe(homeDomain);
    });

    it.each([
      ["no account", ""],
      ["an empty account", "account="],
      ["a malformed account", "account=GNOTAKEY"],
      ["a G key with a bad checksum", "account=GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
      ["a secret key", `account=${Keypair.random().secret()}`],
      [
        "a muxed account with a memo",
        `account=${new MuxedAccount(accountOf(Keypair.random()), "7").accountId()}&memo=5`,
      ],
      ["a memo that is not an ID", `account=${Keypair.random().publicKey()}&memo=abc`],
      ["a memo above 64 bits", `account=${Keypair.random().publicKey()}&memo=18446744073709551616`],
      ["another home domain", `account=${Keypair.random().publicKey()}&home_domain=other.example`],
      ["a client domain that is not a domain", `account=${Keypair.random().publicKey()}&client_domain=a%20b`],
    ])("answers 400 with SEP-10's { error } for %s", async (_case, query) => {
      const response = await app.inject({ url: `${endpoint}?${query}` });
      expect(response.statusCode).toBe(400);
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error).toEqual(expect.any(String));
    });

    it("allows any origin on its answers and its errors, as SEP-10 asks", async () => {
      const origin = { origin: "https://another-wallet.example" };
      const ok = await app.inject({
        url: `${endpoint}?account=${Keypair.random().publicKey()}`,
        headers: origin,
      });
      expect(ok.headers["access-control-allow-origin"]).toBe("*");
      const bad = await app.inject({ method: "POST", url: endpoint, headers: origin, payload: {} });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers["access-control-allow-origin"]).toBe("*");
    });

    it("takes this server's home_domain, a muxed account and an ID memo", async () => {
      const client = Keypair.random();
      const named = await challengeFor(client.publicKey(), `&home_domain=${homeDomain}`);
      expect(
        WebAuth.readChallengeTx(named, server.publicKey(), passphrase, homeDomain, homeDomain)
          .clientAccountID,
      ).toBe(client.publicKey());
      const muxed = new MuxedAccount(accountOf(client), "42").accountId();
      const forMuxed = await challengeFor(muxed);
      expect(
        WebAuth.readChallengeTx(forMuxed, server.publicKey(), passphrase, homeDomain, homeDomain)
          .clientAccountID,
      ).toBe(muxed);
      const withMemo = await challengeFor(client.publicKey(), "&memo=12345");
      expect(
        WebAuth.readChallengeTx(withMemo, server.publicKey(), passphrase, homeDomain, homeDomain).memo,
      ).toBe("12345");
    });
  });

  describe("POST: the token", () => {
    it("issues a JWT with SEP-10's claims for an unfunded account signed by its own key, accepted by protected routes", async () => {
      const client = Keypair.random();
      const signed = sign(await challengeFor(client.publicKey()), [client]);
      const response = await postToken(signed);
      expect(response.statusCode).toBe(200);
      const { token } = response.json() as { token: string };
      const claims = decodeJwt(token);
      expect(claims.sub).toBe(client.publicKey());
      expect(claims.iss).toBe(`https://${homeDomain}/api/anchor/authentication`);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(24 * 60 * 60);
      expect(claims.jti).toBe(
        Buffer.from(TransactionBuilder.fromXDR(signed, passphrase).hash()).toString("hex"),
      );
      expect(claims.home_domain).toBe(homeDomain);
      expect(claims.client_domain).toBeUndefined();

      const whoami = await app.inject({
        url: "/api/test/whoami",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(whoami.json()).toEqual({ account: client.publicKey() });
    });

    it("accepts a form body as well as JSON", async () => {
      const client = Keypair.random();
      const signed = sign(await challengeFor(client.publicKey()), [client]);
      const response = await app.inject({
        method: "POST",
        url: endpoint,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ transaction: signed }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(decodeJwt((response.json() as { token: string }).token).sub).toBe(client.publicKey());
    });

    it.each([
      ["no transaction (JSON)", "application/json", "{}"],
      ["no transaction (form)", "application/x-www-form-urlencoded", "other=1"],
      ["a transaction that is not XDR", "application/x-www-form-urlencoded", "transaction=bm90IHhkcg%3D%3D"],
      ["malformed JSON", "application/json", "{"],
    ])("answers 400 with { error } for %s", async (_case, type, payload) => {
      const response = await app.inject({
        method: "POST",
        url: endpoint,
        headers: { "content-type": type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json() as object)).toEqual(["error"]);
    });

    it("answers an unsupported media type with { error } too", async () => {
      const response = await app.inject({
        method: "POST",
        url: endpoint,
        headers: { "content-type": "application/xml" },
        payload: "<transaction/>",
      });
      expect(response.statusCode).toBe(415);
      expect(Object.keys(response.json() as object)).toEqual(["error"]);
    });

    it("refuses a challenge signed by another key, or signed twice by the account", async () => {
      const client = Keypair.random();
      const other = await postToken(sign(await challengeFor(client.publicKey()), [Keypair.random()]));
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({ error: expect.stringContaining("Invalid challenge") });
      const twice = await postToken(sign(await challengeFor(client.publicKey()), [client, client]));
      expect(twice.statusCode).toBe(400);
      const unsigned = await postToken(await challengeFor(client.publicKey()));
      expect(unsigned.statusCode).toBe(400);
    });

    it("refuses a challenge without the server's signature", async () => {
      const client = Keypair.random();
      const tx = TransactionBuilder.fromXDR(
        await challengeFor(client.publicKey()),
        passphrase,
      ) as Transaction;
      tx.signatures.splice(0, tx.signatures.length);
      tx.sign(client);
      const response = await postToken(tx.toEnvelope().toXDR("base64"));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it("refuses a challenge signed for another network, or built for another network", async () => {
      const client = Keypair.random();
      const signedElsewhere = await postToken(
        sign(await challengeFor(client.publicKey()), [client], Networks.TESTNET),
      );
      expect(signedElsewhere.statusCode).toBe(400);
      const foreign = WebAuth.buildChallengeTx(
        server,
        client.publicKey(),
        homeDomain,
        300,
        Networks.TESTNET,
        homeDomain,
      );
      const builtElsewhere = await postToken(sign(foreign, [client], Networks.TESTNET));
      expect(builtElsewhere.statusCode).toBe(400);
      expect(builtElsewhere.json()).toEqual({ error: expect.any(String) });
    });

    it("honours the challenge's lifetime exactly: valid to its last second, refused after it", async () => {
      const client = Keypair.random();
      const issuedAt = Math.floor(Date.now() / 1000) + 3600;
      at(issuedAt);
      const lastSecond = sign(await challengeFor(client.publicKey()), [client]);
      const late = sign(await challengeFor(client.publicKey()), [client]);
      at(issuedAt + CHALLENGE_TIMEOUT_SECONDS + CLOCK_SKEW_SECONDS);
      expect((await postToken(lastSecond)).statusCode).toBe(200);
      // One second later, well inside the SDK's five-minute grace period, the challenge is over.
      at(issuedAt + CHALLENGE_TIMEOUT_SECONDS + CLOCK_SKEW_SECONDS + 1);
      const response = await postToken(late);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/expired/i) });
    });

    it("refuses a challenge from long ago", async () => {
      const client = Keypair.random();
      at(Math.floor(Date.now() / 1000) - 30 * 60);
      const old = WebAuth.buildChallengeTx(
        server,
        client.publicKey(),
        homeDomain,
        300,
        passphrase,
        homeDomain,
      );
      vi.useRealTimers();
      const response = await postToken(sign(old, [client]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/expired/i) });
    });

    it("gives one token per challenge: a replay is refused, and of concurrent uses exactly one succeeds", async () => {
      const client = Keypair.random();
      const signed = sign(await challengeFor(client.publicKey()), [client]);
      expect((await postToken(signed)).statusCode).toBe(200);
      const replay = await postToken(signed);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ error: expect.stringMatching(/already been used/) });

      const once = sign(await challengeFor(client.publicKey()), [client]);
      const answers = await Promise.all(Array.from({ length: 6 }, () => postToken(once)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    });

    it("keeps a used challenge's hash until the challenge's last valid second, pruning those past it", async () => {
      const db = app.database.db;
      await db
        .insert(usedChallenges)
        .values({ transactionHash: "old", expiresAt: new Date(Date.now() - 1000) });
      const client = Keypair.random();
      const signed = sign(await challengeFor(client.publicKey()), [client]);
      expect((await postToken(signed)).statusCode).toBe(200);
      const tx = TransactionBuilder.fromXDR(signed, passphrase) as Transaction;
      const hash = Buffer.from(tx.hash()).toString("hex");
      const rows = await db
        .select()
        .from(usedChallenges)
        .where(inArray(usedChallenges.transactionHash, ["old", hash]));
      expect(rows).toEqual([
        {
          transactionHash: hash,
          expiresAt: new Date((Number(tx.timeBounds?.maxTime) + CLOCK_SKEW_SECONDS) * 1000),
        },
      ]);
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
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toEqual({ error: expect.any(String) });
      const both = await postToken(sign(await challengeFor(owner.publicKey()), [owner, cosigner]));
      expect(both.statusCode).toBe(200);
      expect(decodeJwt((both.json() as { token: string }).token).sub).toBe(owner.publicKey());
    });

    it("names a muxed account or an account with a memo as the subject; product routes refuse such tokens", async () => {
      const client = Keypair.random();
      const muxed = new MuxedAccount(accountOf(client), "42").accountId();
      const muxedToken = await postToken(sign(await challengeFor(muxed), [client]));
      expect(muxedToken.statusCode).toBe(200);
      const muxedClaims = decodeJwt((muxedToken.json() as { token: string }).token);
      expect(muxedClaims.sub).toBe(muxed);

      const memoToken = await postToken(sign(await challengeFor(client.publicKey(), "&memo=9"), [client]));
      expect(memoToken.statusCode).toBe(200);
      const memoJwt = (memoToken.json() as { token: string }).token;
      expect(decodeJwt(memoJwt).sub).toBe(`${client.publicKey()}:9`);
      const whoami = await app.inject({
        url: "/api/test/whoami",
        headers: { authorization: `Bearer ${memoJwt}` },
      });
      expect(whoami.statusCode).toBe(401);
    });
  });

  describe("client_domain", () => {
    const wallet = Keypair.random();
    let walletSite: Server;
    let walletDomain: string;
    beforeAll(async () => {
      // The wallet's own domain, serving a stellar.toml with its SIGNING_KEY.
      walletSite = createServer((_request, response) => {
        response.setHeader("content-type", "text/plain");
        response.end(`SIGNING_KEY = "${wallet.publicKey()}"\n`);
      });
      await new Promise<void>((resolve) => walletSite.listen(0, "127.0.0.1", resolve));
      walletDomain = `127.0.0.1:${(walletSite.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => walletSite.close(() => resolve())));

    it("adds the wallet's signing key, requires its signature, and names the domain in the token", async () => {
      const client = Keypair.random();
      const challenge = await challengeFor(client.publicKey(), `&client_domain=${walletDomain}`);
      const tx = TransactionBuilder.fromXDR(challenge, passphrase) as Transaction;
      const operation = tx.operations.find((op) => op.type === "manageData" && op.name === "client_domain");
      expect(operation).toMatchObject({ source: wallet.publicKey() });

      const withoutWallet = await postToken(sign(challenge, [client]));
      expect(withoutWallet.statusCode).toBe(400);
      const other = await challengeFor(client.publicKey(), `&client_domain=${walletDomain}`);
      const withWallet = await postToken(sign(other, [client, wallet]));
      expect(withWallet.statusCode).toBe(200);
      expect(decodeJwt((withWallet.json() as { token: string }).token).client_domain).toBe(walletDomain);
    });

    it("does not read a local client domain for a public-network server", async () => {
      const request = { account: Keypair.random().publicKey(), client_domain: walletDomain };
      const secrets = { signingKeypair: server, jwtKey: new Uint8Array(32), operatorSeed: Buffer.alloc(32) };
      const common = { request, secrets, homeDomain, networkPassphrase: Networks.PUBLIC };
      await expect(buildChallenge({ ...common, allowLocalHttp: false })).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringContaining(walletDomain),
      });
      const built = await buildChallenge({ ...common, allowLocalHttp: true });
      expect(built.length).toBeGreaterThan(0);
    });

    it("answers 400 when the client domain's stellar.toml can't be read", async () => {
      const response = await app.inject({
        url: `${endpoint}?account=${Keypair.random().publicKey()}&client_domain=127.0.0.1:9`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringContaining("127.0.0.1:9") });
    });
  });

  describe("protected routes", () => {
    it("refuse a missing or forged token with the product's error shape", async () => {
      expect((await app.inject({ url: "/api/test/whoami" })).statusCode).toBe(401);
      const forged = await app.inject({
        url: "/api/test/whoami",
        headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJHQUJDIn0.c2lnbmF0dXJl" },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: "UNAUTHORIZED" });
    });
  });
});

/** The account a muxed address is built on (its sequence number plays no part in the address). */
function accountOf(keypair: Keypair): Account {
  return new Account(keypair.publicKey(), "0");
}
