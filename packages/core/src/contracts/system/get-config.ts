import { z } from "zod";
import { ZMarketConfigEntry } from "../market/market-data";

export const ZStellarNetwork = z.enum(["standalone", "testnet", "public"]);
export type TStellarNetwork = z.infer<typeof ZStellarNetwork>;

/** GET /api/config — what the web app needs before anything else: which network and where its Horizon is. */
export const ZGetConfigResponse = z
  .object({
    network: ZStellarNetwork,
    networkPassphrase: z.string(),
    horizonUrl: z.string().describe("Horizon as the browser reaches it"),
    friendbotAvailable: z.boolean().describe("True on the standalone and test networks, never on public"),
    version: z.string(),
  })
  .meta({ id: "Config" });
export type TGetConfigResponse = z.infer<typeof ZGetConfigResponse>;

/**
 * The public configuration the server writes into index.html as `<meta name="sextant-config" content="…json…">`,
 * so the web app knows its network and the configured pairs at boot, without waiting for GET /api/config and
 * GET /api/coins/marketConfig (which stay as the fallback when the page has no such meta, e.g. in development).
 */
export const BOOT_CONFIG_META_NAME = "sextant-config";

export const ZBootConfig = z.object({
  config: ZGetConfigResponse,
  marketConfig: z.array(ZMarketConfigEntry).optional().describe("Absent when the database could not be read"),
});
export type TBootConfig = z.infer<typeof ZBootConfig>;

/** The meta element carrying `boot`, its JSON escaped for an HTML attribute. */
export function bootConfigMeta(boot: TBootConfig): string {
  const json = JSON.stringify(boot)
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  return `<meta name="${BOOT_CONFIG_META_NAME}" content="${json}">`;
}

/** Reads the boot configuration from a meta element's content; null when missing or not of this shape. */
export function parseBootConfig(content: string | null | undefined): TBootConfig | null {
  if (!content) return null;
  try {
    const parsed = ZBootConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
