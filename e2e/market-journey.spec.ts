import { Asset, Operation } from "@stellar/stellar-sdk";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot } from "./support/browser";
import { submitOperations, trader } from "./support/ledger";

/** The listed pairs of the seeded market configuration, by market tab (USDT and KISHU pairs are excluded). */
const PAIRS_BY_MARKET: Record<string, string[]> = {
  XLM: ["LEVELG/XLM", "EURX/XLM", "GOLDX/XLM", "GBPX/XLM"],
  LEVELG: ["EURX/LEVELG", "GOLDX/LEVELG"],
  EURX: ["GOLDX/EURX", "GBPX/EURX"],
};
const EXCLUDED = /USDT|KISHU|BTC|ETH|LTC|DOGE|TRX|SHIB|AQUA/;
/** A figure cell: a decimal, a signed percent, or the placeholder dashes of a pair without trades. */
const FIGURE = /^(--|[+-]?\d+\.\d+%?)$/;

/** Makes one LEVELG/XLM trade on the ledger: a bid at 0.2 XLM, then an ask at that price crossing the best bid. */
async function tradeLevelg(): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/coins/marketConfig`);
  const { pairs } = (await response.json()) as { pairs: Array<{ toCoinCode: string; toIssure: string }> };
  const issuer = pairs.find((pair) => pair.toCoinCode === "LEVELG")?.toIssure;
  if (!issuer) throw new Error("The market configuration has no LEVELG pair");
  const levelg = new Asset("LEVELG", issuer);
  const [buyer, seller] = await Promise.all([trader(levelg, false), trader(levelg, true)]);
  await submitOperations(
    buyer,
    Operation.manageBuyOffer({ buying: levelg, selling: Asset.native(), buyAmount: "5", price: "0.2" }),
  );
  await submitOperations(
    seller,
    Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "5", price: "0.2" }),
  );
}

/** A shown decimal ("1234.57", "0.1400000") in stroops; dashes count as nothing traded. */
function stroops(shown: string): bigint {
  const match = /^(\d+)\.(\d{1,7})$/.exec(shown);
  return match ? BigInt(match[1] ?? "0") * 10_000_000n + BigInt((match[2] ?? "").padEnd(7, "0")) : 0n;
}

const rows = (page: Page) => page.locator("[role=tabpanel] tr[data-pair]");

async function pairNames(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-pair") ?? ""));
}

/** Waits until the visible table lists exactly these pairs. */
async function expectPairs(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => pairNames(page), { timeout: 20_000 }).toEqual(expected);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name, exact: true }).click();
  await page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
}

describe("market journey", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, 1280));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("lists every configured pair by market tab with its figures, never an excluded asset", async () => {
    await page.goto("/market");
    await page.getByRole("tab", { name: "XLM", selected: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(["Favorite", "XLM", "LEVELG", "EURX"]);
    for (const [market, pairs] of Object.entries(PAIRS_BY_MARKET)) {
      await openTab(page, market);
      await expectPairs(page, pairs);
      const cells = await rows(page).first().locator("td").allInnerTexts();
      expect(cells).toHaveLength(7);
      for (const figure of cells.slice(2)) expect(figure.trim()).toMatch(FIGURE);
    }
    const cards = page.getByLabel("Top pairs").getByRole("button");
    expect(await cards.count()).toBe(4);
    expect(await page.locator("main").textContent()).not.toMatch(EXCLUDED);
  });

  it("shows a pair's figures and counts a new trade into its 24h volume", async () => {
    await openTab(page, "XLM");
    const levelgRow = rows(page).filter({ hasText: "LEVELG/XLM" });
    const cells = async () => (await levelgRow.locator("td").allInnerTexts()).map((cell) => cell.trim());
    const volumeBefore = (await cells())[6] ?? "";
    await tradeLevelg();

    const decimal = /^\d+\.\d{2,7}$/;
    await expect
      .poll(async () => stroops((await cells())[6] ?? ""), { timeout: 30_000 })
      .toBeGreaterThan(stroops(volumeBefore));
    expect(await cells()).toEqual([
      "",
      "LEVELG/XLM",
      expect.stringMatching(decimal),
      expect.stringMatching(/^([+-]?\d+\.\d{6}%)$/),
      expect.stringMatching(decimal),
      expect.stringMatching(decimal),
      expect.stringMatching(decimal),
    ]);
  });

  it("narrows the table to the coins matching the search, in any case", async () => {
    await openTab(page, "XLM");
    const search = page.getByRole("textbox", { name: "Search coin name" });
    await search.fill("eur");
    await expectPairs(page, ["EURX/XLM"]);
    await search.fill("EUR");
    await expectPairs(page, ["EURX/XLM"]);
    await openTab(page, "LEVELG");
    await expectPairs(page, ["EURX/LEVELG"]);
    await search.fill("zzz");
    await expectPairs(page, []);
    await page.locator("[role=tabpanel]").getByText("No data to show").waitFor();
    await search.fill("");
    await expectPairs(page, PAIRS_BY_MARKET.LEVELG ?? []);
  });

  it("stars a pair into Favorite and keeps it after a reload", async () => {
    await openTab(page, "Favorite");
    await page.locator("[role=tabpanel]").getByText("No data to show").waitFor();
    await openTab(page, "LEVELG");
    await page.getByRole("button", { name: "Add EURX/LEVELG to favourites" }).click();
    await page.getByRole("button", { name: "Remove EURX/LEVELG from favourites" }).waitFor();
    await openTab(page, "Favorite");
    await expectPairs(page, ["EURX/LEVELG"]);

    await page.reload();
    await page.getByRole("tab", { name: "Favorite", selected: true }).waitFor({ timeout: 20_000 });
    await expectPairs(page, ["EURX/LEVELG"]);
    expect(await page.evaluate(() => window.localStorage.getItem("sextant.marketFavourites"))).toBe(
      '["EURX/LEVELG"]',
    );
  });

  it("looks right on a desktop and on a phone", async () => {
    await openTab(page, "XLM");
    await expectPairs(page, PAIRS_BY_MARKET.XLM ?? []);
    await screenshot(page, "market-1280");

    const phone = await openPage(browser, 375);
    try {
      await phone.page.goto("/market");
      await phone.page.getByRole("tab", { name: "XLM", selected: true }).waitFor({ timeout: 20_000 });
      await expectPairs(phone.page, PAIRS_BY_MARKET.XLM ?? []);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(phone.page, "market-375");
    } finally {
      await phone.context.close();
    }
  });

  it("opens the exchange on the pair of a clicked row", async () => {
    await openTab(page, "XLM");
    await rows(page).filter({ hasText: "EURX/XLM" }).locator("td").nth(3).click();
    // The exchange's URL names the pair (in its short form once the market configuration is read).
    await page.waitForURL(/\/exchange\?counter=EURX&base=XLM$/);
    await page.getByTestId("selected-pair").filter({ hasText: "EURX/XLM" }).waitFor({ timeout: 20_000 });
  });

  it("shows the top pairs in the landing's Recent Trends, each opening the exchange", async () => {
    await page.goto("/");
    const trends = page.getByRole("region", { name: "Recent Trends" });
    const trendRows = trends.locator("tr[data-pair]");
    await expect
      .poll(() => trendRows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-pair"))), {
        timeout: 20_000,
      })
      .toEqual(["LEVELG/XLM", "EURX/XLM", "GOLDX/XLM", "EURX/LEVELG"]);
    await trends.scrollIntoViewIfNeeded();
    await screenshot(page, "landing-trends-1280");
    await trends.getByRole("link", { name: "GOLDX/XLM" }).click();
    await page.waitForURL(/\/exchange\?counter=GOLDX&base=XLM$/);
    await page.getByTestId("selected-pair").filter({ hasText: "GOLDX/XLM" }).waitFor({ timeout: 20_000 });
  });
});
