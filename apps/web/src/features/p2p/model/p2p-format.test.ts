import type { TCatalogueAsset } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { advertiserName, formatCrypto, formatFiat, p2pAssetCodes } from "./p2p-format";

const asset = (code: string, isAssetAnchored: boolean, issuer = "GISSUER", homeDomainURL = "") =>
  ({ code, isAssetAnchored, issuer: code === "XLM" ? "" : issuer, homeDomainURL }) as TCatalogueAsset;

describe("p2p formatting", () => {
  it.each([
    ["1234.5", "USD", "$1,234.50"],
    ["0.349", "EUR", "€0.35"],
    ["4.455", "MYR", "RM 4.46"],
    ["12", "IDR", "Rp 12.00"],
    ["9", "PKR", "9.00 PKR"],
  ])("formats %s %s as %s", (amount, currency, shown) => {
    expect(formatFiat(amount, currency)).toBe(shown);
  });

  it("shows crypto with up to 7 decimals and no trailing zeros", () => {
    expect(formatCrypto("12.5000000")).toBe("12.5");
    expect(formatCrypto("100")).toBe("100");
    expect(formatCrypto("0.1234567")).toBe("0.1234567");
  });

  it("offers XLM, anchored and the operator's own assets, never the hidden ones", () => {
    const codes = p2pAssetCodes([
      asset("XLM", false),
      asset("LEVELG", false, "GOPERATOR", "localhost:3000"),
      asset("FOREIGN", false),
      asset("USDT", true),
      asset("BTC", false, "GOPERATOR", "localhost:3000"),
      asset("NGNT", true),
    ]);
    expect(codes).toEqual(["XLM", "LEVELG", "NGNT"]);
  });

  it("names the advertiser by KYC or company name, shortened", () => {
    const base = { first_name: "Ada", last_name: "Lovelace", companyName: "", isCompanyKyc: false };
    expect(advertiserName(base)).toBe("Ada Lovelace");
    expect(advertiserName({ ...base, first_name: "Bartholomew-Alexander" })).toBe("Bartholomew-Alexande…");
    expect(advertiserName({ ...base, isCompanyKyc: true, companyName: "Stellar Remittance Co" })).toBe(
      "Stellar Remittance Co",
    );
  });
});
