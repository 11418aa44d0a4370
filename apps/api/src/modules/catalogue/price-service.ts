import {
  DEFAULT_PRICE_RULE,
  decidePrice,
  marketFigure,
  type TMarketFigure,
  type TPriceBucket,
  type TPriceDecision,
  type TPriceRuleSettings,
} from "@sextant/core";
import { Asset, type Horizon } from "@stellar/stellar-sdk";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { assets, priceReferenceChanges, priceReferences } from "../../db/schema";

type AssetRow = typeof assets.$inferSelect;
type ReferenceRow = typeof priceReferences.$inferSelect;
const HOUR_MS = 3_600_000;

/** The operator's reference price as stored: the figure, who set it and when. */
export interface ReferencePrice {
  usd: number;
  setBy: string;
  setAt: Date;
  note: string;
}

/** The market the price service read for an asset: its window figure and the pair it came from. */
export interface MarketReading extends TMarketFigure {
  /** The counter asset of the pair: USDT directly, or XLM (valued at XLM's price in use). */
  via: "USDT" | "XLM";
}

/**
 * One asset's USD price as the whole product uses it (docs/prices.md): the figure in use, its source, when it was
 * made, whether it is stale or trusted (and why not), both inputs, and the 24 h figures the market screens show.
 */
export interface UsdQuote extends TPriceDecision {
  code: string;
  issuer: string;
  high24h: number;
  low24h: number;
  open24h: number;
  volume24hUsd: number;
  reference: ReferencePrice | undefined;
  market: MarketReading | undefined;
}

/** What a money-settling caller gets: the trusted USD price, or the sentence saying why there is none. */
export type SettlingPrice = { usd: number; refused?: undefined } | { usd?: undefined; refused: string };

interface Window {
  figure: TMarketFigure | undefined;
  open: number;
  high: number;
  low: number;
}

/**
 * USD prices of the catalogue's assets: the one price source of the product. Each asset's price is its operator
 * reference price, or its ledger market (hourly trade aggregations over the window against USDT, or through XLM)
 * where that market is liquid enough and close enough to the reference (`decidePrice` in @sextant/core). Cached
 * for `ttlMs`; a reference change clears the cache.
 */
export class PriceService {
  private cache: { at: number; quotes: Map<string, UsdQuote> } | undefined;
  private pending: Promise<Map<string, UsdQuote>> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly horizon: Horizon.Server,
    readonly rule: TPriceRuleSettings = DEFAULT_PRICE_RULE,
    private readonly ttlMs = 30_000,
  ) {}

  async quotes(): Promise<Map<string, UsdQuote>> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.quotes;
    if (!this.pending) {
      const pending = this.load().finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
      this.pending = pending;
    }
    return this.pending;
  }

  /** The quote of `CODE:ISSUER` (`XLM:` or `XLM` for lumens). */
  async quote(key: string): Promise<UsdQuote | undefined> {
    return (await this.quotes()).get(normalKey(key));
  }

  /**
   * The price money may be settled at: the quote's USD price when it is trusted; otherwise a sentence naming the
   * asset and why (never a guess).
   */
  async settlingPrice(key: string): Promise<SettlingPrice> {
    const quote = await this.quote(key);
    const code = normalKey(key).split(":")[0] ?? key;
    if (!quote) return { refused: `${code} has no price.` };
    if (!quote.trusted || !(quote.usd > 0)) {
      return {
        refused: `${code} has no reliable price right now: ${quote.reason ?? "its price is not trusted."}`,
      };
    }
    return { usd: quote.usd };
  }

  /** Drops the cached prices: the next read computes them again (after a reference change). */
  invalidate(): void {
    this.cache = undefined;
    // A load already under way read the old figures: the next read starts its own.
    this.pending = undefined;
    this.generation += 1;
  }

  /** Sets an asset's reference price and records the change (who, from, to, when). Answers the new reference. */
  async setReference(
    asset: { code: string; issuer: string },
    usd: string,
    by: string,
    note: string,
  ): Promise<ReferencePrice> {
    const row = await this.db.transaction(async (tx) => {
      const where = and(
        eq(priceReferences.assetCode, asset.code),
        eq(priceReferences.assetIssuer, asset.issuer),
      );
      const [current] = await tx.select().from(priceReferences).where(where).for("update");
      const [saved] = await tx
        .insert(priceReferences)
        .values({ assetCode: asset.code, assetIssuer: asset.issuer, usdPrice: usd, setBy: by, note })
        .onConflictDoUpdate({
          target: [priceReferences.assetCode, priceReferences.assetIssuer],
          set: { usdPrice: usd, setBy: by, setAt: new Date(), note },
        })
        .returning();
      await tx.insert(priceReferenceChanges).values({
        assetCode: asset.code,
        assetIssuer: asset.issuer,
        oldUsdPrice: current?.usdPrice ?? null,
        newUsdPrice: usd,
        changedBy: by,
        note,
      });
      return saved;
    });
    this.invalidate();
    if (!row) throw new Error("reference price not saved");
    return referenceOf(row);
  }

  /**
   * The demo world's operator confirms the references nobody has changed since they were seeded from the
   * catalogue, once a day at most (standalone demo only: a demo left running, or started again after a week, must
   * not find every price stale). Answers how many were confirmed; each is a change in the history.
   */
  async confirmSeededReferences(by: string, olderThanMs = 24 * 3_600_000): Promise<number> {
    const stored = await this.db.select().from(priceReferences);
    const due = stored.filter(
      (row) =>
        (row.setBy === "catalogue" || row.setBy === by) && Date.now() - row.setAt.getTime() > olderThanMs,
    );
    for (const row of due) {
      await this.setReference(
        { code: row.assetCode, issuer: row.assetIssuer },
        row.usdPrice,
        by,
        "confirmed by the demo world's operator at start",
      );
    }
    return due.length;
  }

  /** The reference price changes of an asset, newest first. */
  async history(asset: { code: string; issuer: string }, limit = 50) {
    return this.db
      .select()
      .from(priceReferenceChanges)
      .where(
        and(
          eq(priceReferenceChanges.assetCode, asset.code),
          eq(priceReferenceChanges.assetIssuer, asset.issuer),
        ),
      )
      .orderBy(desc(priceReferenceChanges.id))
      .limit(limit);
  }

  private async load(): Promise<Map<string, UsdQuote>> {
    const generation = this.generation;
    const rows = await this.db.select().from(assets).orderBy(assets.sortOrder);
    const references = await this.references(rows);
    const now = Date.now();
    const usdt = rows.find((row) => row.code === "USDT" && row.issuer !== "");
    const xlm = rows.find((row) => row.issuer === "");
    const quotes = new Map<string, UsdQuote>();

    const decide = (row: AssetRow, window: Window | undefined, via: MarketReading["via"]): UsdQuote => {
      const reference = references.get(keyOf(row));
      const decision = decidePrice({
        reference: reference ? { usd: reference.usd, setAt: reference.setAt.getTime() } : undefined,
        market: window?.figure,
        now,
        settings: this.rule,
      });
      const market = window?.figure ? { ...window.figure, via } : undefined;
      const fromMarket = decision.source === "market" && window?.figure !== undefined;
      return {
        ...decision,
        code: row.code,
        issuer: row.issuer,
        open24h: fromMarket ? window.open : decision.usd,
        high24h: fromMarket ? window.high : decision.usd,
        low24h: fromMarket ? window.low : decision.usd,
        volume24hUsd: fromMarket ? (window.figure?.volumeUsd ?? 0) : 0,
        reference,
        market,
      };
    };

    let xlmQuote: UsdQuote | undefined;
    if (xlm) {
      const window = usdt ? await this.window(toAsset(xlm), toAsset(usdt), 1) : undefined;
      xlmQuote = decide(xlm, window, "USDT");
      quotes.set(keyOf(xlm), xlmQuote);
    }
    for (const row of rows) {
      if (row === xlm) continue;
      if (row === usdt) {
        quotes.set(keyOf(row), unitQuote(row, references.get(keyOf(row))));
        continue;
      }
      let window = usdt ? await this.window(toAsset(row), toAsset(usdt), 1) : undefined;
      let via: MarketReading["via"] = "USDT";
      // Through XLM only when the direct market is too thin, and only at a trusted XLM price.
      if ((window?.figure?.volumeUsd ?? 0) < this.rule.minVolumeUsd && xlmQuote?.trusted) {
        const throughXlm = await this.window(toAsset(row), Asset.native(), xlmQuote.usd);
        if (
          throughXlm?.figure &&
          (throughXlm.figure.volumeUsd > (window?.figure?.volumeUsd ?? 0) || !window)
        ) {
          window = throughXlm;
          via = "XLM";
        }
      }
      quotes.set(keyOf(row), decide(row, window, via));
    }
    // A reference changed while this load ran: its answer is not cached (the next read loads again).
    if (generation === this.generation) this.cache = { at: Date.now(), quotes };
    return quotes;
  }

  /** The reference of every listed asset; one missing is seeded from the catalogue's reference price. */
  private async references(rows: AssetRow[]): Promise<Map<string, ReferencePrice>> {
    const stored = await this.db.select().from(priceReferences);
    const byKey = new Map(stored.map((row) => [`${row.assetCode}:${row.assetIssuer}`, referenceOf(row)]));
    const missing = rows.filter((row) => !byKey.has(keyOf(row)));
    if (missing.length > 0) {
      const seeded = await this.db
        .insert(priceReferences)
        .values(
          missing.map((row) => ({
            assetCode: row.code,
            assetIssuer: row.issuer,
            usdPrice: row.referenceUsdPrice,
            setBy: "catalogue",
            note: "seeded from the catalogue",
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (seeded.length > 0) {
        await this.db.insert(priceReferenceChanges).values(
          seeded.map((row) => ({
            assetCode: row.assetCode,
            assetIssuer: row.assetIssuer,
            newUsdPrice: row.usdPrice,
            changedBy: "catalogue",
            changedAt: row.setAt,
            note: row.note,
          })),
        );
      }
      // Another process may have seeded some at the same time: read them all again.
      for (const row of await this.db.select().from(priceReferences)) {
        byKey.set(`${row.assetCode}:${row.assetIssuer}`, referenceOf(row));
      }
    }
    return byKey;
  }

  /**
   * The hourly trades of `base` against `counter` over the window, each hour's counter volume valued at
   * `counterUsd`; undefined when the pair cannot be read (no market on this ledger yet, or it is unreachable).
   */
  private async window(base: Asset, counter: Asset, counterUsd: number): Promise<Window | undefined> {
    const hours = this.rule.windowHours;
    const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS;
    try {
      const page = await this.horizon
        .tradeAggregation(base, counter, end - hours * HOUR_MS, end, HOUR_MS, 0)
        .limit(hours)
        .call();
      const records = page.records;
      const buckets: TPriceBucket[] = records.map((record) => ({
        at: Number(record.timestamp),
        baseVolume: Number(record.base_volume),
        usdVolume: Number(record.counter_volume) * counterUsd,
      }));
      return {
        figure: marketFigure(buckets),
        open: Number(records[0]?.open ?? 0) * counterUsd,
        high: Math.max(0, ...records.map((record) => Number(record.high) * counterUsd)),
        low: Math.min(...records.map((record) => Number(record.low) * counterUsd)),
      };
    } catch {
      return undefined;
    }
  }
}

export const keyOf = (row: Pick<AssetRow, "code" | "issuer">): string => `${row.code}:${row.issuer}`;

/** `XLM`, `XLM:` and `CODE:ISSUER` → the key of `quotes()`. */
export const normalKey = (key: string): string => (key === "XLM" ? "XLM:" : key);

function toAsset(row: AssetRow): Asset {
  return row.issuer === "" ? Asset.native() : new Asset(row.code, row.issuer);
}

function referenceOf(row: ReferenceRow): ReferencePrice {
  return { usd: Number(row.usdPrice), setBy: row.setBy, setAt: row.setAt, note: row.note };
}

/** USDT is the unit every USD price is counted in: one, always, whatever its markets do. */
function unitQuote(row: AssetRow, reference: ReferencePrice | undefined): UsdQuote {
  return {
    usd: 1,
    source: "reference",
    updatedAt: reference?.setAt.getTime() ?? 0,
    stale: false,
    trusted: true,
    reason: "USDT is the unit USD prices are counted in.",
    code: row.code,
    issuer: row.issuer,
    open24h: 1,
    high24h: 1,
    low24h: 1,
    volume24hUsd: 0,
    reference,
    market: undefined,
  };
}
