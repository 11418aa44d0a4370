import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { registerPassword } from "./support/register";

const PROTECTED = [
  "/walletScreen",
  "/walletDetailScreen",
  "/newWallet",
  "/profileScreen",
  "/createAdScreen",
  "/confirmationScreenBuy",
  "/confirmationScreenSell",
  "/transactionProgressScreen",
  "/reviewScreen",
];

describe("the guard of protected routes", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(() => browser?.close());

  it.each(PROTECTED)("sends %s to /register when no password was created on this device", async (route) => {
    await page.goto(route);
    await page.waitForURL("**/register");
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  it("sends a protected route to /login once a password exists but the wallet is locked", async () => {
    // Register for real: the vault is stored on this device and unlocked in memory only.
    await registerPassword(page);
    // A new tab has no session of its own: the password exists, the session is locked there.
    const tab = await page.context().newPage();
    for (const route of ["/walletScreen", "/profileScreen", "/newWallet"]) {
      await tab.goto(route);
      await tab.waitForURL("**/login");
      expect(new URL(tab.url()).pathname).toBe("/login");
    }
    await tab.close();
    await page.goto("/market");
    await page.locator("h1, h2").first().waitFor();
    expect(await page.getByRole("link", { name: "Register" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Register" }).count()).toBe(0);
  });
});
