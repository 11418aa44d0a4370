import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type TAdPage, ZAdPage } from "@sextant/core";

/**
 * A list answer as bytes: the JSON checked against its schema once, and its Brotli and gzip forms made on first
 * use, so a cached list costs neither serialization nor compression again.
 */
export class ListAnswer {
  readonly json: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(page: TAdPage) {
    this.json = Buffer.from(JSON.stringify(ZAdPage.parse(page)));
  }

  /** The body for a client accepting `acceptEncoding`, as the compression plugin would choose (br, then gzip). */
  body(acceptEncoding: string | undefined): { bytes: Buffer; encoding: "br" | "gzip" | undefined } {
    // The compression plugin's threshold: small answers go as they are.
    if (this.json.length < 1024) return { bytes: this.json, encoding: undefined };
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.has("br")) {
      this.br ??= brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      return { bytes: this.br, encoding: "br" };
    }
    if (accepted.has("gzip")) {
      this.gzip ??= gzipSync(this.json);
      return { bytes: this.gzip, encoding: "gzip" };
    }
    return { bytes: this.json, encoding: undefined };
  }
}

/** The encodings of an Accept-Encoding header, without those refused with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * Answers of the public ad lists, kept in memory: lists are read far more often than ads change (every visitor
 * of /p2p, and every client refetches on each realtime ad event). Each list belongs to a group — one asset and
 * side, the only lists an ad appears in — and every change of an ad on this instance (create, status switch,
 * and the trades' reservations) calls `invalidate` with its group, which drops that group's answers at once, so
 * on one instance a list never shows an old state. Answers live `ttlMs` at most: with PostgreSQL another API
 * instance may have changed an ad (1 s); on PGlite nothing outside this process writes, and the time to live
 * (5 s) only bounds what a writer that forgot to invalidate could leave. At most `maxEntries` answers are kept, the least recently used go first.
 */
export class AdListCache {
  private readonly entries = new Map<string, { until: number; stamp: string; answer: ListAnswer }>();
  /** Loads under way, so many requests for the same list after a change make one query (single flight). */
  private readonly loading = new Map<string, { stamp: string; promise: Promise<ListAnswer> }>();
  private readonly groupVersions = new Map<string, number>();
  private version = 0;

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** The group of an ad's lists: its asset and side. */
  static group(assetCode: string, type: string): string {
    return `${assetCode.toUpperCase()}|${type}`;
  }

  /** Drops the cached lists of one group (an ad's asset and side), or all of them; call after the commit. */
  invalidate(group?: string): void {
    if (group === undefined) this.version += 1;
    else this.groupVersions.set(group, (this.groupVersions.get(group) ?? 0) + 1);
  }

  /** What an answer was loaded under; it is good while this stays the same. */
  private stampOf(group: string): string {
    return `${this.version}.${this.groupVersions.get(group) ?? 0}`;
  }

  /** The cached answer of `key` in `group`, or the one `load` gives (kept unless its group changed meanwhile). */
  async get(group: string, key: string, load: () => Promise<TAdPage>): Promise<ListAnswer> {
    const fullKey = `${group}\n${key}`;
    const stamp = this.stampOf(group);
    const hit = this.entries.get(fullKey);
    if (hit && hit.stamp === stamp && Date.now() < hit.until) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return hit.answer;
    }
    const flying = this.loading.get(fullKey);
    if (flying && flying.stamp === stamp) return flying.promise;
    const at = Date.now();
    const promise = load().then((page) => new ListAnswer(page));
    this.loading.set(fullKey, { stamp, promise });
    try {
      const answer = await promise;
      // An ad of this group changed while it loaded: answer these callers, keep it for no one else.
      if (this.stampOf(group) === stamp) {
        this.entries.delete(fullKey);
        // Each answer expires at its own moment (± 25 %), so lists read together do not all reload together.
        const until = at + this.ttlMs * (0.75 + Math.random() * 0.5);
        this.entries.set(fullKey, { until, stamp, answer });
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
      }
      return answer;
    } finally {
      if (this.loading.get(fullKey)?.promise === promise) this.loading.delete(fullKey);
    }
  }
}

const caches = new WeakMap<object, AdListCache>();

/**
 * The list cache of one database handle: the ad routes, the demo seeding and the trades (which reserve from ads)
 * share it without passing it around, and a test that writes ads straight into the database can drop it.
 */
export function adListCacheOf(db: object, ttlMs?: number): AdListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AdListCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}
