import type { TMarketConfigEntry, TMarketPair } from "@sextant/core";
import { vi } from "vitest";

export interface TMarketApiAnswers {
  /** The pairs of GET /coins/getMarketData; a number answers with that HTTP error; "pending" never answers. */
  marketData: TMarketPair[] | number | "pending";
  /** The entries of GET /coins/marketConfig; same conventions. */
  marketConfig: TMarketConfigEntry[] | number | "pending";
}

function answer(body: unknown | number | "pending"): Promise<Response> {
  if (body === "pending") return new Promise(() => {});
  if (typeof body === "number") {
    return Promise.resolve(
      new Response(JSON.stringify({ code: "UNAVAILABLE", message: "Market statistics are unavailable" }), {
        status: body,
        headers: { "Content-Type": "application/json" },
      }),
    );
  }
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
}

/**
 * Replaces fetch with the two market calls of the API; change `answers` between calls to change what the API
 * says next. Any other call fails the test loudly.
 */
export function stubMarketApi(answers: TMarketApiAnswers) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/coins/getMarketData")) {
      const data = answers.marketData;
      return answer(Array.isArray(data) ? { pairs: data, updatedAt: "2026-11-22T00:00:00.000Z" } : data);
    }
    if (url.startsWith("/api/coins/marketConfig")) {
      const config = answers.marketConfig;
      return answer(Array.isArray(config) ? { pairs: config } : config);
    }
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
