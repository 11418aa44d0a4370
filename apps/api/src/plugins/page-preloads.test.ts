import { exchangeFirstReads, type TBootConfig } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { lazyModuleFiles, pagePreloadLinks, type TViteManifest } from "./page-preloads";

const ISSUER = `G${"L".repeat(55)}`;
const BOOT = {
  config: { horizonUrl: "http://ledger.test:8000" },
  marketConfig: [
    {
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "LEVELG",
      toIssure: ISSUER,
      showOnTop: true,
      orderId: 1,
    },
  ],
} as TBootConfig;

/** A build as Vite describes it: the entry and its vendor chunk, the screen (a named chunk) and what it imports. */
const MANIFEST: TViteManifest = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    imports: ["_react-b2.js"],
    css: ["assets/index-k9.css"],
  },
  "_react-b2.js": { file: "assets/react-b2.js" },
  "_exchange-screen-c3.js": {
    file: "assets/exchange-screen-c3.js",
    name: "exchange-screen",
    css: ["assets/exchange-screen-h8.css"],
    isDynamicEntry: true,
    imports: ["_react-b2.js", "_tabs-d4.js"],
  },
  "_tabs-d4.js": { file: "assets/tabs-d4.js", imports: ["_icons-e5.js"] },
  "_icons-e5.js": { file: "assets/icons-e5.js" },
  "src/features/exchange/boot-prefetch.ts": {
    file: "assets/boot-prefetch-f6.js",
    src: "src/features/exchange/boot-prefetch.ts",
    isDynamicEntry: true,
    imports: ["_tabs-d4.js"],
  },
  "src/features/market/index.ts": { file: "assets/market-g7.js", isDynamicEntry: true },
};

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, "g"))].map((match) =>
    (match[1] ?? "").replace(/&amp;/g, "&"),
  );

describe("lazyModuleFiles", () => {
  it("lists a lazy module's chunks and their imports, found by path or chunk name, without the entry's own", () => {
    const files = lazyModuleFiles(MANIFEST, [
      "src/features/exchange/routes/exchange-screen.tsx",
      "src/features/exchange/boot-prefetch.ts",
    ]);
    expect(files.scripts).toEqual([
      "/assets/exchange-screen-c3.js",
      "/assets/tabs-d4.js",
      "/assets/icons-e5.js",
      "/assets/boot-prefetch-f6.js",
    ]);
    // The screen's style sheet, not the entry's (index.html links that one itself).
    expect(files.styles).toEqual(["/assets/exchange-screen-h8.css"]);
    expect(lazyModuleFiles(MANIFEST, ["src/features/nowhere.ts"])).toEqual({ scripts: [], styles: [] });
  });
});

describe("pagePreloadLinks", () => {
  it("starts a cold /exchange's first reads and its screen's chunks from the page itself", () => {
    const html = pagePreloadLinks("/exchange", BOOT, MANIFEST);
    const reads = exchangeFirstReads(
      "http://ledger.test:8000",
      new URLSearchParams(),
      BOOT.marketConfig ?? [],
    );
    expect(hrefs(html, "preload")).toEqual([reads?.orderBook, reads?.trades]);
    expect(html).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]+&amp;selling_asset_code=/,
    );
    expect(hrefs(html, "modulepreload")).toContain("/assets/exchange-screen-c3.js");
    expect(hrefs(html, "modulepreload")).not.toContain("/assets/react-b2.js");
    expect(hrefs(html, "stylesheet")).toEqual(["/assets/exchange-screen-h8.css"]);
    expect(html).not.toMatch(/<script/);
  });

  it("reads the pair from the URL, and names no reads for a pair it cannot resolve", () => {
    const named = pagePreloadLinks(`/exchange?counter=ABC:${ISSUER}&base=XLM`, BOOT, MANIFEST);
    expect(hrefs(named, "preload")[0]).toContain("selling_asset_code=ABC&");
    const unknown = pagePreloadLinks("/exchange?counter=NOPE&base=XLM", BOOT, MANIFEST);
    expect(hrefs(unknown, "preload")).toEqual([]);
    expect(hrefs(unknown, "modulepreload").length).toBeGreaterThan(0);
  });

  it("adds nothing to other pages, and no chunk links without a manifest or reads without the pairs", () => {
    expect(pagePreloadLinks("/", BOOT, MANIFEST)).toBe("");
    expect(pagePreloadLinks("/market", BOOT, MANIFEST)).toBe("");
    expect(hrefs(pagePreloadLinks("/exchange", BOOT, undefined), "modulepreload")).toEqual([]);
    const noPairs = pagePreloadLinks("/exchange", { config: BOOT.config } as TBootConfig, MANIFEST);
    expect(hrefs(noPairs, "preload")).toEqual([]);
  });
});
