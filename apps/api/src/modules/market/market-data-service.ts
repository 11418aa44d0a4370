import { createHash } from "node:crypto";
import {
  marketPairOf,
  pairAssetId,
  pairOrientation,
  type TGetMarketDataResponse,
  type TMarketConfigEntry,
  type TPairOrientation,
  type TPairStats,
  ZGetMarketDataResponse,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { loadMarketConfig } from "./market-config";
import { computePairStats } from "./pair-stats";
import { readPairHistory } from "./read-pair-history";
import { type StreamedTrade, TradeStream } from "./trade-stream";

export interface MarketDataServiceOptions {
  db: Database;
  horizon: Horizon.Server;
  log: FastifyBaseLogger;
  /** Full recomputation period (default 60 s): the rolling window moves on even without trades. */
  refreshMs?: number;
  /** Delay between a streamed trade and the recomputation of its pair (default 200 ms). */
  debounceMs?: number;
  /** Longest wait for the first computation on start (default 10 s); it then finishes in the background. */
  startupWaitMs?: number;
  /** Longest wait for one pair's ledger reads (default 20 s); a slower pair keeps its previous values. */
  pairTimeoutMs?: number;
  /** Pairs read from the ledger at the same time (default 4). */
  parallelPairs?: number;
}

/** One computed answer of getMarketData: the data, its JSON text and an entity tag of that text. */
export interface MarketDataAnswer {
  data: TGetMarketDataResponse;
  json: string;
  etag: string;
}

interface MarketEntry {
  config: TMarketConfigEntry;
  pair: TPairOrientation;
  key: string;
}

/**
 * Keeps the rolling 24 h statistics of every configured pair in memory (see `computePairStats`) and serves
 * them in one answer. It computes every pair on start and every `refreshMs`, and follows the ledger's trades
 * stream: a trade on a configured pair (in either orientation) marks the pair dirty and dirty pairs are
 * recomputed `debounceMs` later. A pair whose ledger reads fail keeps its previous values (spec §8: a failed
 * market list keeps the current state); `updatedAt` moves only when some pair was brought up to date. All
 * computations run one after another, so a slow one never overwrites a newer one.
 */
export class MarketDataService {
  private entries: MarketEntry[] = [];
  private byAssets = new Map<string, string[]>();
  private stats = new Map<string, TPairStats>();
  private updatedAt = new Date();
  private answer: MarketDataAnswer | undefined;
  private dirty = new Set<string>();
  private debounceTimer: NodeJS.Timeout | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private fullRefreshQueued: Promise<void> | undefined;
  private stopped = false;
  private readonly stream: TradeStream;

  constructor(private readonly options: MarketDataServiceOptions) {
    this.stream = new TradeStream({
      horizon: options.horizon,
      log: options.log,
      onTrade: (trade) => this.onTrade(trade),
      onReconnect: () => this.markDirty(this.entries.map((entry) => entry.key)),
    });
  }

  /** Loads the configuration, computes every pair (waiting at most `startupWaitMs`), then keeps current. */
  async start(): Promise<void> {
    this.stopped = false;
    this.stream.start();
    this.refreshTimer = setInterval(() => void this.refreshAll(), this.options.refreshMs ?? 60_000);
    this.refreshTimer.unref();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.refreshAll(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.startupWaitMs ?? 10_000);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Stops the stream and the timers and waits for a computation in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stream.stop();
    clearInterval(this.refreshTimer);
    clearTimeout(this.debounceTimer);
    this.refreshTimer = undefined;
    this.debounceTimer = undefined;
    this.dirty.clear();
    await this.queue;
  }

  /** Every configured pair with its statistics, by `orderId` (excluded assets included: the web hides them). */
  marketData(): TGetMarketDataResponse {
    return this.current().data;
  }

  /** The same answer checked against its contract and serialized once per change, with its entity tag. */
  current(): MarketDataAnswer {
    if (!this.answer) {
      const data = ZGetMarketDataResponse.parse(this.buildAnswer());
      const json = JSON.stringify(data);
      const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
      this.answer = { data, json, etag };
    }
    return this.answer;
  }

  /** Re-reads the configuration and recomputes every pair; shares a full refresh that is already waiting. */
  refreshAll(): Promise<void> {
    this.fullRefreshQueued ??= this.enqueue(async () => {
      this.fullRefreshQueued = undefined;
      await this.loadEntries();
      await this.recompute(this.entries);
    });
    return this.fullRefreshQueued;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(async () => {
      if (this.stopped) return;
      try {
        await work();
      } catch (error) {
        this.options.log.warn({ err: error }, "market data computation failed; keeping the previous values");
      }
    });
    this.queue = next;
    return next;
  }

  private async loadEntries(): Promise<void> {
    const configs = await loadMarketConfig(this.options.db);
    this.entries = configs.map((config) => {
      const pair = pairOrientation(config);
      return { config, pair, key: `${pairAssetId(pair.base)}|${pairAssetId(pair.counter)}` };
    });
    this.byAssets = new Map();
    for (const entry of this.entries) {
      const assetsKey = unorderedKey(pairAssetId(entry.pair.base), pairAssetId(entry.pair.counter));
      this.byAssets.set(assetsKey, [...(this.byAssets.get(assetsKey) ?? []), entry.key]);
    }
    this.answer = undefined;
  }

  private async recompute(entries: MarketEntry[]): Promise<void> {
    const nowMs = Date.now();
    let updated = 0;
    const failed: Array<{ pair: string; error: unknown }> = [];
    const pending = [...entries];
    const worker = async () => {
      for (let entry = pending.shift(); entry; entry = pending.shift()) {
        if (this.stopped) return;
        try {
          const history = await this.withTimeout(readPairHistory(this.options.horizon, entry.pair, nowMs));
          this.stats.set(entry.key, computePairStats(history));
          updated += 1;
        } catch (error) {
          failed.push({ pair: entry.key, error });
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.parallelPairs ?? 4 }, worker));
    if (failed.length > 0) {
      this.options.log.warn(
        { err: failed[0]?.error, pairs: failed.map((failure) => failure.pair) },
        `${failed.length} market pair(s) not read from the ledger; they keep their previous values`,
      );
    }
    if (updated > 0) this.updatedAt = new Date();
    this.answer = undefined;
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = this.options.pairTimeoutMs ?? 20_000;
    try {
      return await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`ledger reads took longer than ${limit} ms`)), limit);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private onTrade(trade: StreamedTrade): void {
    const keys = this.byAssets.get(unorderedKey(trade.assets[0], trade.assets[1]));
    if (keys) this.markDirty(keys);
  }

  private markDirty(keys: string[]): void {
    if (this.stopped || keys.length === 0) return;
    for (const key of keys) this.dirty.add(key);
    if (this.debounceTimer) return;
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = undefined;
      const due = this.dirty;
      this.dirty = new Set();
      void this.enqueue(() => this.recompute(this.entries.filter((entry) => due.has(entry.key))));
    }, this.options.debounceMs ?? 200);
    this.debounceTimer.unref();
  }

  private buildAnswer(): TGetMarketDataResponse {
    const pairs = this.entries.map(({ config, key }) => marketPairOf(config, this.stats.get(key)));
    return { pairs, updatedAt: this.updatedAt.toISOString() };
  }
}

function unorderedKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The in-memory market statistics (tests refresh it on demand). */
    marketData: MarketDataService;
  }
}
