import type { Keypair } from "@stellar/stellar-sdk";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importWallet } from "./support/e2e-admin";
import { adRows, approvedTrader } from "./support/p2p";
import { registerPassword } from "./support/register";
import { generateWallet } from "./support/wallet-onboarding";

const SELLER = {
  firstName: "Ada",
  lastName: "Testrunner",
  email: `ada.${Date.now()}@example.com`,
  phone: `+1 512 555 ${String(Date.now()).slice(-4)}`,
};
const NAME = `${SELLER.firstName} ${SELLER.lastName}`;

/** The band the form shows ('Allowed price: 0.32 – 0.38 USD …'); the market moves, so it is read when used. */
async function shownBand(page: Page): Promise<{ low: string; high: string }> {
  const text = (await page.getByTestId("price-band").textContent()) ?? "";
  const match = /Allowed price: ([\d.]+) – ([\d.]+)/.exec(text);
  if (!match) throw new Error(`no band in "${text}"`);
  return { low: match[1] ?? "", high: match[2] ?? "" };
}

async function openCreateAd(page: Page): Promise<void> {
  await page.goto("/p2p");
  await page.getByRole("button", { name: "Create Ad" }).click();
  await page.waitForURL("**/createAdScreen", UI_WAIT);
  await page.getByTestId("ad-balances").waitFor(UI_WAIT);
  await page.getByTestId("price-band").waitFor(UI_WAIT);
}

async function submitAd(page: Page): Promise<void> {
  const confirm = page.getByLabel("I confirm these payment details are correct");
  if (!(await confirm.isChecked())) await confirm.check();
  await page.getByRole("button", { name: "Create Ad" }).click();
}

describe("the P2P market", () => {
  const browser = browserSuite();
  let seller: Keypair;

  beforeAll(async () => {
    seller = await approvedTrader(SELLER);
  });

  it("an approved user posts a sell and a buy ad, pauses one; another browser follows without a reload", async () => {
    const owner = await browser.open();
    const watcher = await browser.open();
    const a = owner.page;
    const b = watcher.page;

    // B: signed in (live updates on) but without KYC, watching the Sellers List.
    await registerPassword(b, "Watch-pass5");
    await generateWallet(b);
    await b.goto("/p2p");
    await b.locator('header button[data-live="on"]').waitFor(UI_WAIT);
    await b.getByRole("tab", { name: "Sellers List", selected: true }).waitFor(UI_WAIT);
    expect(await adRows(b, NAME).count()).toBe(0);

    // A: a detailed sell ad, through the form's messages.
    await importWallet(a, seller);
    await openCreateAd(a);
    await a.getByRole("tab", { name: "I want to Sell" }).click();
    await a.getByText("Detailed Ad").click();
    expect(await a.getByLabel("Account holder name").inputValue()).toBe(NAME);
    const suggested = await a.getByLabel("Unit price (USD)").inputValue();
    await a.getByLabel("Unit price (USD)").fill("9.99");
    await a.getByLabel("Minimum amount (XLM)").fill("150");
    await a.getByLabel("Maximum amount (XLM)").fill("100");
    await submitAd(a);
    const band = await shownBand(a);
    await a.getByText(`Price must be between ${band.low} and ${band.high}`).waitFor(UI_WAIT);
    await a.getByText("Minimum amount can't be greater than maximum amount").waitFor();
    await a.getByText("Bank account number is required").waitFor();
    await a.getByText("Bank name is required").waitFor();
    await screenshot(a, "p2p-create-ad-errors-1280");

    // The sell price the form suggested: inside the band however the market has moved meanwhile.
    await a.getByLabel("Unit price (USD)").fill(suggested);
    await a.getByLabel("Minimum amount (XLM)").fill("30");
    await a.getByLabel("Maximum amount (XLM)").fill("100");
    await a.getByLabel("Total amount (XLM)").fill("200");
    await a.getByLabel("Bank name").fill("Chase Bank");
    await a.getByLabel("Bank account number").fill("000123456789");
    await submitAd(a);
    await a.getByText("Success").first().waitFor(UI_WAIT);
    await a.waitForURL("**/p2p", UI_WAIT);

    // B sees it arrive.
    await adRows(b, NAME).first().waitFor(UI_WAIT);
    expect(await adRows(b, NAME).first().textContent()).toContain("30 – 100 XLM");

    // A: a basic buy ad at the suggested buy price; B watches the Buyers List.
    await b.getByRole("tab", { name: "Buyers List" }).click();
    await b.locator('[role="tabpanel"]').first().waitFor(UI_WAIT);
    await toastsGone(a);
    await openCreateAd(a);
    await a.setViewportSize({ width: 375, height: 812 });
    await screenshot(a, "p2p-create-ad-375");
    await a.setViewportSize({ width: 1280, height: 900 });
    await a.getByLabel("Bank name").fill("Chase Bank");
    await submitAd(a);
    await a.waitForURL("**/p2p", UI_WAIT);
    await adRows(b, NAME).first().waitFor(UI_WAIT);

    // A: both under My Ads; pausing the sell ad.
    await toastsGone(a);
    await a.getByRole("tab", { name: "My Ads" }).click();
    const mine = a.locator('[role="tabpanel"] [data-testid="ad-row"]');
    await mine.nth(1).waitFor(UI_WAIT);
    expect(await mine.count()).toBe(2);
    await screenshot(a, "p2p-my-ads-1280");
    await a.setViewportSize({ width: 375, height: 812 });
    await screenshot(a, "p2p-my-ads-375");
    await a.setViewportSize({ width: 1280, height: 900 });
    await a.locator('[data-testid="ad-row"][data-ad-type="sell"]').getByRole("switch").click({ force: true });
    await a.getByText("Ad paused.").waitFor(UI_WAIT);
    await a.locator('[data-testid="ad-row"][data-ad-type="sell"]').getByText("Paused").waitFor(UI_WAIT);

    // B: the paused ad leaves the Sellers List without a reload.
    await b.getByRole("tab", { name: "Sellers List" }).click();
    await b.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('[role="tabpanel"] [data-testid="ad-row"]')).every(
          (row) => !row.textContent?.includes(name),
        ) && document.querySelector('[role="tabpanel"]') !== null,
      NAME,
      UI_WAIT,
    );
    // …and reappears live when A activates it again.
    await a.locator('[data-testid="ad-row"][data-ad-type="sell"]').getByRole("switch").click({ force: true });
    await adRows(b, NAME).first().waitFor(UI_WAIT);

    // B has no approved KYC: creating an ad is refused with the spec's words.
    await b.getByRole("button", { name: "Create Ad" }).click();
    await b.getByText("Kindly submit your KYC application.").first().waitFor(UI_WAIT);
    expect(b.url()).toContain("/p2p");
  });

  it("a visitor browses both lists on a phone and is told to log in to BUY", async () => {
    const { page } = await browser.open(375);
    await page.goto("/p2p");
    await page.getByRole("tab", { name: "Sellers List", selected: true }).waitFor(UI_WAIT);
    expect(await page.getByRole("tab", { name: "My Ads" }).count()).toBe(0);
    const sellers = page.locator('[role="tabpanel"] [data-testid="ad-row"]');
    await sellers.first().waitFor(UI_WAIT);
    await screenshot(page, "p2p-visitor-375");
    await sellers.first().getByRole("button", { name: "BUY", exact: true }).click();
    await page.getByText("You are not logged in.").first().waitFor(UI_WAIT);

    // The quick form: an amount is required, then the ads that can fill it, each refusing a visitor.
    await toastsGone(page);
    const quick = page.getByTestId("quick-trade");
    await quick.getByRole("button", { name: "Buy", exact: true }).click();
    await page.getByText("This field is required.").waitFor(UI_WAIT);
    await page.getByLabel("Amount").fill("50");
    await quick.getByRole("button", { name: "Buy", exact: true }).click();
    await quick.getByRole("button", { name: "BUY", exact: true }).first().waitFor(UI_WAIT);
    await screenshot(page, "p2p-quick-375");
    await quick.getByRole("button", { name: "BUY", exact: true }).first().click();
    await page.getByText("You are not logged in.").first().waitFor(UI_WAIT);

    await page.getByRole("tab", { name: "Buyers List" }).click();
    await page
      .locator('[role="tabpanel"] [data-testid="ad-row"]')
      .first()
      .getByRole("button", { name: "SELL" })
      .waitFor(UI_WAIT);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "p2p-visitor-1280");
  });
});
