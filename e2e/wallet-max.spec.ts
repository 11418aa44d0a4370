import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, toastsGone, UI_WAIT } from "./support/browser";
import { horizonUrl, submitOperations } from "./support/ledger";
import { confirmReview } from "./support/review";
import { friendbot, ledgerBalance, newFundedWallet } from "./support/wallet-onboarding";

async function gotoHeaderLink(page: Page, path: string): Promise<void> {
  await page.locator(`header a[href="${path}"]:visible`).first().click();
  await page.waitForURL(`**${path}`);
}

/** The account's XLM on the ledger (a submission is final once the app reports success). */
async function xlmBalance(publicKey: string): Promise<string | null> {
  return ledgerBalance(horizonUrl(), publicKey, "XLM");
}

describe("wallet Max", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("Send → Max and Swap → Max fill exactly what can leave: both go through and leave only the reserve", async () => {
    const friend = Keypair.random();
    await friendbot(horizonUrl(), friend.publicKey());
    const { context, page } = await openPage(browser);
    const publicKey = await newFundedWallet(page, horizonUrl());

    // A trustline, so the swap has a destination; the reserve is then 1.5 XLM.
    await page.getByRole("button", { name: "Add Token" }).click();
    await page.getByLabel("Search tokens").fill("levelg");
    await page.getByRole("button", { name: "Add LEVELG" }).click();
    await page.getByTestId("trust-reserve-note").getByText("locks 0.5 XLM").waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Trust Asset" }).click();
    await confirmReview(page);
    await page.getByText("Trust created successfully.").first().waitFor(UI_WAIT);
    await toastsGone(page);

    // Send: amount messages first, then Max (the operator's fee makes it two operations).
    await gotoHeaderLink(page, "/walletScreen");
    await page.getByRole("button", { name: "Send XLM" }).click();
    const amount = page.getByLabel("Amount");
    const send = page.getByRole("button", { name: "Send", exact: true });
    await page.getByLabel("Recipient's Address").fill(friend.publicKey());
    for (const text of ["abc", "1e3", "1,5"]) {
      await amount.fill(text);
      await send.click();
      await page.getByText("Enter a valid amount.").waitFor();
    }
    await amount.fill("1".repeat(60));
    expect((await amount.inputValue()).length).toBe(20);
    await page.getByRole("button", { name: /^Send the most: / }).click();
    const max = await amount.inputValue();
    expect(Number.parseFloat(max)).toBeGreaterThan(9000);
    await send.click();
    await confirmReview(page);
    await page.getByText("Balance sent successfully!").first().waitFor(UI_WAIT);
    expect(await xlmBalance(publicKey)).toBe("1.5000000");

    // Some XLM back from the friend, then Swap → Max into LEVELG.
    await submitOperations(
      friend,
      Operation.payment({ destination: publicKey, asset: Asset.native(), amount: "100" }),
    );
    await toastsGone(page);
    await gotoHeaderLink(page, "/swap");
    await page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
    await page
      .getByTestId("swap-available")
      .filter({ hasText: /^100\.|^99\./ })
      .waitFor(UI_WAIT);
    await page.getByLabel("Amount to Send").fill("abc");
    await page.getByRole("button", { name: "Track Path" }).click();
    await page.getByText("Enter a valid amount.").waitFor();
    await page.getByRole("button", { name: /^Swap the most: / }).click();
    await page.getByRole("button", { name: "Swap", exact: true }).click();
    await confirmReview(page);
    await page.getByText("Swap completed successfully.").first().waitFor(UI_WAIT);
    expect(await xlmBalance(publicKey)).toBe("1.5000000");
    expect(
      Number.parseFloat((await ledgerBalance(horizonUrl(), publicKey, "LEVELG")) ?? "0"),
    ).toBeGreaterThan(0);
    await context.close();
  });
});
