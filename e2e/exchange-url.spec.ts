import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";

const selectedPair = (page: Page) => page.getByTestId("selected-pair");

async function expectPair(page: Page, label: string): Promise<void> {
  await expect.poll(async () => (await selectedPair(page).textContent())?.trim(), UI_WAIT).toBe(label);
}

/** The pair the address bar names: its `counter` and `base` parameters. */
function urlPair(page: Page): { counter: string | null; base: string | null } {
  const url = new URL(page.url());
  return { counter: url.searchParams.get("counter"), base: url.searchParams.get("base") };
}

describe("exchange pair in the URL", () => {
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

  it("opens a shared pair URL cold, writes the pair on change, and keeps it over a reload", async () => {
    // Cold, in a fresh context: the URL alone says which pair.
    await page.goto("/exchange?counter=GOLDX&base=XLM");
    await expectPair(page, "GOLDX/XLM");
    expect(urlPair(page)).toEqual({ counter: "GOLDX", base: "XLM" });
    await screenshot(page, "exchange-url-goldx-1280");

    // A pair chosen elsewhere (a market row) changes the URL to that pair.
    await page.goto("/market");
    await page.getByRole("tab", { name: "LEVELG", exact: true }).click();
    const row = page.locator('[role=tabpanel] tr[data-pair="EURX/LEVELG"]');
    await row.waitFor(UI_WAIT);
    await row.click();
    await expectPair(page, "EURX/LEVELG");
    // Codes stand alone where the market has one asset of that code.
    await expect.poll(() => urlPair(page), UI_WAIT).toEqual({ counter: "EURX", base: "LEVELG" });
    const shared = page.url();

    // Reload: the same pair.
    await page.reload();
    await expectPair(page, "EURX/LEVELG");
    expect(page.url()).toBe(shared);

    // Opened with no pair, /exchange names the default pair in its URL, so that address is shareable too.
    await page.goto("/exchange");
    await expectPair(page, "LEVELG/XLM");
    await expect.poll(() => urlPair(page), UI_WAIT).toEqual({ counter: "LEVELG", base: "XLM" });

    // Issuer-qualified URLs are read too; a pair the market does not list is not guessed.
    const config = (await (await fetch(`${baseUrl()}/api/coins/marketConfig`)).json()) as {
      pairs: Array<{ toCoinCode: string; toIssure: string }>;
    };
    const issuer = config.pairs.find((pair) => pair.toCoinCode === "LEVELG")?.toIssure ?? "";
    const qualified = new URLSearchParams({ counter: "EURX", base: `LEVELG:${issuer}` });
    await page.goto(`/exchange?${qualified}`);
    await expectPair(page, "EURX/LEVELG");
    // …and written back in its short form, since the market has one LEVELG.
    await expect.poll(() => urlPair(page), UI_WAIT).toEqual({ counter: "EURX", base: "LEVELG" });
    await page.goto("/exchange?counter=NOPE&base=XLM");
    await expectPair(page, "No trading pair selected");
    expect(urlPair(page)).toEqual({ counter: "NOPE", base: "XLM" });
  });

  it("at 375 px the pair URL opens the same pair", async () => {
    const small = await openPage(browser, 375);
    try {
      await small.page.goto("/exchange?counter=EURX&base=XLM");
      await expectPair(small.page, "EURX/XLM");
      await screenshot(small.page, "exchange-url-eurx-375");
    } finally {
      await small.context.close();
    }
  });

  it("tells a logged-in user without a wallet why trading is off and links to create or import one", async () => {
    const fresh = await openPage(browser, 1280);
    try {
      await registerPassword(fresh.page);
      await fresh.page.goto("/exchange?counter=LEVELG&base=XLM");
      const notice = fresh.page.getByTestId("exchange-no-wallet");
      await notice.waitFor(UI_WAIT);
      expect(await notice.textContent()).toContain(
        "You have no wallet yet. Create or import one to trade on the exchange.",
      );
      // No unexplained 'WALLET #1, -, -' header.
      expect(await fresh.page.getByTestId("exchange-wallet-wallet").count()).toBe(0);
      const slot = fresh.page.getByTestId("order-form-slot");
      await slot.getByText("Create or import a wallet to start trading").waitFor(UI_WAIT);
      await screenshot(fresh.page, "exchange-no-wallet-1280");
      await notice.getByRole("link", { name: "Create or import a wallet" }).click();
      await fresh.page.waitForURL("**/newWallet");
    } finally {
      await fresh.context.close();
    }
  });
});
