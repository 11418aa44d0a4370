// Gzipped JavaScript each page downloads on a first visit, from the web app's production build: the entry of
// index.html and its static imports, plus, for a lazily loaded screen, the screen's chunk and its static imports
// (what the router's `lazy` import and Vite's preloading fetch). Walks Vite's manifest (build.manifest).
// Every route of apps/web/src/app/routes.tsx is listed with its budget (below); the program prints each page's
// figure and its largest files, and exits non-zero when a page is over its budget or its screen is missing from
// the build, so a screen that grows or drags another feature into its first load is seen.
// Build dir: apps/web/dist, or WEB_DIST=/path for a build made elsewhere.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { printTable } from "../lib/measure";

const KB = 1024;
/** Public pages that show text, lists and forms from the API: the landing page, market, sign-in, legal, checkout. */
const PAGE_BUDGET_BYTES = 250 * KB;
/**
 * Screens that read the ledger or a live market and show it in tables and forms (the exchange before its chart
 * library loads, the wallet, the P2P market and its trade screens, profile, merchant, admin). They build and sign
 * transactions only on demand, so the Stellar SDK is not in their first load.
 */
const SCREEN_BUDGET_BYTES = 300 * KB;
/** Screens that need the Stellar SDK as soon as they open (swap paths and envelopes, a new wallet's keys). */
const SDK_SCREEN_BUDGET_BYTES = 400 * KB;

/**
 * The pages measured: the lazily loaded screen module each one imports (none: the screen is in the entry), as
 * apps/web/src/app/routes.tsx names it, and its budget.
 */
const PAGES: Array<{ path: string; screenModule?: string; budget: number }> = [
  { path: "/", budget: PAGE_BUDGET_BYTES },
  { path: "/market", screenModule: "src/features/market/index.ts", budget: PAGE_BUDGET_BYTES },
  ...["/login", "/register", "/forgotPassword"].map((page) => ({
    path: page,
    screenModule: "src/features/session/index.ts",
    budget: PAGE_BUDGET_BYTES,
  })),
  ...[
    "/support",
    "/faqs",
    "/fees",
    "/terms-of-use",
    "/privacy-policy",
    "/disclaimer",
    "/ComingSoonScreen",
  ].map((page) => ({
    path: page,
    screenModule: "src/features/info-pages/index.ts",
    budget: PAGE_BUDGET_BYTES,
  })),
  { path: "/checkout/x", screenModule: "src/features/checkout/index.ts", budget: PAGE_BUDGET_BYTES },
  // The route's module is in the entry; the screen itself is a lazy chunk, and the chart library a later one.
  {
    path: "/exchange",
    screenModule: "src/features/exchange/routes/exchange-screen.tsx",
    budget: SCREEN_BUDGET_BYTES,
  },
  { path: "/walletScreen", screenModule: "src/features/wallet/index.ts", budget: SCREEN_BUDGET_BYTES },
  { path: "/walletDetailScreen", screenModule: "src/features/wallet/index.ts", budget: SCREEN_BUDGET_BYTES },
  { path: "/p2p", screenModule: "src/features/p2p/routes/p2p-route.tsx", budget: SCREEN_BUDGET_BYTES },
  // Each P2P screen is its own lazy import: a trade screen does not bring the others.
  ...[
    ["/createAdScreen", "routes/create-ad-route.tsx"],
    ["/confirmationScreenBuy", "routes/confirmation-route.tsx"],
    ["/confirmationScreenSell", "routes/confirmation-route.tsx"],
    ["/transactionProgressScreen", "routes/transaction-progress-route.tsx"],
    ["/reviewScreen", "routes/review-route.tsx"],
    ["/p2pProfile", "routes/p2p-profile-route.tsx"],
    ["/escrows", "trades/escrows-route.tsx"],
  ].map(([page, module]) => ({
    path: page as string,
    screenModule: `src/features/p2p/${module}`,
    budget: SCREEN_BUDGET_BYTES,
  })),
  { path: "/profileScreen", screenModule: "src/features/profile/index.ts", budget: SCREEN_BUDGET_BYTES },
  { path: "/merchant", screenModule: "src/features/merchant/index.ts", budget: SCREEN_BUDGET_BYTES },
  { path: "/admin", screenModule: "src/features/admin/routes/admin-route.tsx", budget: SCREEN_BUDGET_BYTES },
  {
    path: "/sep24/interactive",
    screenModule: "src/features/anchor/routes/sep24-interactive-route.tsx",
    budget: SCREEN_BUDGET_BYTES,
  },
  // Screens that build and sign transactions load the Stellar SDK (about 130 KB gzipped) with them.
  { path: "/swap", screenModule: "src/features/swap/index.ts", budget: SDK_SCREEN_BUDGET_BYTES },
  ...["/newWallet", "/importWallet"].map((page) => ({
    path: page,
    screenModule: "src/features/onboarding/index.ts",
    budget: SDK_SCREEN_BUDGET_BYTES,
  })),
];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, "../../apps/web/dist"));
const manifestPath = path.join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.log(`${manifestPath} is missing: build the web app first (npm run build -w @sextant/web)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;

/**
 * The manifest key of a screen's module. A module that is also imported ahead of time (main.tsx starts a cold
 * /exchange's chunk before React renders) can be keyed by its chunk's name instead of its path.
 */
function screenKey(module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, "");
  return Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && !manifest[key]?.src && manifest[key]?.name === name,
  );
}

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The manifest keys a module pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("the build manifest has no entry");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Array<[string, string]> = [];
let over = 0;
for (const page of PAGES) {
  const budget = page.budget;
  const screen = page.screenModule ? screenKey(page.screenModule) : undefined;
  if (page.screenModule && !screen) {
    // A route whose screen moved is a page nobody measures any more: a failure, not a note.
    rows.push([`${page.path}`, `MISSING from the build (${page.screenModule})`]);
    over += 1;
    continue;
  }
  const keys = staticClosure(entryKey);
  if (screen) staticClosure(screen, keys);
  const chunks = [...keys].map((key) => manifest[key] as ManifestChunk);
  const jsFiles = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith(".js"));
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = jsFiles.reduce((sum, file) => sum + gzippedBytes(file), 0);
  const css = cssFiles.reduce((sum, file) => sum + gzippedBytes(file), 0);
  const verdict = js <= budget ? "within" : "OVER";
  if (js > budget) over += 1;
  rows.push([
    `${page.path}  JavaScript (${jsFiles.length} files)`,
    `${kb(js)}  ${verdict} budget ${kb(budget)}`,
  ]);
  rows.push([`${page.path}  CSS`, kb(css)]);
  for (const file of jsFiles.sort((a, b) => gzippedBytes(b) - gzippedBytes(a)).slice(0, 4)) {
    rows.push([`    ${file}`, kb(gzippedBytes(file))]);
  }
}
printTable(`Gzipped JavaScript loaded by the first visit of each page (${dist})`, rows);
if (over > 0) process.exit(1);
