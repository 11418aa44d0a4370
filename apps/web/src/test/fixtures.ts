import type { TCatalogueAsset } from "@sextant/core";

/**
 * A catalogue entry as the API answers it, for tests: a plain asset with no anchor, no chart figures and a rate
 * of 1, overridable field by field (each test names only what it is about).
 */
export function testCatalogueAsset(code: string, overrides: Partial<TCatalogueAsset> = {}): TCatalogueAsset {
  return {
    code,
    short: code,
    issuer: "",
    name: code,
    image: "",
    desc: "",
    organization: "",
    currentRate: 1,
    btcRate: 0,
    high24h: 0,
    low24h: 0,
    rateChangeAmount: 0,
    rateChangePercent: 0,
    totalVolume: 0,
    marketCap: 0,
    priceSource: "reference",
    displayDecimals: 7,
    displayColor: "",
    isAssetAnchored: false,
    isSextantAnchor: false,
    distributionPublic: "",
    manualIssued: false,
    isErc20: false,
    isTrc20: false,
    homeDomainURL: "",
    infoLink: "",
    coingeckoId: "",
    ...overrides,
  };
}
