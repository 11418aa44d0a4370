import type { TCatalogueAsset, TCheckoutOrder } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { amountToPay, defaultCoin, payableCoins, paymentMethods } from "./checkout-coins";

const ISSUER = `G${"A".repeat(55)}`;
const coin = (code: string, currentRate: number, manualIssued = false) =>
  ({ code, issuer: code === "XLM" ? "" : ISSUER, currentRate, manualIssued }) as TCatalogueAsset;
const order = {
  asset: `EURX:${ISSUER}`,
  totalAmount: "10.0000000",
  paymentType: "instant",
} as TCheckoutOrder;

describe("checkout coins", () => {
  const assets = [coin("XLM", 0.1), coin("USDT", 1), coin("EURX", 1.1), coin("HIDDEN", 1, true)];

  it("hides manualIssued assets", () => {
    expect(payableCoins(assets).map((asset) => asset.code)).toEqual(["XLM", "USDT", "EURX"]);
  });
  it("leaves out coins whose price is not trusted, except the order's own asset (docs/prices.md)", () => {
    const doge = { ...coin("DOGE", 0.18), priceTrusted: false };
    expect(payableCoins([...assets, doge], order.asset).map((asset) => asset.code)).toEqual([
      "XLM",
      "USDT",
      "EURX",
    ]);
    expect(payableCoins([...assets, doge], `DOGE:${ISSUER}`).map((asset) => asset.code)).toEqual(["DOGE"]);
    const staleEurx = assets.map((asset) =>
      asset.code === "EURX" ? { ...asset, priceTrusted: false } : asset,
    );
    expect(payableCoins(staleEurx, order.asset).map((asset) => asset.code)).toEqual(["EURX"]);
  });
  it("starts with the order's asset, else USDT", () => {
    expect(defaultCoin(order, payableCoins(assets))?.code).toBe("EURX");
    expect(defaultCoin({ ...order, asset: "GOLD:X" }, payableCoins(assets))?.code).toBe("USDT");
  });
  it("charges the order's asset exactly and converts other coins at the current rate", () => {
    expect(amountToPay(order, coin("EURX", 1.1), assets)).toBe("10.0000000");
    expect(amountToPay(order, coin("XLM", 0.1), assets)).toBe("110.0000000");
    expect(amountToPay(order, coin("XLM", 0), assets)).toBeNull();
  });
  it("offers the methods of the paymentType", () => {
    expect(paymentMethods({ ...order, paymentType: "both" })).toEqual(["instant", "escrow"]);
    expect(paymentMethods({ ...order, paymentType: "escrow" })).toEqual(["escrow"]);
  });
});
