import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { horizonUrl } from "./support/ledger";
import { confirmReview } from "./support/review";
import { ledgerBalance, newFundedWallet, trustFromWallet } from "./support/wallet-onboarding";

async function balance(publicKey: string, code: string): Promise<number> {
  return Number.parseFloat((await ledgerBalance(horizonUrl(), publicKey, code)) ?? "NaN");
}

/** Polls the ledger until the balance satisfies `ok` (a submission the app reported may take a moment to read). */
async function balanceWhere(
  publicKey: string,
  code: string,
  ok: (value: number) => boolean,
): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await balance(publicKey, code);
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${code} balance never reached the expected value`);
}

async function choosePool(page: Page, pair: string): Promise<void> {
  await page.getByRole("textbox", { name: "Pool" }).click();
  await page.getByRole("option", { name: pair }).click();
}

describe("liquidity pools", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("deposit into XLM/LEVELG from the Liquidity tab, see the shares, withdraw them, balances back less fees", async () => {
    const { context, page } = await openPage(browser);
    const publicKey = await newFundedWallet(page, horizonUrl());

    await trustFromWallet(page, "LEVELG");
    await page.getByRole("button", { name: "Get test LEVELG" }).click();
    const levelg0 = await balanceWhere(publicKey, "LEVELG", (value) => value > 0);
    const xlm0 = await balance(publicKey, "XLM");
    await toastsGone(page);

    await page.locator('header a[href="/walletScreen"]:visible').first().click();
    await page.waitForURL("**/walletScreen");
    await page.getByRole("tab", { name: "Liquidity" }).click();
    await choosePool(page, "XLM/LEVELG");
    await page.getByLabel("Amount of XLM").fill("10");
    const linked = Number.parseFloat(await page.getByLabel("Amount of LEVELG").inputValue());
    expect(linked).toBeGreaterThan(0);
    await page.getByText("Pool-share trustline").waitFor();
    await page.getByRole("button", { name: "Deposit", exact: true }).click();
    await confirmReview(page);
    await page.getByText("Deposit completed.").first().waitFor(UI_WAIT);

    // The shares show in the Liquidity table.
    const row = page.getByTestId("liquidity-row").filter({ hasText: "XLM/LEVELG" });
    await row.getByText(/Yours: [1-9]/).waitFor(UI_WAIT);
    const xlmDeposited = await balanceWhere(publicKey, "XLM", (value) => value < xlm0 - 9);
    expect(xlm0 - xlmDeposited).toBeCloseTo(10, 1);
    await screenshot(page, "wallet-liquidity-deposited");
    await toastsGone(page);

    // Withdraw every share: what comes back is shown first.
    await page.getByText("Withdraw", { exact: true }).click();
    await choosePool(page, "XLM/LEVELG");
    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByText("You get back XLM").waitFor();
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await confirmReview(page);
    await page.getByText("Withdrawal completed.").first().waitFor(UI_WAIT);
    await row.getByText("Yours: 0.0000000").waitFor(UI_WAIT);

    // Back to where it started, less the network fees (three operations) and the pool's rounding.
    const xlm1 = await balanceWhere(publicKey, "XLM", (value) => value > xlm0 - 1);
    const levelg1 = await balance(publicKey, "LEVELG");
    expect(xlm1).toBeLessThan(xlm0);
    expect(xlm0 - xlm1).toBeLessThan(0.05);
    expect(Math.abs(levelg0 - levelg1)).toBeLessThan(linked * 0.005);
    await context.close();
  });
});
