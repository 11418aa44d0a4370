import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { interactiveUrl } from "./support/anchor";
import { screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin, signIn } from "./support/e2e-admin";
import { operatorAsset, trader } from "./support/ledger";

/** A TRON address (base58check of 0x41 + 20 bytes) for the TRC20 stand-in's payout. */
const TRON_DESTINATION = "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj";

async function noSideScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

describe("the SEP-24 interactive page and the admin anchor section", () => {
  const suite = browserSuite();

  it("lets another wallet's user deposit and withdraw through the page, without a Sextant session", async () => {
    const wallet = await trader(await operatorAsset("USDT"), true);
    const token = await signIn(wallet);

    const { page } = await suite.open(1280);
    await page.goto(await interactiveUrl(token, "deposit"));
    await page.getByRole("heading", { name: "Deposit" }).waitFor(UI_WAIT);
    await page.getByText("TRC20", { exact: true }).click();
    await page.getByRole("button", { name: "Show deposit address" }).click();
    const address = page.getByTestId("deposit-address");
    await address.waitFor(UI_WAIT);
    expect(await address.textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await screenshot(page, "anchor-sep24-deposit-1280");
    // The link is spent: opening it again says so.
    await page.reload();
    await page.getByText("This link has expired or was already used.").waitFor(UI_WAIT);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(await interactiveUrl(token, "withdraw"));
    await page.getByRole("heading", { name: "Withdraw" }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Withdraw" }).click();
    await page.getByText("Please Enter Recipient's Address").waitFor(UI_WAIT);
    await page.getByText("Amount can't be Empty.").waitFor(UI_WAIT);
    await page.getByLabel("Recipient's Address").fill(TRON_DESTINATION);
    await page.getByLabel("Amount").fill("15");
    await page.getByRole("button", { name: "Withdraw" }).click();
    const done = page.getByTestId("interactive-withdraw-done");
    await done.waitFor(UI_WAIT);
    expect(await done.textContent()).toMatch(/Memo \(text\)/);
    await noSideScroll(page);
    await screenshot(page, "anchor-sep24-withdraw-375");
  });

  it("shows the administrator the reconciliation and every anchored transaction", async () => {
    const { page } = await suite.open(1280);
    await importAdmin(page);

    await page.goto("/admin/anchor");
    await page.getByRole("heading", { name: "Anchor", exact: true }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Check now" }).click();
    await page.getByTestId("reconciliation-line").filter({ hasText: "USDT" }).first().waitFor(UI_WAIT);
    await page.getByTestId("admin-anchor-row").first().waitFor(UI_WAIT);
    await screenshot(page, "anchor-admin-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId("admin-anchor-row").first().waitFor(UI_WAIT);
    await noSideScroll(page);
    await screenshot(page, "anchor-admin-375");
  });
});
