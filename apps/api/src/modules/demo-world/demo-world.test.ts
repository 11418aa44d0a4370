import { fromStroops, toStroops } from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { ISSUED_ASSETS } from "../catalogue/asset-definitions";
import { tradedAssetCodes } from "./market/demo-pairs";
import { holdingStroops, TRADER_HOLDING_USD } from "./market/market-sizing";
import { liquidityAssetCodes, liquidityHoldingStroops } from "./market/pool-definitions";
import { readMarketHistoryRecord, seedMarketHistory } from "./market/seed-market-history";
import { OperatorKeys } from "./operator-keys";
import { seedDemoWorld, supplyOf } from "./seed-demo-world";

describe("demo world, part 1", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let keys: OperatorKeys;
  const homeDomain = "localhost:3000";

  beforeAll(async () => {
    ledger = await startTestLedger();
    // The test seeds by itself: no background job racing it.
    app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url, homeDomain, demoWorld: false });
    keys = await OperatorKeys.load(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  const seed = () =>
    seedDemoWorld({
      horizon: ledger.horizon,
      keys,
      homeDomain,
      networkPassphrase: ledger.ledger.networkPassphrase,
    });

  it("creates issuers with this server as home domain, a distribution account holding each supply and a fee account", async () => {
    expect(await seed()).toBeGreaterThan(ISSUED_ASSETS.length * 3);

    for (const definition of ISSUED_ASSETS) {
      const issuer = await ledger.horizon.loadAccount(keys.issuer(definition.code).publicKey());
      expect(issuer.home_domain).toBe(homeDomain);
    }
    const distribution = await ledger.horizon.loadAccount(keys.keypair("distribution").publicKey());
    const fee = await ledger.horizon.loadAccount(keys.keypair("fee").publicKey());
    for (const definition of ISSUED_ASSETS) {
      const issuer = keys.issuer(definition.code).publicKey();
      const held = distribution.balances.find(
        (b) =>
          "asset_code" in b &&
          b.asset_code === definition.code &&
          "asset_issuer" in b &&
          b.asset_issuer === issuer,
      );
      // The supply less what the demo market's maker, taker and liquidity accounts received.
      const traded = tradedAssetCodes().includes(definition.code);
      const pooled = liquidityAssetCodes().includes(definition.code);
      const expected =
        toStroops(supplyOf(definition.referenceUsdPrice)) -
        (traded ? 2n * holdingStroops(definition.code, TRADER_HOLDING_USD) : 0n) -
        (pooled ? liquidityHoldingStroops(definition.code) : 0n);
      expect(held?.balance).toBe(fromStroops(expected));
      expect(fee.balances.some((b) => "asset_code" in b && b.asset_code === definition.code)).toBe(true);
    }
  });

  it("is idempotent: a second run applies nothing", async () => {
    expect(await seed()).toBe(0);
  });

  it("skips the back-dated market history when the ledger has no development clock", async () => {
    const logged: string[] = [];
    const log = { info: (message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
    const outcome = await seedMarketHistory({
      horizon: ledger.horizon,
      keys,
      networkPassphrase: ledger.ledger.networkPassphrase,
      db: app.database.db,
      log,
    });
    expect(outcome).toBe("no-dev-clock");
    expect(logged.join()).toContain("no development clock");
    expect(await readMarketHistoryRecord(app.database.db)).toBeUndefined();
    const trades = await ledger.horizon.trades().forAccount(keys.keypair("maker").publicKey()).call();
    expect(trades.records).toEqual([]);
  });

  it("keeps the same operator accounts across restarts of the API", async () => {
    const again = await OperatorKeys.load(app.database.db);
    expect(again.issuer("USDT").publicKey()).toBe(keys.issuer("USDT").publicKey());
  });

  it("lists the ledger's issuers in the catalogue", async () => {
    const response = await app.inject({ url: "/api/coins/getAssets?currencyCode=USD" });
    const { assets } = response.json() as { assets: Array<{ code: string; issuer: string }> };
    const usdt = assets.find((asset) => asset.code === "USDT");
    expect(usdt?.issuer).toBe(keys.issuer("USDT").publicKey());
    const onLedger = await ledger.horizon
      .assets()
      .forCode("USDT")
      .forIssuer(usdt?.issuer ?? "")
      .call();
    expect(onLedger.records[0]?.asset_code).toBe("USDT");
    expect(new Asset("USDT", usdt?.issuer).getIssuer()).toBe(keys.issuer("USDT").publicKey());
  });
});

describe("test faucet for operator assets", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;

  beforeAll(async () => {
    ledger = await startTestLedger();
    app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url, demoWorld: false });
    const keys = await OperatorKeys.load(app.database.db);
    await seedDemoWorld({
      horizon: ledger.horizon,
      keys,
      homeDomain: app.settings.homeDomain,
      networkPassphrase: ledger.ledger.networkPassphrase,
    });
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  const faucet = (account: string, assetCode: string) =>
    app.inject({ method: "POST", url: "/api/demo/faucet", payload: { account, assetCode } });

  it("sends 100 USD worth of the asset to an account that trusts it", async () => {
    const user = Keypair.random();
    await ledger.fund(user);
    const keys = await OperatorKeys.load(app.database.db);
    const usdt = new Asset("USDT", keys.issuer("USDT").publicKey());
    await ledger.submit(user, [Operation.changeTrust({ asset: usdt })]);

    const response = await faucet(user.publicKey(), "usdt");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: "100",
      assetCode: "USDT",
      assetIssuer: usdt.getIssuer(),
    });
    const account = await ledger.horizon.loadAccount(user.publicKey());
    const held = account.balances.find((b) => "asset_code" in b && b.asset_code === "USDT");
    expect(held?.balance).toBe("100.0000000");
  });

  it("asks for the trustline first, and for an existing account", async () => {
    const user = Keypair.random();
    expect((await faucet(user.publicKey(), "USDT")).json()).toMatchObject({
      message: "The destination account does not exist!",
    });
    await ledger.fund(user);
    const response = await faucet(user.publicKey(), "USDT");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Please Trust This Asset First" });
    expect((await faucet(user.publicKey(), "NOPE")).statusCode).toBe(404);
  });
});
