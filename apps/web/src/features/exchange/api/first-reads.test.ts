import { exchangeFirstReads, type TMarketConfigEntry } from "@sextant/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRecentTrades } from "../hooks/exchange-queries";
import { getOrderBook } from "./get-order-book";

const ISSUER = `G${"L".repeat(55)}`;
const HORIZON = "http://ledger.test:8000";
const CONFIG: TMarketConfigEntry[] = [
  {
    marketCoinCode: "XLM",
    marketIssure: "",
    toCoinCode: "LEVELG",
    toIssure: ISSUER,
    showOnTop: true,
    orderId: 1,
  },
];

describe("the screen's first reads are the requests the server preloads (a preload serves only its exact URL)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the order book and the latest trades at exchangeFirstReads' URLs, in fetch's default mode", async () => {
    const reads = exchangeFirstReads(HORIZON, new URLSearchParams(""), CONFIG);
    if (!reads) throw new Error("the configuration names a default pair");
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(url.includes("/order_book") ? { bids: [], asks: [] } : { _embedded: { records: [] } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await getOrderBook(HORIZON, reads.pair);
    await loadRecentTrades(HORIZON, reads.pair);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([reads.orderBook, reads.trades]);
    // No mode or credentials of its own: the preload link's crossorigin="anonymous" is fetch's default.
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(init.mode).toBeUndefined();
      expect(init.credentials).toBeUndefined();
    }
  });
});
