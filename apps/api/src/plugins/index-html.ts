import { bootConfigMeta, type TBootConfig } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { loadMarketConfig } from "../modules/market/market-config";
import { publicConfig } from "../modules/system/public-config";

/** The boot configuration of this server: its public network settings and, when readable, the configured pairs. */
export async function bootConfig(app: FastifyInstance): Promise<TBootConfig> {
  const marketConfig = await loadMarketConfig(app.database.db).catch((error: unknown) => {
    app.log.warn({ err: error }, "index.html is served without the market configuration");
    return undefined;
  });
  return { config: publicConfig(app.settings), marketConfig };
}

/**
 * index.html with the boot configuration as a meta element at the end of its head (a meta, not a script: the CSP
 * allows no inline script), so the app reads it synchronously instead of requesting it first; `extraHead` (the
 * page's preload links, `./page-preloads.ts`) follows it.
 */
export function withBootConfig(html: string, boot: TBootConfig, extraHead = ""): string {
  const meta = extraHead ? `${bootConfigMeta(boot)}\n${extraHead}` : bootConfigMeta(boot);
  const headEnd = html.indexOf("</head>");
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${meta}\n${html.slice(headEnd)}`;
  const doctype = /^<!doctype html>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}
