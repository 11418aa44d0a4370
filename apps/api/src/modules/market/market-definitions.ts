/**
 * The seeded market configuration (spec doc 1 §3): `toCoin` listed in the market of `marketCoin`. The first three
 * market coins become the tabs of /market; `showOnTop` pairs (by `orderId`) are the landing's top pairs. USDT and
 * KISHU pairs are configured (and made) but hidden from market display by the spec's exclusion list; the KISHU
 * pair is read with base and counter swapped (core `pairOrientation`).
 */
export interface MarketDefinition {
  marketCoinCode: string;
  toCoinCode: string;
  showOnTop: boolean;
  orderId: number;
}

export const MARKET_DEFINITIONS: MarketDefinition[] = [
  { marketCoinCode: "XLM", toCoinCode: "LEVELG", showOnTop: true, orderId: 1 },
  { marketCoinCode: "XLM", toCoinCode: "EURX", showOnTop: true, orderId: 2 },
  { marketCoinCode: "XLM", toCoinCode: "GOLDX", showOnTop: true, orderId: 3 },
  { marketCoinCode: "XLM", toCoinCode: "GBPX", showOnTop: false, orderId: 4 },
  { marketCoinCode: "LEVELG", toCoinCode: "EURX", showOnTop: true, orderId: 5 },
  { marketCoinCode: "LEVELG", toCoinCode: "GOLDX", showOnTop: false, orderId: 6 },
  { marketCoinCode: "EURX", toCoinCode: "GOLDX", showOnTop: false, orderId: 7 },
  { marketCoinCode: "EURX", toCoinCode: "GBPX", showOnTop: false, orderId: 8 },
  { marketCoinCode: "XLM", toCoinCode: "USDT", showOnTop: false, orderId: 9 },
  { marketCoinCode: "XLM", toCoinCode: "KISHU", showOnTop: false, orderId: 10 },
];
