import type { JsonObject } from "../history/records";
import { effectKey } from "../util/toid";

export interface PageQuery {
  /** Exclusive starting key; undefined = from the beginning (asc) or end (desc). */
  cursor: bigint | undefined;
  limit: number;
  order: "asc" | "desc";
}

/** A page of a list keyed by strings (accounts by id, assets by code) rather than by TOID. */
export interface KeyPageQuery {
  cursor: string;
  limit: number;
  order: "asc" | "desc";
}

/** A sorted, indexable view over history records. */
export interface Collection<T> {
  size: number;
  at(i: number): T;
  key(item: T): bigint;
  visible?(item: T): boolean;
}

export const NOW_CURSOR = (1n << 63n) - 1n;

export type PagingError = { field: string; reason: string };

/** Parses a cursor: a TOID, an effect token `<toid>-<order>`, or `now`. */
export function parseCursor(raw: string | null, nowKey = NOW_CURSOR): bigint | undefined | PagingError {
  if (raw === null || raw === "") return undefined;
  if (raw === "now") return nowKey;
  const effect = /^(\d+)-(\d+)$/.exec(raw);
  if (effect) return effectKey(BigInt(effect[1] ?? "0"), Number(effect[2]));
  if (/^\d+$/.test(raw)) {
    const value = BigInt(raw);
    return value > NOW_CURSOR ? { field: "cursor", reason: "cursor is out of range" } : value;
  }
  return { field: "cursor", reason: "unparseable value" };
}

const INT64_MAX = 2n ** 63n - 1n;

/**
 * A `limit` parameter as Horizon reads it: empty keeps the default; otherwise a base-10 int64 (else
 * "unparseable value") between 1 and `max`, with Horizon's reasons for the values outside.
 */
export function parseLimit(raw: string | null, defaultLimit: number, max = 200): number | PagingError {
  if (raw === null || raw === "") return defaultLimit;
  if (!/^[+-]?\d+$/.test(raw)) return { field: "limit", reason: "unparseable value" };
  const value = BigInt(raw);
  if (value > INT64_MAX || value < -INT64_MAX - 1n) return { field: "limit", reason: "unparseable value" };
  if (value <= 0n) return { field: "limit", reason: "invalid limit: non-positive value provided" };
  if (value > BigInt(max)) {
    return { field: "limit", reason: `invalid limit: value provided that is over limit max of ${max}` };
  }
  return Number(value);
}

export function parsePageQuery(
  query: URLSearchParams,
  nowKey = NOW_CURSOR,
  defaultLimit = 10,
): PageQuery | PagingError {
  const cursor = parseCursor(query.get("cursor"), nowKey);
  if (typeof cursor === "object") return cursor;
  const orderRaw = query.get("order") || "asc";
  if (orderRaw !== "asc" && orderRaw !== "desc")
    return { field: "order", reason: "order must be asc or desc" };
  const limit = parseLimit(query.get("limit"), defaultLimit);
  if (typeof limit === "object") return limit;
  return { cursor, limit, order: orderRaw };
}

function firstAfter<T>(c: Collection<T>, cursor: bigint): number {
  let lo = 0;
  let hi = c.size;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c.key(c.at(mid)) > cursor) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Records strictly after the cursor in the requested order. */
export function pageItems<T>(c: Collection<T>, q: PageQuery): T[] {
  const out: T[] = [];
  if (q.order === "asc") {
    let i = q.cursor === undefined ? 0 : firstAfter(c, q.cursor);
    for (; i < c.size && out.length < q.limit; i++) {
      const item = c.at(i);
      if (!c.visible || c.visible(item)) out.push(item);
    }
  } else {
    let i = q.cursor === undefined ? c.size - 1 : firstAfter(c, q.cursor - 1n) - 1;
    for (; i >= 0 && out.length < q.limit; i--) {
      const item = c.at(i);
      if (!c.visible || c.visible(item)) out.push(item);
    }
  }
  return out;
}

/** Horizon's page document with self/next/prev links. */
export function pageDocument(
  base: string,
  path: string,
  query: URLSearchParams,
  q: PageQuery | KeyPageQuery,
  records: JsonObject[],
) {
  const link = (cursor: string, order: string) => {
    const params = new URLSearchParams(query);
    params.set("cursor", cursor);
    params.set("limit", String(q.limit));
    params.set("order", order);
    return { href: `${base}${path}?${params.toString()}` };
  };
  const first = records[0]?.paging_token;
  const last = records[records.length - 1]?.paging_token;
  const current = query.get("cursor") ?? "";
  const inverse = q.order === "asc" ? "desc" : "asc";
  return {
    _links: {
      self: link(current, q.order),
      next: link(typeof last === "string" ? last : current, q.order),
      prev: link(typeof first === "string" ? first : current, inverse),
    },
    _embedded: { records },
  };
}

/** `limit`, `order` and a plain string `cursor`, for lists paged by a key rather than a TOID (accounts, assets). */
export function parseKeyPageQuery(query: URLSearchParams): KeyPageQuery | { field: string; reason: string } {
  const order = query.get("order") || "asc";
  if (order !== "asc" && order !== "desc") return { field: "order", reason: "order must be asc or desc" };
  const limit = parseLimit(query.get("limit"), 10);
  if (typeof limit === "object") return limit;
  return { limit, order, cursor: query.get("cursor") ?? "" };
}
