import { ZExchangeRateResponse, ZGetActiveCountriesResponse } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";

describe.each(TEST_DRIVERS)("P2P countries, reference prices and fees (%s)", (driver) => {
  let app: FastifyInstance;
  const admin = Keypair.random().publicKey();
  const user = Keypair.random().publicKey();
  let adminToken = "";
  let userToken = "";

  beforeAll(async () => {
    // No ledger: the price service falls back to the catalogue's reference prices (XLM 0.35 USD).
    app = await createTestApp(driver, { adminAccounts: [admin] });
    adminToken = await testToken(app, admin);
    userToken = await testToken(app, user);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ url });
  const put = (url: string, payload: object, token?: string) =>
    app.inject({
      method: "PUT",
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("lists the active countries with currency, methods and the reference price of an asset", async () => {
    const plain = ZGetActiveCountriesResponse.parse((await get("/api/p2pcountry/getActive")).json());
    expect(plain.countries.length).toBeGreaterThanOrEqual(10);
    const us = plain.countries.find((c) => c.code === "US");
    expect(us).toMatchObject({
      currency: "USD",
      symbol: "$",
      payment_methods: ["Local_Bank", "Payoneer", "Skrill"],
    });
    expect(us?.Price).toBeNull();
    const priced = ZGetActiveCountriesResponse.parse(
      (await get("/api/p2pcountry/getActive?asset_code=XLM")).json(),
    );
    const india = priced.countries.find((c) => c.code === "IN");
    expect(india).toMatchObject({
      currency: "INR",
      usdRate: "84",
      payment_methods: ["Local_Bank"],
      Price: "29.4000000",
    });
  });

  it("answers the reference price, card prices with the spread and the 8 % band", async () => {
    const response = await get("/api/p2p/exchangeRate?asset_code=XLM&location=in");
    expect(response.statusCode).toBe(200);
    expect(ZExchangeRateResponse.parse(response.json())).toEqual({
      exchange_rate: { buyPrice: "29.8410000", sellPrice: "28.9590000" },
      asset_code: "XLM",
      location: "IN",
      currency: "INR",
      referencePrice: "29.4000000",
      usdPrice: "0.3500000",
      usdRate: "84",
      priceSpread: "1.5",
      band: { low: "27.05", high: "31.75" },
    });
  });

  it("refuses unknown countries and assets not on the P2P market", async () => {
    const nowhere = await get("/api/p2p/exchangeRate?asset_code=XLM&location=ZZ");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("Unknown country.");
    const hidden = await get("/api/p2p/exchangeRate?asset_code=BTC&location=US");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("This asset is not traded on P2P.");
    expect((await get("/api/p2p/exchangeRate?asset_code=XLM&location=USA")).statusCode).toBe(400);
  });

  it("answers the spread and the fee levels, with what each side pays on an amount", async () => {
    expect((await get("/api/feesetting-levels/p2pPriceSpread?asset_code=XLM")).json()).toEqual({
      fee: "1.5",
      asset_code: "XLM",
    });
    const fee = (await get("/api/feesetting-levels/p2pFee?asset_code=LEVELG&amount=100")).json();
    expect(fee).toEqual({
      fee: {
        assetCode: "LEVELG",
        priceSpreadPercent: "1.5",
        p2pBuyerFeeFixed: "0",
        p2pBuyerFeePercent: "0",
        p2pSellerFeeFixed: "0",
        p2pSellerFeePercent: "0.1",
      },
      buyerFee: "0.0000000",
      sellerFee: "0.1000000",
    });
    expect((await get("/api/feesetting-levels/p2pFee?asset_code=XLM")).json().sellerFee).toBeNull();
  });

  it("lets only an admin change countries and rates, which apply at once", async () => {
    const body = { name: "India", currency: "INR", usdRate: "100", active: true };
    expect((await put("/api/admin/p2p/countries/IN", body)).statusCode).toBe(401);
    expect((await put("/api/admin/p2p/countries/IN", body, userToken)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          url: "/api/admin/p2p/countries",
          headers: { authorization: `Bearer ${userToken}` },
        })
      ).statusCode,
    ).toBe(403);

    const changed = await put("/api/admin/p2p/countries/in", body, adminToken);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ code: "IN", usdRate: "100", active: true });
    const rate = (await get("/api/p2p/exchangeRate?asset_code=XLM&location=IN")).json();
    expect(rate.referencePrice).toBe("35.0000000");

    const added = await put(
      "/api/admin/p2p/countries/PK",
      { name: "Pakistan", currency: "PKR", usdRate: "278.5", active: true },
      adminToken,
    );
    expect(added.statusCode).toBe(200);
    expect((await get("/api/p2p/exchangeRate?asset_code=XLM&location=PK")).json().referencePrice).toBe(
      "97.4750000",
    );

    await put(
      "/api/admin/p2p/countries/PK",
      { name: "Pakistan", currency: "PKR", usdRate: "278.5", active: false },
      adminToken,
    );
    expect((await get("/api/p2p/exchangeRate?asset_code=XLM&location=PK")).statusCode).toBe(404);
    const active = ZGetActiveCountriesResponse.parse((await get("/api/p2pcountry/getActive")).json());
    expect(active.countries.map((c) => c.code)).not.toContain("PK");
    const all = await app.inject({
      url: "/api/admin/p2p/countries",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(all.json().countries.find((c: { code: string }) => c.code === "PK")).toMatchObject({
      active: false,
    });

    const bad = await put("/api/admin/p2p/countries/IN", { ...body, usdRate: "0" }, adminToken);
    expect(bad.statusCode).toBe(400);
  });

  it("lets only an admin set the spread and fees; the spread stays inside the band", async () => {
    const level = {
      priceSpreadPercent: "2",
      p2pBuyerFeeFixed: "0",
      p2pBuyerFeePercent: "0",
      p2pSellerFeeFixed: "0.5",
      p2pSellerFeePercent: "0.2",
    };
    expect((await put("/api/admin/p2p/fee-levels/XLM", level, userToken)).statusCode).toBe(403);
    expect(
      (await put("/api/admin/p2p/fee-levels/XLM", { ...level, priceSpreadPercent: "8" }, adminToken))
        .statusCode,
    ).toBe(400);
    expect((await put("/api/admin/p2p/fee-levels/BTC", level, adminToken)).statusCode).toBe(404);
    const saved = await put("/api/admin/p2p/fee-levels/XLM", level, adminToken);
    expect(saved.json()).toMatchObject({
      assetCode: "XLM",
      priceSpreadPercent: "2",
      p2pSellerFeeFixed: "0.5",
    });
    expect((await get("/api/feesetting-levels/p2pPriceSpread?asset_code=XLM")).json().fee).toBe("2");
    expect((await get("/api/feesetting-levels/p2pFee?asset_code=XLM&amount=100")).json().sellerFee).toBe(
      "0.7000000",
    );
  });
});

describe("P2P ad posting rate limit", () => {
  it("answers 429 past the strict per-client limit", async () => {
    const app = await createTestApp("pglite", { rateLimitStrictPerMinute: 2 });
    try {
      // A visitor is told to log in whatever the form held (before the body is validated).
      const visitor = await app.inject({
        method: "POST",
        url: "/api/p2p/addBuyAd",
        payload: { unitPrice: 5 },
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe("You are not logged in.");
      const token = await testToken(app, Keypair.random().publicKey());
      const post = () =>
        app.inject({
          method: "POST",
          url: "/api/p2p/addSellAd",
          payload: {},
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
      // Lists are not limited by it.
      expect((await app.inject({ url: "/api/p2p/getadsByAsset?asset_code=XLM&type=buy" })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  }, 60_000);
});
