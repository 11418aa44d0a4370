import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { TAdPage } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { AdListCache, acceptedEncodings, ListAnswer } from "./ad-list-cache";

const empty = (marker: string): TAdPage => ({ ads: [], paging_id: marker, has_more: false });
const markerOf = (answer: ListAnswer) => JSON.parse(answer.json.toString()).paging_id;

describe("AdListCache", () => {
  it("answers from memory until an ad changes", async () => {
    const cache = new AdListCache(Number.POSITIVE_INFINITY);
    let loads = 0;
    const load = async () => empty(`v${++loads}`);
    expect(markerOf(await cache.get("g", "k", load))).toBe("v1");
    expect(markerOf(await cache.get("g", "k", load))).toBe("v1");
    cache.invalidate();
    expect(markerOf(await cache.get("g", "k", load))).toBe("v2");
  });

  it("drops only the lists of the changed asset and side, or all of them", async () => {
    const cache = new AdListCache(Number.POSITIVE_INFINITY);
    const xlmSell = AdListCache.group("xlm", "sell");
    await cache.get(xlmSell, "IN", async () => empty("sell1"));
    await cache.get(AdListCache.group("XLM", "buy"), "IN", async () => empty("buy1"));
    cache.invalidate(xlmSell);
    expect(markerOf(await cache.get(xlmSell, "IN", async () => empty("sell2")))).toBe("sell2");
    expect(markerOf(await cache.get("XLM|buy", "IN", async () => empty("buy2")))).toBe("buy1");
    cache.invalidate();
    expect(markerOf(await cache.get("XLM|buy", "IN", async () => empty("buy3")))).toBe("buy3");
  });

  it("makes one query for many callers of the same list (single flight)", async () => {
    const cache = new AdListCache();
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      loads += 1;
      await gate;
      return empty("one");
    };
    const answers = Promise.all([
      cache.get("g", "k", load),
      cache.get("g", "k", load),
      cache.get("g", "k", load),
    ]);
    release();
    expect((await answers).map(markerOf)).toEqual(["one", "one", "one"]);
    expect(loads).toBe(1);
  });

  it("never keeps an answer loaded across a change, and starts a fresh load after it", async () => {
    const cache = new AdListCache(Number.POSITIVE_INFINITY);
    let release: () => void = () => {};
    const slow = cache.get(
      "g",
      "k",
      () =>
        new Promise<TAdPage>((resolve) => {
          release = () => resolve(empty("before"));
        }),
    );
    cache.invalidate("g");
    const fresh = cache.get("g", "k", async () => empty("after"));
    release();
    expect(markerOf(await slow)).toBe("before");
    expect(markerOf(await fresh)).toBe("after");
    expect(markerOf(await cache.get("g", "k", async () => empty("again")))).toBe("after");
  });

  it("expires answers after the time to live and keeps at most maxEntries", async () => {
    const expired = new AdListCache(0);
    await expired.get("g", "k", async () => empty("a"));
    expect(markerOf(await expired.get("g", "k", async () => empty("b")))).toBe("b");
    const small = new AdListCache(Number.POSITIVE_INFINITY, 2);
    await small.get("g", "a", async () => empty("a1"));
    await small.get("g", "b", async () => empty("b1"));
    await small.get("g", "a", async () => empty("a2")); // a is now the most recent
    await small.get("g", "c", async () => empty("c1")); // b goes
    expect(markerOf(await small.get("g", "a", async () => empty("a3")))).toBe("a1");
    expect(markerOf(await small.get("g", "b", async () => empty("b2")))).toBe("b2");
  });
});

describe("ListAnswer", () => {
  const big: TAdPage = { ads: [], paging_id: "x".repeat(2000), has_more: true };
  it("gives Brotli, then gzip, then plain JSON as the client accepts, and small answers plain", () => {
    const answer = new ListAnswer(big);
    const br = answer.body("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.bytes).equals(answer.json)).toBe(true);
    const gzip = answer.body("gzip;q=1, br;q=0");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(answer.json)).toBe(true);
    expect(answer.body(undefined).encoding).toBeUndefined();
    expect(new ListAnswer(empty("s")).body("br").encoding).toBeUndefined();
    expect(() => new ListAnswer({ ads: "no" } as never)).toThrow();
  });
  it("reads Accept-Encoding with q-values", () => {
    expect([...acceptedEncodings("br;q=0.5, gzip;q=0, identity")]).toEqual(["br", "identity"]);
  });
});
