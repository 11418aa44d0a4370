import { readFile } from "node:fs/promises";
import path from "node:path";
import { exchangeFirstReads, type TBootConfig } from "@sextant/core";

/**
 * Links that start a page's work while the browser is still loading the app: written into index.html for the
 * pages a visitor opens cold. For /exchange, the screen's chunks (`modulepreload`, from Vite's manifest, so they
 * download beside the entry instead of after it runs), its style sheet, and the pair's order book and latest
 * trades (`preload as=fetch`, the very URLs the screen requests, so the screen's reads take the answers already on
 * their way; `exchangeFirstReads` in @sextant/core builds both).
 */

/** One chunk of Vite's build manifest (`build.manifest`), as far as these links need it. */
interface TManifestChunk {
  file: string;
  css?: string[];
  name?: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type TViteManifest = Record<string, TManifestChunk>;

/**
 * The modules a cold /exchange loads lazily: the screen (apps/web/src/app/routes.tsx) and the prefetch of its first
 * reads (apps/web/src/main.tsx starts both at once).
 */
export const EXCHANGE_LAZY_MODULES = [
  "src/features/exchange/routes/exchange-screen.tsx",
  "src/features/exchange/boot-prefetch.ts",
];

/**
 * The manifest key of a module. One that is imported both lazily and from another lazy chunk is emitted as a
 * chunk of its own, keyed by file name (`_exchange-screen-<hash>.js`), found by its name.
 */
function manifestKey(manifest: TViteManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, "");
  return Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && !manifest[key]?.src && manifest[key]?.name === name,
  );
}

/** The build's manifest beside index.html; undefined when the build has none (links to chunks are then left out). */
export async function readViteManifest(root: string): Promise<TViteManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(root, ".vite", "manifest.json"), "utf8")) as TViteManifest;
  } catch {
    return undefined;
  }
}

/** The manifest keys `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: TViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The manifest keys lazily loaded modules need that the entry does not already bring, in load order. */
function lazyModuleKeys(manifest: TViteManifest, modules: readonly string[]): string[] {
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) staticClosure(manifest, key, entry);
  const needed = new Set<string>();
  for (const module of modules) {
    const key = manifestKey(manifest, module);
    if (key) staticClosure(manifest, key, needed);
  }
  return [...needed].filter((key) => !entry.has(key));
}

/**
 * The files lazily loaded modules need that the entry does not already bring (index.html preloads the entry's own
 * imports), as URL paths: their JavaScript chunks and, apart, their style sheets. Modules the manifest does not know
 * add nothing.
 */
export function lazyModuleFiles(
  manifest: TViteManifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const keys = lazyModuleKeys(manifest, modules);
  const styles = new Set(keys.flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: keys.map((key) => `/${manifest[key]?.file ?? ""}`),
    styles: [...styles].map((file) => `/${file}`),
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The preload links of the page at `url` (path and query): none but for /exchange. The fetch preloads are
 * `crossorigin="anonymous"`, the mode and credentials of the screen's own `fetch` to Horizon, or the browser would
 * not hand their answers over.
 */
export function pagePreloadLinks(
  url: string,
  boot: TBootConfig,
  manifest: TViteManifest | undefined,
): string {
  const [pathname = "/", query = ""] = url.split("?");
  if (pathname.replace(/\/+$/, "") !== "/exchange") return "";
  const links: string[] = [];
  const reads = boot.marketConfig
    ? exchangeFirstReads(boot.config.horizonUrl, new URLSearchParams(query), boot.marketConfig)
    : null;
  if (reads) {
    for (const href of [reads.orderBook, reads.trades]) {
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(href)}">`);
    }
  }
  if (manifest) {
    const { scripts, styles } = lazyModuleFiles(manifest, EXCHANGE_LAZY_MODULES);
    for (const file of scripts)
      links.push(`<link rel="modulepreload" crossorigin href="${attribute(file)}">`);
    // The screen's own style sheet, loaded with the page: the screen's chunk, once imported, would otherwise ask
    // for it only then and wait for it before the screen can render. The app's loader finds it already there.
    for (const file of styles) links.push(`<link rel="stylesheet" crossorigin href="${attribute(file)}">`);
  }
  return links.join("\n");
}
