import { BOOT_CONFIG_META_NAME, parseBootConfig, type TBootConfig } from "@sextant/core";
import type { QueryClient } from "@tanstack/react-query";
import { MARKET_CONFIG_QUERY_KEY } from "../market/api/market-data";
import { CONFIG_QUERY_KEY, type TConfigResult } from "./api/get-config";

/** The configuration the server wrote into index.html; null without it (development server, other hosts). */
export function readBootConfig(doc: Document = document): TBootConfig | null {
  const meta = doc.querySelector(`meta[name="${BOOT_CONFIG_META_NAME}"]`);
  return parseBootConfig(meta?.getAttribute("content"));
}

/**
 * Puts the boot configuration where GET /api/config and GET /api/coins/marketConfig would: the startup gate and
 * every screen find it at once, and those requests are made only without it (or when the market's is stale).
 */
export function seedBootConfig(client: QueryClient, boot: TBootConfig): void {
  const result: TConfigResult = { status: "SUCCESS", config: boot.config };
  client.setQueryData(CONFIG_QUERY_KEY, result);
  if (boot.marketConfig) client.setQueryData(MARKET_CONFIG_QUERY_KEY, boot.marketConfig);
}
