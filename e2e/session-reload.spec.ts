import { Keypair } from "@stellar/stellar-sdk";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";
import { confirmReview } from "./support/review";
import { friendbot, generateWallet, ledgerBalance } from "./support/wallet-onboarding";

const horizonUrl = () => inject("horizonUrl");
const PASSWORD = "Reload-pass5";

/** Unlocked: the header shows the Wallets button; locked, it shows Login. */
async function expectUnlocked(page: Page): Promise<void> {
  await page.locator('header a[href="/walletScreen"]:visible').first().waitFor(UI_WAIT);
  expect(await page.locator("header").getByRole("link", { name: "Login" }).count()).toBe(0);
}

async function setPasswordPolicy(page: Page, policy: string): Promise<void> {
  await page.evaluate((value) => {
    const key = "sextant.preferences";
    const current = JSON.parse(window.localStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...current, passwordPolicy: value }));
  }, policy);
}

/** The send form filled for a payment to a funded account (an unfunded one needs more steps). */
async function fillSend(page: Page, amount: string): Promise<void> {
  const friend = Keypair.random().publicKey();
  await friendbot(horizonUrl(), friend);
  await page.getByRole("button", { name: "Send XLM" }).click(UI_WAIT);
  await page.getByLabel("Recipient's Address").fill(friend);
  await page.getByLabel("Amount").fill(amount);
  await page.getByText("Recipient Will Get").waitFor(UI_WAIT);
}

describe("the session across reloads", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let publicKey = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("a reload or a typed URL keeps the session unlocked and stays on the page", async () => {
    await registerPassword(page, PASSWORD);
    publicKey = await generateWallet(page);
    await friendbot(horizonUrl(), publicKey);

    await page.goto("/swap");
    await expectUnlocked(page);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/swap");
    await expectUnlocked(page);

    await page.goto("/exchange");
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/exchange");
    await expectUnlocked(page);

    await page.goto("/walletScreen");
    await page.getByRole("button", { name: "Send XLM" }).waitFor(UI_WAIT);
    expect(new URL(page.url()).pathname).toBe("/walletScreen");
    await screenshot(page, "session-reload-unlocked");
  });

  it("a new tab has its own session: a deep link to a guarded page goes to login and back", async () => {
    const tab = await context.newPage();
    await tab.goto("/profileScreen");
    await tab.waitForURL("**/login", UI_WAIT);
    await tab.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await tab.getByRole("button", { name: "Login" }).click();
    await tab.waitForURL("**/profileScreen", UI_WAIT);
    await tab.close();
  });

  it("Login pressed on a public page comes back to that page", async () => {
    const tab = await context.newPage();
    await tab.goto("/swap");
    await tab.locator("header").getByRole("link", { name: "Login" }).first().click();
    await tab.waitForURL("**/login", UI_WAIT);
    await tab.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await tab.getByRole("button", { name: "Login" }).click();
    await tab.waitForURL("**/swap", UI_WAIT);
    await expectUnlocked(tab);
    await tab.close();
  });

  it("shows the outcome of a payment whose page was reloaded while it was being submitted", async () => {
    await page.goto("/walletScreen");
    await fillSend(page, "1.01");
    let submitted: () => void = () => undefined;
    const reachedLedger = new Promise<void>((resolve) => {
      submitted = resolve;
    });
    // The submission reaches the ledger, but its answer never reaches the page: the page reloads first.
    await page.route(`${horizonUrl()}/transactions`, async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      await route.fetch();
      submitted();
    });
    const before = await ledgerBalance(horizonUrl(), publicKey, "XLM");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await confirmReview(page);
    await reachedLedger;
    await page.unroute(`${horizonUrl()}/transactions`);
    await page.reload();
    await page
      .getByText("The transaction submitted before the page reloaded was completed on the ledger.")
      .waitFor(UI_WAIT);
    expect(await ledgerBalance(horizonUrl(), publicKey, "XLM")).not.toBe(before);
    await screenshot(page, "session-reload-outcome");
  });

  it("under 'Every transaction' the reload keeps the session but signing still asks for the password", async () => {
    await setPasswordPolicy(page, "Every transaction");
    await page.goto("/walletScreen");
    await expectUnlocked(page);
    const before = await ledgerBalance(horizonUrl(), publicKey, "XLM");
    await fillSend(page, "1");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await confirmReview(page);
    const dialog = page.getByRole("dialog", { name: "Confirm Password" });
    await dialog.waitFor(UI_WAIT);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached", ...UI_WAIT });
    expect(await ledgerBalance(horizonUrl(), publicKey, "XLM")).toBe(before);
    await setPasswordPolicy(page, "Once for Log In");
  });

  it("after logout a reload lands on the login screen", async () => {
    await page.goto("/profileScreen");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login", UI_WAIT);
    await page.reload();
    await page.getByRole("button", { name: "Login" }).waitFor(UI_WAIT);
    await page.goto("/walletScreen");
    await page.waitForURL("**/login", UI_WAIT);
    expect(await page.locator("header").getByRole("link", { name: "Login" }).count()).toBeGreaterThan(0);
  });

  it("the backup of a generated wallet comes back after a reload and a new login until acknowledged", async () => {
    const fresh = await openPage(browser);
    try {
      const tab = fresh.page;
      await registerPassword(tab, PASSWORD);
      await tab.getByRole("button", { name: "Generate Random Wallet" }).click();
      await tab.getByRole("heading", { name: "Congratulations" }).waitFor(UI_WAIT);
      const secret = (await tab.getByTestId("secret-key").textContent())?.trim() ?? "";

      await tab.reload();
      await tab.getByRole("heading", { name: "Congratulations" }).waitFor(UI_WAIT);
      expect((await tab.getByTestId("secret-key").textContent())?.trim()).toBe(secret);
      await tab.goto("/walletScreen");
      await tab.waitForURL("**/newWallet", UI_WAIT);
      await tab.getByRole("heading", { name: "Congratulations" }).waitFor(UI_WAIT);

      // A new tab logs in: the backup still comes first.
      const other = await fresh.context.newPage();
      await other.goto("/login");
      await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await other.getByRole("button", { name: "Login" }).click();
      await other.waitForURL("**/newWallet", UI_WAIT);
      await other.getByRole("heading", { name: "Congratulations" }).waitFor(UI_WAIT);
      for (const box of await other.getByRole("checkbox").all()) await box.check();
      await other.getByRole("button", { name: "Go To Wallet" }).click();
      await other.waitForURL("**/walletScreen", UI_WAIT);

      await tab.goto("/walletScreen");
      await tab.getByTestId("public-key").first().waitFor(UI_WAIT);
      expect(new URL(tab.url()).pathname).toBe("/walletScreen");
      expect(await tab.getByRole("heading", { name: "Congratulations" }).count()).toBe(0);
    } finally {
      await fresh.context.close();
    }
  });
});
