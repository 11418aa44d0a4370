import { Keypair } from "@stellar/stellar-sdk";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";
import { cancelReview, confirmReview } from "./support/review";
import { friendbot, generateWallet, ledgerBalance } from "./support/wallet-onboarding";

const horizonUrl = () => inject("horizonUrl");

describe("the review step before a signature", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("a send shows the amounts, the destination, the memo and the fees; Cancel sends nothing, Confirm sends", async () => {
    await registerPassword(page);
    const publicKey = await generateWallet(page);
    await friendbot(horizonUrl(), publicKey);
    const friend = Keypair.random();
    await friendbot(horizonUrl(), friend.publicKey());

    await page.getByRole("button", { name: "Send XLM" }).click(UI_WAIT);
    await page.getByLabel("Recipient's Address").fill(friend.publicKey());
    await page.getByLabel("Amount").fill("25");
    await page.locator("label", { hasText: /^Text$/ }).click();
    await page.getByLabel("Memo").fill("review memo");
    await page.getByText("Recipient Will Get").waitFor(UI_WAIT);
    const before = await ledgerBalance(horizonUrl(), publicKey, "XLM");

    await page.getByRole("button", { name: "Send", exact: true }).click();
    const review = page.getByRole("dialog", { name: "Review Transaction" });
    await review.waitFor(UI_WAIT);
    const text = (await review.textContent()) ?? "";
    expect(text).toContain(`To ${friend.publicKey()}`);
    expect(text).toMatch(/Sends 24\.975 XLM/);
    expect(text).toContain("Operator fee");
    expect(text).toMatch(/Sends 0\.025 XLM/);
    expect(text).toContain("review memo");
    expect(text).toContain("Standalone network");
    expect(text).toMatch(/Network feeup to 0\.0000\d+ XLM/);
    await screenshot(page, "review-send");

    await cancelReview(page);
    expect(await ledgerBalance(horizonUrl(), publicKey, "XLM")).toBe(before);
    expect(await ledgerBalance(horizonUrl(), friend.publicKey(), "XLM")).toBe("10000.0000000");

    await page.getByRole("button", { name: "Send", exact: true }).click();
    await confirmReview(page);
    await page.getByText("Balance sent successfully!").first().waitFor(UI_WAIT);
    expect(await ledgerBalance(horizonUrl(), friend.publicKey(), "XLM")).toBe("10024.9750000");
  });
});
