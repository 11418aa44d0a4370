import { Asset, type Horizon } from "@stellar/stellar-sdk";
import type { Database } from "../../db/database";
import { assets } from "../../db/schema";

export interface UsdQuote {
  usd: number;
  high24h: number;
  low24h: number;
  open24h: number;
  volume24hUsd: number;
  source: "ledger" | "reference";
}

type AssetRow = typeof assets.$inferSelect;
const HOUR_MS = 3_600_000;

/**
 * USD prices of the catalogue's assets. On the ledger: the last 24 h of hourly trade aggregations against USDT
 * (directly, or through XLM); an asset with no trades there keeps its reference price. Cached for `ttlMs`.
 */
export class PriceService {
  private cache: { at: number; quotes: Map<string, UsdQuote> } | undefined;
  private pending: Promise<Map<string, UsdQuote>> | undefined;

  constructor(
    private readonly db: Database,
    private readonly horizon: Horizon.Server,
    private readonly ttlMs = 30_000,
  ) {}

  async quotes(): Promise<Map<string, UsdQuote>> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.quotes;
    this.pending ??= this.load().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async load(): Promise<Map<string, UsdQuote>> {
    const rows = await this.db.select().from(assets).orderBy(assets.sortOrder);
    const usdt = rows.find((row) => row.code === "USDT" && row.issuer !== "");
    const xlm = rows.find((row) => row.issuer === "");
    const quotes = new Map<string, UsdQuote>();
    const xlmQuote = xlm && usdt ? await this.ledgerQuote(toAsset(xlm), toAsset(usdt)) : undefined;
    for (const row of rows) {
      let quote: UsdQuote | undefined;
      if (row === xlm) quote = xlmQuote;
      else if (usdt && row !== usdt) {
        quote = await this.ledgerQuote(toAsset(row), toAsset(usdt));
        if (!quote && xlm && xlmQuote)
          quote = scale(await this.ledgerQuote(toAsset(row), Asset.native()), xlmQuote.usd);
      }
      quotes.set(keyOf(row), quote ?? reference(row));
    }
    this.cache = { at: Date.now(), quotes };
    return quotes;
  }

  /** Price of `base` in units of `counter` from the last 24 h of trades, or undefined without trades. */
  private async ledgerQuote(base: Asset, counter: Asset): Promise<UsdQuote | undefined> {
    const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS;
    try {
      const page = await this.horizon
        .tradeAggregation(base, counter, end - 24 * HOUR_MS, end, HOUR_MS, 0)
        .limit(24)
        .call();
      const buckets = page.records;
      const last = buckets.at(-1);
      const first = buckets[0];
      if (!last || !first) return undefined;
      return {
        usd: Number(last.close),
        open24h: Number(first.open),
        high24h: Math.max(...buckets.map((b) => Number(b.high))),
        low24h: Math.min(...buckets.map((b) => Number(b.low))),
        volume24hUsd: buckets.reduce((sum, b) => sum + Number(b.counter_volume), 0),
        source: "ledger",
      };
    } catch {
      // No markets on this ledger yet (or it is unreachable): the reference price stands.
      return undefined;
    }
  }
}

export const keyOf = (row: Pick<AssetRow, "code" | "issuer">): string => `${row.code}:${row.issuer}`;

function toAsset(row: AssetRow): Asset {
  return row.issuer === "" ? Asset.native() : new Asset(row.code, row.issuer);
}

function reference(row: AssetRow): UsdQuote {
  const usd = Number(row.referenceUsdPrice);
  return { usd, open24h: usd, high24h: usd, low24h: usd, volume24hUsd: 0, source: "reference" };
}

function scale(quote: UsdQuote | undefined, factor: number): UsdQuote | undefined {
  if (!quote) return undefined;
  return {
    usd: quote.usd * factor,
    open24h: quote.open24h * factor,
    high24h: quote.high24h * factor,
    low24h: quote.low24h * factor,
    volume24hUsd: quote.volume24hUsd * factor,
    source: "ledger",
  };
}
