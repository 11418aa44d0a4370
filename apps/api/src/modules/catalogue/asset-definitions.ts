/**
 * The assets Sextant lists (spec doc 1 §1). Issued assets are issued by the operator's issuer accounts on the
 * standalone network (see demo-world); their reference USD prices seed the operator's reference prices
 * (docs/prices.md), which an administrator keeps current.
 */
export interface AssetDefinition {
  code: string;
  name: string;
  description: string;
  displayDecimals: number;
  displayColor: string;
  coingeckoId: string;
  referenceUsdPrice: string;
  marketCapUsd: string;
  isAssetAnchored?: boolean;
  isErc20?: boolean;
  isTrc20?: boolean;
}

export const NATIVE: AssetDefinition = {
  code: "XLM",
  name: "Stellar Lumens",
  description: "The native asset of the Stellar network, used for fees and account reserves.",
  displayDecimals: 7,
  displayColor: "#14b8a6",
  coingeckoId: "stellar",
  referenceUsdPrice: "0.35",
  marketCapUsd: "10500000000",
};

export const ISSUED_ASSETS: AssetDefinition[] = [
  {
    code: "LEVELG",
    name: "Level G (battery)",
    description:
      "The platform token, called the battery: a small holding is needed to post P2P ads and start trades.",
    displayDecimals: 7,
    displayColor: "#fab005",
    coingeckoId: "levelg",
    referenceUsdPrice: "0.05",
    marketCapUsd: "5000000",
  },
  {
    code: "EURX",
    name: "Euro Token",
    description:
      "A euro-denominated token issued by the operator for the demo markets: one EURX is one euro.",
    displayDecimals: 4,
    displayColor: "#1c7ed6",
    coingeckoId: "eurx-token",
    referenceUsdPrice: "1.08",
    marketCapUsd: "25000000",
  },
  {
    code: "GBPX",
    name: "Pound Token",
    description:
      "A sterling-denominated token issued by the operator for the demo markets: one GBPX is one pound.",
    displayDecimals: 4,
    displayColor: "#5f3dc4",
    coingeckoId: "gbpx-token",
    referenceUsdPrice: "1.27",
    marketCapUsd: "12000000",
  },
  {
    code: "GOLDX",
    name: "Gold Token",
    description: "A token for one gram of gold, issued by the operator for the demo markets.",
    displayDecimals: 4,
    displayColor: "#e8b923",
    coingeckoId: "goldx-token",
    referenceUsdPrice: "85",
    marketCapUsd: "8500000",
  },
  stable(
    "USDT",
    "Tether USD",
    "A US dollar stablecoin, anchored from ERC20 and TRC20.",
    "tether",
    "1",
    true,
    true,
  ),
  coin("BTC", "Bitcoin", "bitcoin", "95000", "1880000000000", "#f7931a", 8),
  coin("ETH", "Ethereum", "ethereum", "3400", "410000000000", "#627eea", 8, { isErc20: true }),
  coin("LTC", "Litecoin", "litecoin", "90", "6800000000", "#345d9d", 8),
  coin("DOGE", "Dogecoin", "dogecoin", "0.18", "26000000000", "#c2a633", 7),
  coin("DASH", "Dash", "dash", "30", "360000000", "#008ce7", 7),
  coin("TRX", "TRON", "tron", "0.25", "22000000000", "#ef0027", 7, { isTrc20: true }),
  coin("SHIB", "Shiba Inu", "shiba-inu", "0.000015", "8800000000", "#ffa409", 7, { isErc20: true }),
  coin("KISHU", "Kishu Inu", "kishu-inu", "0.0000000004", "40000000", "#e4442d", 7, { isErc20: true }),
  coin("BOTH", "Both", "both", "0.01", "1000000", "#7950f2", 7),
  coin("AQUA", "Aquarius", "aquarius", "0.001", "40000000", "#3b5bdb", 7),
];

function coin(
  code: string,
  name: string,
  coingeckoId: string,
  referenceUsdPrice: string,
  marketCapUsd: string,
  displayColor: string,
  displayDecimals: number,
  chains: { isErc20?: boolean; isTrc20?: boolean } = {},
): AssetDefinition {
  const anchored = Boolean(chains.isErc20 || chains.isTrc20);
  return {
    code,
    name,
    description: `${name} on the Stellar network, issued by the operator${anchored ? " and redeemable on its home chain" : ""}.`,
    displayDecimals,
    displayColor,
    coingeckoId,
    referenceUsdPrice,
    marketCapUsd,
    isAssetAnchored: anchored,
    ...chains,
  };
}

function stable(
  code: string,
  name: string,
  description: string,
  coingeckoId: string,
  price: string,
  isErc20: boolean,
  isTrc20: boolean,
): AssetDefinition {
  return {
    code,
    name,
    description,
    displayDecimals: 4,
    displayColor: "#26a17b",
    coingeckoId,
    referenceUsdPrice: price,
    marketCapUsd: "140000000000",
    isAssetAnchored: true,
    isErc20,
    isTrc20,
  };
}

/** Reference rates of one USD in each display currency (spec doc 2 §9 currency symbols). */
export const CURRENCY_DEFINITIONS: Array<{ code: string; name: string; usdRate: string }> = [
  { code: "USD", name: "US Dollar", usdRate: "1" },
  { code: "EUR", name: "Euro", usdRate: "0.92" },
  { code: "MYR", name: "Malaysian Ringgit", usdRate: "4.45" },
  { code: "CNY", name: "Chinese Yuan", usdRate: "7.2" },
  { code: "KRW", name: "South Korean Won", usdRate: "1380" },
  { code: "THB", name: "Thai Baht", usdRate: "34.5" },
  { code: "GBP", name: "British Pound", usdRate: "0.79" },
  { code: "AUD", name: "Australian Dollar", usdRate: "1.52" },
  { code: "INR", name: "Indian Rupee", usdRate: "84" },
  { code: "VND", name: "Vietnamese Dong", usdRate: "25400" },
  { code: "TRY", name: "Turkish Lira", usdRate: "34" },
  { code: "AED", name: "UAE Dirham", usdRate: "3.6725" },
  { code: "IDR", name: "Indonesian Rupiah", usdRate: "15800" },
];
