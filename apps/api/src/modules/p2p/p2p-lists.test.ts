import { AD_PAGE_SIZE, toStroops, ZAdPage } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { p2pAds } from "../../db/schema";
import { adListCacheOf } from "./ad-list-cache";

const owner = Keypair.random().publicKey();
const other = Keypair.random().publicKey();

/** An ad row as createAd would write it; lists only read rows, so the rules need no ledger here. */
function adRow(n: number, changes: Partial<typeof p2pAds.$inferInsert> = {}): typeof p2pAds.$inferInsert {
  const price = toStroops("29") + BigInt(n % 7) * 1_000_000n; // prices repeat: ties are ordered by id
  return {
    type: "sell",
    assetCode: "XLM",
    account: n % 2 === 0 ? owner : other,
    status: "Active",
    availableAmount: toStroops("500"),
    totalAmount: toStroops("500"),
    minQty: toStroops("30"),
    maxQty: toStroops("100"),
    unitPrice: price,
    unitPriceMax: toStroops("31.752"),
    referencePrice: toStroops("29.4"),
    usdPrice: toStroops("0.35"),
    priceSpread: "0.00",
    currency: "INR",
    location: "IN",
    timeFrame: 15,
    paymentMethod: "Local_Bank",
    bankName: "HDFC",
    bankAccountNumber: "0099",
    bankAccountTitle: "Someone",
    ...changes,
  };
}

describe.each(TEST_DRIVERS)("P2P ad lists: paging, filters and what is listed (%s)", (driver) => {
  let app: FastifyInstance;
  let ownerToken = "";

  beforeAll(async () => {
    app = await createTestApp(driver);
    ownerToken = await testToken(app, owner);
    const db = app.database.db;
    await db.insert(p2pAds).values(Array.from({ length: 25 }, (_, n) => adRow(n)));
    await db.insert(p2pAds).values([
      adRow(100, { location: "US", currency: "USD", unitPrice: toStroops("0.35") }),
      adRow(101, { type: "buy", unitPrice: toStroops("28") }),
      adRow(102, { type: "buy", unitPrice: toStroops("28.5") }),
      adRow(103, { type: "buy", unitPrice: toStroops("28.5") }),
      // Not listed (spec §4): paused, empty, below its minimum.
      adRow(104, { status: "Paused", unitPrice: toStroops("1") }),
      adRow(105, { availableAmount: 0n, minQty: 0n, unitPrice: toStroops("1") }),
      adRow(106, { availableAmount: toStroops("29.9999999"), unitPrice: toStroops("1") }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const page = async (url: string, token?: string) => {
    const response = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdPage.parse(response.json());
  };
  const sellList = (paging = "") =>
    page(`/api/p2p/getadsByAsset?asset_code=XLM&type=sell&location=IN&paging_id=${paging}`);

  it("pages listed sell ads by 10, cheapest first, each once", async () => {
    const first = await sellList();
    const second = await sellList(first.paging_id ?? "");
    const third = await sellList(second.paging_id ?? "");
    expect([first.ads.length, second.ads.length, third.ads.length]).toEqual([AD_PAGE_SIZE, AD_PAGE_SIZE, 5]);
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    expect(third.paging_id).toBeNull();
    const all = [...first.ads, ...second.ads, ...third.ads];
    expect(new Set(all.map((ad) => ad.id)).size).toBe(25);
    const keys = all.map((ad) => [toStroops(ad.unitPrice), BigInt(ad.id)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [price, id] = keys[i] as readonly [bigint, bigint];
      const [prevPrice, prevId] = keys[i - 1] as readonly [bigint, bigint];
      expect(price > prevPrice || (price === prevPrice && id > prevId)).toBe(true);
    }
    expect(all.every((ad) => ad.listed && ad.location === "IN" && ad.bank_account_number === null)).toBe(
      true,
    );
  });

  it("keeps later pages steady while ads are added during paging", async () => {
    const first = await sellList();
    // A cheaper ad arrives after page 1 was read: it belongs before the cursor, so pages 2 and 3 do not shift.
    await app.database.db.insert(p2pAds).values(adRow(200, { unitPrice: toStroops("28.9") }));
    // Written behind the API's back: drop the list cache as the API's own writes do.
    adListCacheOf(app.database.db).invalidate();
    const second = await sellList(first.paging_id ?? "");
    const third = await sellList(second.paging_id ?? "");
    const ids = [...first.ads, ...second.ads, ...third.ads].map((ad) => ad.id);
    expect(new Set(ids).size).toBe(25);
    expect((await sellList()).ads[0]?.unitPrice).toBe("28.9000000");
  });

  it("orders buy ads dearest first and filters by location", async () => {
    const buys = await page("/api/p2p/getadsByAsset?asset_code=XLM&type=buy&location=IN");
    expect(buys.ads.map((ad) => ad.unitPrice)).toEqual(["28.5000000", "28.5000000", "28.0000000"]);
    expect(Number(buys.ads[0]?.id)).toBeGreaterThan(Number(buys.ads[1]?.id));
    const us = await page("/api/p2p/getadsByAsset?asset_code=XLM&type=sell&location=US");
    expect(us.ads.map((ad) => ad.currency)).toEqual(["USD"]);
    const everywhere = await page("/api/p2p/getadsByAsset?asset_code=xlm&type=sell");
    expect(everywhere.ads[0]?.unitPrice).toBe("0.3500000");
    const none = await page("/api/p2p/getadsByAsset?asset_code=EURX&type=sell");
    expect(none).toEqual({ ads: [], paging_id: null, has_more: false });
  });

  it("drops paused, empty and under-minimum ads from the lists", async () => {
    const everywhere = await page("/api/p2p/getadsByAsset?asset_code=XLM&type=sell");
    expect(everywhere.ads.some((ad) => ad.unitPrice === "1.0000000")).toBe(false);
  });

  it("finds ads that can fill an amount", async () => {
    const fits = await page(
      "/api/p2p/searchAdsByAssetCodeAndAmount?asset_code=XLM&type=buy&location=IN&amount=50",
    );
    expect(fits.ads).toHaveLength(3);
    const tooBig = await page(
      "/api/p2p/searchAdsByAssetCodeAndAmount?asset_code=XLM&type=buy&location=IN&amount=100.0000001",
    );
    expect(tooBig.ads).toHaveLength(0);
    const tooSmall = await page(
      "/api/p2p/searchAdsByAssetCodeAndAmount?asset_code=XLM&type=buy&location=IN&amount=29",
    );
    expect(tooSmall.ads).toHaveLength(0);
    const bad = await app.inject({
      url: "/api/p2p/searchAdsByAssetCodeAndAmount?asset_code=XLM&type=buy&amount=-1",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers only ads changed since no_older_than", async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await page(`/api/p2p/getadsByAsset?asset_code=XLM&type=sell&no_older_than=${future}`)).ads,
    ).toHaveLength(0);
    const past = String(Date.now() - 3_600_000);
    expect(
      (await page(`/api/p2p/getadsByAsset?asset_code=XLM&type=sell&no_older_than=${past}`)).ads,
    ).toHaveLength(10);
    const bad = await app.inject({
      url: "/api/p2p/getadsByAsset?asset_code=XLM&type=sell&no_older_than=yesterday",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a paging_id that is not a page of the list", async () => {
    const bad = await app.inject({ url: "/api/p2p/getadsByAsset?asset_code=XLM&type=sell&paging_id=abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("paging_id is not a page of this list");
  });

  it("shows the owner all their ads, newest first and paged; others only the listed ones", async () => {
    const url = `/api/p2p/getAdsByAssetAndAccountId?account=${owner}&asset_code=XLM`;
    const first = await page(url, ownerToken);
    const rest = await page(`${url}&paging_id=${first.paging_id}`, ownerToken);
    const mine = [...first.ads, ...rest.ads];
    const ids = mine.map((ad) => Number(ad.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(mine.some((ad) => ad.status === "Paused")).toBe(true);
    expect(mine[0]?.bank_account_number).toBe("0099");
    const publicView = await page(url);
    expect(publicView.ads.every((ad) => ad.listed && ad.bank_account_number === null)).toBe(true);
    const buysOnly = await page(`${url}&type=buy`, ownerToken);
    expect(buysOnly.ads.every((ad) => ad.type === "buy")).toBe(true);
    const badToken = await app.inject({ url, headers: { authorization: "Bearer nope" } });
    expect(badToken.statusCode).toBe(401);
  });
});
