import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { horizonUrl } from "./support/ledger";
import { registerPassword } from "./support/register";
import { confirmReview } from "./support/review";
import { friendbot, generateWallet } from "./support/wallet-onboarding";

const PASSWORD = "correct horse 1";

/** The open section's title (the section card's heading). */
async function expectSection(page: Page, title: string): Promise<void> {
  await page.getByRole("heading", { name: title, exact: true }).first().waitFor(UI_WAIT);
}

/** A reload keeps the session under the default policy; should it ask for the password, it is given. */
async function reloadSignedIn(page: Page, title: string): Promise<void> {
  await page.reload();
  const heading = page.getByRole("heading", { name: title, exact: true }).first();
  const login = page.getByRole("button", { name: "Login" });
  await Promise.race([heading.waitFor(UI_WAIT), login.waitFor(UI_WAIT)]);
  if (await login.isVisible()) {
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await login.click();
  }
  await heading.waitFor(UI_WAIT);
}

const homeDomainForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Home domain") });
const federationForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByLabel("Federation name") });

describe("profile sections and wallet settings", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("names each section in the URL, survives a reload, and sets a home domain with clear messages", async () => {
    const { context, page } = await openPage(browser, 1280);
    await registerPassword(page, PASSWORD);
    const publicKey = await generateWallet(page);
    await friendbot(horizonUrl(), publicKey);

    // A section URL opens that section.
    await page.goto("/profileScreen?section=wallet-settings");
    await expectSection(page, "Wallet Settings");

    // Choosing another section changes the URL; a reload keeps it.
    await page
      .getByRole("navigation", { name: "Profile" })
      .getByRole("button", { name: "Wallet Security" })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get("section"), UI_WAIT).toBe("wallet-security");
    await expectSection(page, "Wallet Security");
    await reloadSignedIn(page, "Wallet Security");
    expect(new URL(page.url()).searchParams.get("section")).toBe("wallet-security");
    // Back returns to the section before.
    await page.goBack();
    await expectSection(page, "Wallet Settings");

    // A federation name before a home domain is refused.
    await federationForm(page).getByLabel("Federation name").fill("alice");
    await federationForm(page).getByRole("button", { name: "Set" }).click();
    await federationForm(page).getByText("You need to set home domain first").waitFor(UI_WAIT);

    // Not a URL, then a valid 44-character name the ledger can't hold: each says what is wrong.
    await homeDomainForm(page).getByLabel("Home domain").fill("not a url");
    await homeDomainForm(page).getByRole("button", { name: "Set" }).click();
    await homeDomainForm(page).getByText("Domain field should be a url.").waitFor(UI_WAIT);
    const long = `${"a".repeat(20)}.${"b".repeat(19)}.com`;
    expect(long).toHaveLength(44);
    await homeDomainForm(page).getByLabel("Home domain").fill(`https://${long}`);
    await homeDomainForm(page).getByRole("button", { name: "Set" }).click();
    await homeDomainForm(page)
      .getByText("A home domain can have at most 32 characters: the Stellar network stores no more.")
      .waitFor(UI_WAIT);
    expect(await homeDomainForm(page).getByText("Domain field should be a url.").count()).toBe(0);
    await screenshot(page, "profile-home-domain-too-long-1280");

    // A valid domain is saved on the ledger and shown at once; the federation form no longer asks for it.
    await homeDomainForm(page).getByLabel("Home domain").fill("https://pay.example.org/");
    await homeDomainForm(page).getByRole("button", { name: "Set" }).click();
    await confirmReview(page);
    await page.getByText("Home domain saved.").first().waitFor(UI_WAIT);
    await homeDomainForm(page).getByText("Current: pay.example.org").waitFor(UI_WAIT);
    await federationForm(page).getByText("Your address will be name*pay.example.org").waitFor(UI_WAIT);
    expect(await page.getByText("You need to set home domain first").count()).toBe(0);
    const account = (await (await fetch(`${horizonUrl()}/accounts/${publicKey}`)).json()) as {
      home_domain?: string;
    };
    expect(account.home_domain).toBe("pay.example.org");
    await toastsGone(page);
    await screenshot(page, "profile-wallet-settings-1280");

    // At 375 px the section URL works the same.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/profileScreen?section=app-settings");
    await expectSection(page, "App Setting");
    await screenshot(page, "profile-app-settings-375");
    await context.close();
  });
});
