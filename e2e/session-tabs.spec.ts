import { Keypair } from "@stellar/stellar-sdk";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";
import { friendbot, generateWallet, ledgerBalance } from "./support/wallet-onboarding";

const horizonUrl = () => inject("horizonUrl");
const PASSWORD = "Two-tabs-pass7";

async function logIn(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/walletScreen", UI_WAIT);
}

describe("one session across the tabs of a browser", () => {
  let browser: Browser;
  let context: BrowserContext;
  let first: Page;
  let second: Page;
  let publicKey = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page: first } = await openPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("logging out in one tab locks the other at once; the other can no longer sign", async () => {
    await registerPassword(first, PASSWORD);
    publicKey = await generateWallet(first);
    await friendbot(horizonUrl(), publicKey);

    second = await context.newPage();
    await logIn(second);
    await second.getByRole("button", { name: "Send XLM" }).click(UI_WAIT);
    await second.getByLabel("Recipient's Address").fill(Keypair.random().publicKey());
    await second.getByLabel("Amount").fill("1.01");
    const before = await ledgerBalance(horizonUrl(), publicKey, "XLM");
    expect(before).toBe("10000.0000000");

    await first.getByRole("link", { name: "Profile" }).first().click();
    await first.waitForURL("**/profileScreen");
    await first.getByRole("button", { name: "Logout" }).click();
    await first.waitForURL("**/login");

    // The second tab was never touched: it leaves for the login screen on its own.
    await second.waitForURL("**/login", UI_WAIT);
    await second.getByRole("button", { name: "Login" }).waitFor(UI_WAIT);
    await screenshot(second, "session-tabs-second-locked");
    await second.goto("/walletScreen");
    await second.waitForURL("**/login", UI_WAIT);
    expect(await second.getByRole("button", { name: "Send XLM" }).count()).toBe(0);
    expect(await ledgerBalance(horizonUrl(), publicKey, "XLM")).toBe(before);
  });

  it("Forgot Password → Reset in one tab sends the other tab to /register", async () => {
    await logIn(first);
    await logIn(second);
    const third = await context.newPage();
    await third.goto("/forgotPassword");
    await third.getByRole("heading", { name: "Forgot Password" }).waitFor(UI_WAIT);
    const reset = third.getByRole("button", { name: "Reset" });
    expect(await reset.isDisabled()).toBe(true);
    await third.getByLabel("Type RESET to confirm").fill("reset");
    expect(await reset.isDisabled()).toBe(true);
    await third.getByLabel("Type RESET to confirm").fill("RESET");
    await reset.click();
    await third.waitForURL("**/register", UI_WAIT);
    // The other tabs leave the wallets at once for a guest screen: their keys are gone with the vault.
    for (const tab of [first, second]) {
      await tab.waitForURL((url) => url.pathname !== "/walletScreen", UI_WAIT);
      await tab
        .getByRole("heading", { name: /New Session Password|Login/ })
        .first()
        .waitFor(UI_WAIT);
      expect(["/register", "/login"]).toContain(new URL(tab.url()).pathname);
      expect(await tab.getByRole("button", { name: "Send XLM" }).count()).toBe(0);
    }
    expect(await first.evaluate(() => window.localStorage.getItem("sextant.vault"))).toBeNull();
    await third.close();
  });
});
