import { expect } from "vitest";
import type { TestLedger } from "./ledger";
import type { Shape } from "./shapes";

export type Json = Record<string, unknown>;

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: Json;
}

/** Plain GET (no SDK) to inspect Horizon's response shape; `path` is relative to the ledger URL. */
export async function getJson(t: TestLedger, path: string, init: RequestInit = {}): Promise<JsonResponse> {
  const response = await fetch(path.startsWith("http") ? path : `${t.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Json) : {} };
}

export function records(body: Json): Json[] {
  const embedded = body._embedded as { records?: Json[] } | undefined;
  if (!embedded || !Array.isArray(embedded.records)) throw new Error(`not a page: ${JSON.stringify(body)}`);
  return embedded.records;
}

export function href(body: Json, rel: string): string {
  const links = body._links as Record<string, { href: string }> | undefined;
  const link = links?.[rel];
  if (!link) throw new Error(`no _links.${rel} in ${JSON.stringify(body._links)}`);
  return link.href;
}

export const RFC3339_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
export const AMOUNT_7DP = /^-?\d+\.\d{7}$/;

/** Asserts that `value` has every required key of `shape` and nothing beyond its required + optional keys. */
export function expectShape(value: unknown, { required, optional }: Shape): void {
  expect(typeof value === "object" && value !== null).toBe(true);
  const keys = Object.keys(value as object);
  const missing = required.filter((k) => !keys.includes(k));
  const unexpected = keys.filter((k) => !required.includes(k) && !optional.includes(k));
  expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
}
