import { EXCLUDED_MARKET_ASSETS, ZGetAssetsResponse, ZGetCurrenciesResponse } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";

describe.each(TEST_DRIVERS)("asset catalogue on %s", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  const assetsIn = async (currency: string) => {
    const response = await app.inject({ url: `/api/coins/getAssets?currencyCode=${currency}` });
    expect(response.statusCode).toBe(200);
    return ZGetAssetsResponse.parse(response.json());
  };

  it("lists XLM and every asset of the spec with its flags", async () => {
    const { assets, currencyCode } = await assetsIn("USD");
    expect(currencyCode).toBe("USD");
    const codes = assets.map((asset) => asset.code);
    expect(codes[0]).toBe("XLM");
    expect(codes).toEqual(
      expect.arrayContaining(["LEVELG", ...EXCLUDED_MARKET_ASSETS.filter((c) => c !== "SHIBA")]),
    );
    const xlm = assets[0];
    expect(xlm).toMatchObject({
      issuer: "",
      short: "XLM",
      isAssetAnchored: false,
      image: "/files/coins/xlm.svg",
    });
    const usdt = assets.find((asset) => asset.code === "USDT");
    expect(usdt).toMatchObject({ isAssetAnchored: true, isErc20: true, isTrc20: true, currentRate: 1 });
    expect(usdt?.issuer).toMatch(/^G[A-Z2-7]{55}$/);
  });

  it("prices in the asked currency from reference prices while the ledger has no markets", async () => {
    const usd = await assetsIn("USD");
    const eur = await assetsIn("eur");
    expect(eur.currencyCode).toBe("EUR");
    const xlmUsd = usd.assets.find((a) => a.code === "XLM");
    const xlmEur = eur.assets.find((a) => a.code === "XLM");
    expect(xlmUsd?.priceSource).toBe("reference");
    expect(xlmEur?.currentRate).toBeCloseTo((xlmUsd?.currentRate ?? 0) * 0.92, 10);
    const btc = usd.assets.find((a) => a.code === "BTC");
    expect(btc?.btcRate).toBe(1);
    expect(xlmUsd?.btcRate).toBeCloseTo((xlmUsd?.currentRate ?? 0) / (btc?.currentRate ?? 1), 12);
    expect(xlmUsd?.rateChangePercent).toBe(0);
  });

  it("falls back to USD for an unknown currency and rejects a malformed one", async () => {
    expect((await assetsIn("XYZ")).currencyCode).toBe("USD");
    const bad = await app.inject({ url: "/api/coins/getAssets?currencyCode=dollars" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("lists the display currencies with symbols", async () => {
    const response = await app.inject({ url: "/api/coins/currenciesList" });
    const { currencies } = ZGetCurrenciesResponse.parse(response.json());
    expect(currencies).toHaveLength(13);
    expect(currencies.find((c) => c.code === "EUR")).toMatchObject({ symbol: "€", usdRate: 0.92 });
  });

  it("answers CoinGecko-style prices, leaving out unknown ids", async () => {
    const response = await app.inject({
      url: "/api/price/simple/price?ids=stellar,bitcoin,nope&vs_currencies=usd,eur",
    });
    expect(response.statusCode).toBe(200);
    const prices = response.json() as Record<string, Record<string, number>>;
    expect(Object.keys(prices).sort()).toEqual(["bitcoin", "stellar"]);
    expect(prices.stellar?.usd).toBe(0.35);
    expect(prices.stellar?.eur).toBeCloseTo(0.322, 10);
  });

  it("requires ids and vs_currencies", async () => {
    const response = await app.inject({ url: "/api/price/simple/price?ids=stellar" });
    expect(response.statusCode).toBe(400);
  });

  it("serves an icon for each asset", async () => {
    const icon = await app.inject({ url: "/files/coins/levelg.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toContain("image/svg+xml");
    expect(icon.body).toContain(">LEVE<");
    expect((await app.inject({ url: "/files/coins/..%2Fsecret.svg" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/files/coins/nothing.svg" })).statusCode).toBe(404);
  });
});
