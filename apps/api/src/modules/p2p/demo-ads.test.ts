import { ZAdPage } from "@sextant/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoWorldApp, startDemoWorldApp } from "../../../test/support/demo-world-app";
import { p2pAds } from "../../db/schema";
import { PriceService } from "../catalogue/price-service";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { demoTraderAccounts } from "../kyc/demo-traders";
import { seedDemoTraders } from "../kyc/seed-demo-traders";
import { adListCacheOf } from "./ad-list-cache";
import { seedDemoAds } from "./demo-ads";
import { P2pRates } from "./p2p-rates";

describe("demo P2P ads", () => {
  let app: FastifyInstance;
  let keys: OperatorKeys;
  let world: DemoWorldApp | undefined;

  beforeAll(async () => {
    world = await startDemoWorldApp();
    ({ app, keys } = world);
    await seedDemoTraders(app, keys);
  }, 120_000);
  afterAll(() => world?.close());

  const count = async () =>
    (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(p2pAds))[0]?.n ?? 0;

  it("posts live buy and sell ads from the approved traders in several countries, once", async () => {
    // As p2pModule builds it; without trades on this ledger the prices are the catalogue's reference prices.
    const rates = new P2pRates(
      app.database.db,
      new PriceService(app.database.db, app.horizon),
      app.settings.homeDomain,
    );
    const options = { app, rates, lists: adListCacheOf(app.database.db), keys };
    await seedDemoAds(options);
    const first = await count();
    await seedDemoAds(options); // idempotent: the same ads, nothing new
    expect(await count()).toBe(first);

    const traders = demoTraderAccounts(app.database.db);
    expect(first).toBeGreaterThanOrEqual(traders.length * 4);
    const rows = await app.database.db.select().from(p2pAds);
    expect(new Set(rows.map((row) => row.location)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.currency)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(["buy", "sell"]));
    expect(rows.some((row) => row.paymentMethod === "Payoneer" && row.location === "US")).toBe(true);
    expect(rows.every((row) => row.status === "Active" && row.availableAmount >= row.minQty)).toBe(true);

    for (const type of ["sell", "buy"]) {
      const response = await app.inject({
        url: `/api/p2p/getadsByAsset?asset_code=XLM&type=${type}&location=IN`,
      });
      expect(ZAdPage.parse(response.json()).ads.length).toBeGreaterThan(0);
    }
  });
});
