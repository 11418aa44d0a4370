import type { TTrade } from "@sextant/core";
import { Asset, Keypair, Operation, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoWorldApp, startDemoWorldApp } from "../../../test/support/demo-world-app";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { testToken } from "../../../test/support/test-token";
import { notifications, p2pAds } from "../../db/schema";
import { PriceService } from "../catalogue/price-service";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { demoTraderAccounts } from "../kyc/demo-traders";
import { seedDemoTraders } from "../kyc/seed-demo-traders";
import { adListCacheOf } from "../p2p/ad-list-cache";
import { seedDemoAds } from "../p2p/demo-ads";
import { P2pRates } from "../p2p/p2p-rates";

/** Polls until `check` answers something (the demo trader works through jobs); fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("the condition was not met in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the demo trader answers a newcomer's trades on its own ads, on the ledger", () => {
  let world: DemoWorldApp | undefined;
  let app: FastifyInstance;
  let keys: OperatorKeys;
  let newcomer: Keypair;
  let token: string;

  beforeAll(async () => {
    world = await startDemoWorldApp({ escrowReconcileMinutes: 0 });
    ({ app, keys } = world);
    await seedDemoTraders(app, keys);
    const rates = new P2pRates(
      app.database.db,
      new PriceService(app.database.db, app.horizon),
      app.settings.homeDomain,
    );
    await seedDemoAds({ app, rates, lists: adListCacheOf(app.database.db), keys });
    // The demo world is on from here: trades on the demo traders' ads get their turn.
    app.settings.demoWorld = true;

    // A newcomer: an account, the LEVELG battery from the distribution account, KYC approved.
    newcomer = Keypair.random();
    await world.ledger.fund(newcomer);
    const levelg = new Asset("LEVELG", keys.issuer("LEVELG").publicKey());
    await world.ledger.submit(newcomer, [Operation.changeTrust({ asset: levelg })]);
    await world.ledger.submit(keys.keypair("distribution"), [
      Operation.payment({ destination: newcomer.publicKey(), asset: levelg, amount: "500" }),
    ]);
    await approveKycForTest(app.database.db, newcomer.publicKey(), { name: "Nadia Khan", country: "IN" });
    token = await testToken(app, newcomer.publicKey());
  }, 240_000);
  afterAll(() => world?.close());

  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const tradeOf = async (id: string) =>
    (await call("GET", `/api/p2p/getTradeById?tradeId=${id}`)).json().trade as TTrade;
  const demoAd = async (type: "sell" | "buy") => {
    const arjun = demoTraderAccounts(app.database.db).find((trader) => trader.slug === "in-arjun");
    const [ad] = await app.database.db
      .select()
      .from(p2pAds)
      .where(
        and(eq(p2pAds.account, arjun?.accountId ?? ""), eq(p2pAds.type, type), eq(p2pAds.assetCode, "XLM")),
      );
    if (!ad) throw new Error(`no demo ${type} ad`);
    return ad;
  };

  it("a whole buy trade alone: the demo trader accepts and funds E, then confirms the payment; E is merged", async () => {
    const ad = await demoAd("sell");
    const amount = (Number(ad.minQty) / 1e7 + 1).toFixed(7);
    const started = await call("POST", "/api/p2p/addBuyTrade", { p2padsId: String(ad.id), amount });
    expect(started.statusCode, started.body).toBe(200);
    const tradeId = (started.json().trade as TTrade).id;

    // The demo trader accepts on its own: E funded and read back, the trade Started.
    const accepted = await eventually(async () => {
      const trade = await tradeOf(tradeId);
      return trade.status === "Started" ? trade : undefined;
    });
    const escrowAccountId = accepted.escrowAccountId as string;
    expect(escrowAccountId).toMatch(/^G/);
    const escrow = await world?.ledger.horizon.loadAccount(escrowAccountId);
    expect(escrow?.balances.find((b) => b.asset_type === "native")?.balance).toBe(
      accepted.cryptoAmountFromSeller,
    );

    // The newcomer signs the release and says 'I have paid'.
    const { releaseXdr } = (await call("GET", `/api/p2p/escrow/release?tradeId=${tradeId}`)).json();
    const release = TransactionBuilder.fromXDR(releaseXdr, app.settings.networkPassphrase) as Transaction;
    const before = Number(
      (await app.horizon.loadAccount(newcomer.publicKey())).balances.find((b) => b.asset_type === "native")
        ?.balance,
    );
    const paid = await call("POST", "/api/p2p/claimAmountTransferByBuyer", {
      tradeId,
      releaseSignature: Buffer.from(newcomer.sign(release.hash())).toString("base64"),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // After its short wait the demo trader confirms; the platform releases to the newcomer and merges E.
    // The state change commits first and the release follows it: wait for both.
    await eventually(async () => ((await tradeOf(tradeId)).status === "Completed" ? true : undefined));
    await eventually(() =>
      app.horizon.loadAccount(escrowAccountId).then(
        () => undefined,
        () => true,
      ),
    );
    const after = Number(
      (await app.horizon.loadAccount(newcomer.publicKey())).balances.find((b) => b.asset_type === "native")
        ?.balance,
    );
    expect(after - before).toBeCloseTo(Number(amount), 7);
    await expect(app.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    // The newcomer heard of each of the demo trader's moves.
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.account, newcomer.publicKey()), eq(notifications.objectId, tradeId)));
    expect(told.map((row) => row.title).sort()).toEqual(["Trade accepted", "Trade completed"]);
  }, 180_000);

  it("a sell trade: once the newcomer funds E, the demo trader, as buyer, signs the release and says 'I have paid'", async () => {
    const ad = await demoAd("buy");
    const amount = (Number(ad.minQty) / 1e7 + 1).toFixed(7);
    const started = await call("POST", "/api/p2p/addSellTrade", {
      p2padsId: String(ad.id),
      amount,
      bank_name: "Canara Bank",
      bank_account_number: "11223344",
    });
    expect(started.statusCode, started.body).toBe(200);
    const tradeId = (started.json().trade as TTrade).id;
    const opened = await call("POST", "/api/p2p/accept", { tradeId });
    expect(opened.statusCode, opened.body).toBe(200);
    const { fundingXdr, refundXdr } = opened.json();
    const passphrase = app.settings.networkPassphrase;
    const refund = TransactionBuilder.fromXDR(refundXdr, passphrase) as Transaction;
    const funding = TransactionBuilder.fromXDR(fundingXdr, passphrase) as Transaction;
    funding.sign(newcomer);
    await app.horizon.submitTransaction(funding);
    const accepted = await call("POST", "/api/p2p/accept", {
      tradeId,
      refundSignature: Buffer.from(newcomer.sign(refund.hash())).toString("base64"),
      transaction_hash: Buffer.from(funding.hash()).toString("hex"),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const paid = await eventually(async () => {
      const trade = await tradeOf(tradeId);
      return trade.status === "FundsSent" ? trade : undefined;
    });
    expect(paid.actions).toContain("I_HAVE_RECEIVED");
    // The newcomer, as seller, confirms; the demo trader receives the crypto.
    const done = await call("POST", "/api/p2p/claimAmountRecivedBySeller", { tradeId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().trade.status).toBe("Completed");
    await expect(app.horizon.loadAccount(paid.escrowAccountId as string)).rejects.toBeInstanceOf(Error);
  }, 180_000);
});
