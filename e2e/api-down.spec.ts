import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";
import { generateWallet } from "./support/wallet-onboarding";

type TApiMode = "up" | "down" | "hang";

/**
 * Puts the page's API calls under the test's control: `up` lets them through, `down` fails them as a stopped
 * server would (connection refused), `hang` never answers. Horizon is on another origin and stays reachable.
 */
async function controlApi(
  page: Page,
  spare: (url: string) => boolean = () => false,
): Promise<{ set: (mode: TApiMode) => void; release: () => void }> {
  let mode: TApiMode = "up";
  const hung: Route[] = [];
  await page.route("**/api/**", (route) => {
    if (mode === "up" || spare(route.request().url())) return route.fallback();
    if (mode === "down") return route.abort("connectionrefused");
    hung.push(route);
    return undefined;
  });
  return {
    set: (next) => {
      mode = next;
    },
    release: () => {
      for (const route of hung.splice(0)) void route.abort().catch(() => undefined);
    },
  };
}

async function gotoHeaderLink(page: Page, path: string): Promise<void> {
  await page.locator(`header a[href="${path}"]:visible`).first().click();
  await page.waitForURL(`**${path}`);
}

const RATES_ERROR = "Couldn't load asset prices. Please try again.";

describe("API down", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("wallet and swap show errors with Try Again instead of zeros, and recover when the API answers", async () => {
    const { context, page } = await openPage(browser);
    await registerPassword(page);
    const api = await controlApi(page);
    api.set("down");
    await generateWallet(page);

    // The ledger still answers: funding works and the starting balance is announced.
    await page.getByRole("button", { name: "Fund with test faucet" }).click();
    await page.getByText("You have received starting balance.").first().waitFor(UI_WAIT);
    const xlm = page.getByTestId("coin-row-XLM");
    await xlm.waitFor(UI_WAIT);
    expect(await xlm.getByTestId("total-balance").textContent()).toBe("10000.00");

    // Values whose rates are missing are unknown, not zero.
    await page.getByText(RATES_ERROR).first().waitFor(UI_WAIT);
    expect(await page.getByTestId("wallet-value").textContent()).toBe("—");
    expect(await page.getByTestId("wallet-btc").textContent()).toBe("—");
    expect(await xlm.getByTestId("currency-value").textContent()).toBe("—");
    expect(await xlm.getByTestId("btc-value").textContent()).toBe("—");
    const walletText = (await page.locator("main").textContent()) ?? "";
    expect(walletText).not.toMatch(/\$0\.00|0\.00000 BTC/);
    await screenshot(page, "api-down-wallet");

    // The swap can't name its destination: it says so with Try Again; no 'No path found', no silent button.
    await gotoHeaderLink(page, "/swap");
    const assetsError = page.getByTestId("swap-assets-error");
    await assetsError.getByText(RATES_ERROR).waitFor(UI_WAIT);
    expect(await page.getByRole("button", { name: "Swap", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Track Path" }).isDisabled()).toBe(true);
    expect(await page.getByText("No path found for this asset.").count()).toBe(0);
    await screenshot(page, "api-down-swap");

    // The API answers again: Try Again brings the real pair and the real values.
    api.set("up");
    await assetsError.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
    expect(await assetsError.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Swap", exact: true }).isDisabled()).toBe(false);

    await gotoHeaderLink(page, "/walletScreen");
    await page
      .getByTestId("wallet-value")
      .filter({ hasText: /^\$[\d,.]+$/ })
      .waitFor(UI_WAIT);
    expect(await page.getByText(RATES_ERROR).count()).toBe(0);
    const value = (await xlm.getByTestId("currency-value").textContent()) ?? "";
    expect(value).toMatch(/^\$[\d,.]+$/);
    expect(Number.parseFloat(value.replace(/[$,]/g, ""))).toBeGreaterThan(0);
    expect(await page.getByTestId("wallet-btc").textContent()).toMatch(/^[\d.]+ BTC$/);
    await context.close();
  });

  it("a hung API gives /swap its error state in time instead of a silent Swap button, then recovers", async () => {
    const { context, page } = await openPage(browser);
    // Only the start-up calls are let through: everything the swap screen asks of the API hangs.
    const api = await controlApi(page, (url) => /^\/api\/(config|user\/)/.test(new URL(url).pathname));
    api.set("hang");
    await page.goto("/swap");
    const assetsError = page.getByTestId("swap-assets-error");
    await assetsError.getByText(RATES_ERROR).waitFor(UI_WAIT);
    expect(await page.getByRole("button", { name: "Swap", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText("No path found for this asset.").count()).toBe(0);

    api.set("up");
    api.release();
    await assetsError.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
    expect(await assetsError.count()).toBe(0);
    await context.close();
  });
});
