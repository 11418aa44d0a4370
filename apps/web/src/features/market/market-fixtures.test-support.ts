import type { TMarketConfigEntry, TMarketPair } from "@sextant/core";

/** Issuers shaped like ledger accounts for the test market. */
export const TEST_ISSUERS = {
  LEVELG: `GLEVELG${"A".repeat(49)}`,
  EURX: `GEURX${"B".repeat(51)}`,
  GOLDX: `GGOLDX${"C".repeat(50)}`,
  GBPX: `GGBPX${"D".repeat(51)}`,
  USDT: `GUSDT${"E".repeat(51)}`,
  KISHU: `GKISHU${"F".repeat(50)}`,
} as const;

function issuer(code: string): string {
  return code === "XLM" ? "" : (TEST_ISSUERS[code as keyof typeof TEST_ISSUERS] ?? "");
}

/** The seeded configuration of the demo market: three markets, two pairs with excluded assets. */
export const TEST_MARKET_CONFIG: TMarketConfigEntry[] = [
  ["XLM", "LEVELG", true, 1],
  ["XLM", "EURX", true, 2],
  ["XLM", "GOLDX", true, 3],
  ["XLM", "GBPX", false, 4],
  ["LEVELG", "EURX", true, 5],
  ["LEVELG", "GOLDX", false, 6],
  ["EURX", "GOLDX", false, 7],
  ["EURX", "GBPX", false, 8],
  ["XLM", "USDT", false, 9],
  ["XLM", "KISHU", true, 10],
].map(([marketCoinCode, toCoinCode, showOnTop, orderId]) => ({
  marketCoinCode: marketCoinCode as string,
  marketIssure: issuer(marketCoinCode as string),
  toCoinCode: toCoinCode as string,
  toIssure: issuer(toCoinCode as string),
  showOnTop: showOnTop as boolean,
  orderId: orderId as number,
}));

/** A pair of the test market with statistics (or none, like a pair without trades). */
export function testPair(
  marketCoinCode: string,
  toCoinCode: string,
  stats: Partial<TMarketPair> = {},
): TMarketPair {
  const entry = TEST_MARKET_CONFIG.find(
    (candidate) => candidate.marketCoinCode === marketCoinCode && candidate.toCoinCode === toCoinCode,
  );
  if (!entry) throw new Error(`${toCoinCode}/${marketCoinCode} is not in the test market`);
  const swapped = toCoinCode === "KISHU";
  const [base, counter] = swapped ? [toCoinCode, marketCoinCode] : [marketCoinCode, toCoinCode];
  return {
    base,
    baseIssuer: issuer(base),
    counter,
    counterIssuer: issuer(counter),
    marketCoinCode,
    toCoinCode,
    open: null,
    close: null,
    closePrev: null,
    high: null,
    low: null,
    volume: null,
    change: null,
    lastTradeAt: null,
    showOnTop: entry.showOnTop,
    orderId: entry.orderId,
    ...stats,
  };
}

/** Market statistics for every configured pair, listed out of order as an API may send them. */
export function testMarketPairs(): TMarketPair[] {
  return [
    testPair("XLM", "KISHU", { close: "1000", change: 1 }),
    testPair("LEVELG", "EURX", { close: "7.5", change: -2.5, high: "8", low: "7", volume: "320.5" }),
    testPair("XLM", "EURX", {
      close: "9.1234567891",
      change: 0.35,
      high: "9.5",
      low: "8.9",
      volume: "15000",
    }),
    testPair("XLM", "LEVELG", {
      open: "0.13",
      close: "0.14",
      closePrev: "0.13",
      high: "0.15",
      low: "0.12",
      volume: "1234.5678",
      change: 7.692307692,
    }),
    testPair("XLM", "GOLDX", { close: "1500.129", change: 0, high: "1510", low: "1490", volume: "42" }),
    testPair("XLM", "GBPX"),
    testPair("LEVELG", "GOLDX"),
    testPair("EURX", "GOLDX", { close: "160.5", change: 1.25 }),
    testPair("EURX", "GBPX"),
    testPair("XLM", "USDT", { close: "10", change: 0.1 }),
  ];
}
