import { toStroops } from "@sextant/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { asAdmin } from "./support/e2e-admin";
import { horizonUrl } from "./support/ledger";
import { confirmReview } from "./support/review";
import { openProfileSection, paymentsFrom } from "./support/rewards";
import { friendbot, generateWallet, ledgerBalance, trustFromWallet } from "./support/wallet-onboarding";

const PASSWORD = "correct horse 1";

interface Reward {
  level: number;
  referrer: string;
  feeAmount: string;
  amount: string;
  status: string;
}

/** The referral code the Refer A Friend section shows, and its share link's path. */
async function referralCodeOf(page: Page): Promise<{ code: string; path: string }> {
  await openProfileSection(page, "refer", "Refer A Friend");
  const codeInput = page.getByLabel("Your referral code");
  await expect.poll(() => codeInput.inputValue(), UI_WAIT).toMatch(/^[A-Z2-9]{8}$/);
  const code = await codeInput.inputValue();
  const link = await page.getByLabel("Your referral link").inputValue();
  expect(link).toBe(`${baseUrl()}/register?ref=${code}`);
  return { code, path: new URL(link).pathname + new URL(link).search };
}

/** Opens the share link on a new device, sees 'Refer By A Friend?' filled, registers and makes a funded wallet. */
async function joinThroughLink(page: Page, path: string, code: string): Promise<string> {
  await page.goto(path);
  await expect.poll(() => page.getByLabel("Refer By A Friend?").inputValue()).toBe(code);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  const registered = page.waitForResponse(
    (response) => response.url().endsWith("/api/accounts/create"),
    UI_WAIT,
  );
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/newWallet");
  const publicKey = await generateWallet(page);
  expect((await registered).status()).toBe(200);
  await friendbot(horizonUrl(), publicKey);
  await page.getByTestId("coin-row-XLM").waitFor(UI_WAIT);
  return publicKey;
}

async function xlm(account: string): Promise<bigint> {
  return toStroops((await ledgerBalance(horizonUrl(), account, "XLM")) ?? "0");
}

describe("referral journey", () => {
  const browser = browserSuite();

  it("A refers B, B refers C; C swaps; B and A are paid their shares once, on the ledger", async () => {
    await asAdmin("PUT", "/rewards/referrals", { shares: ["20", "10", "5"] });
    const feeAccount = (
      (await (await fetch(`${baseUrl()}/api/feesetting-levels/asset-fee?asset_code=XLM`)).json()) as {
        assetFeeCollectionAddress: string;
      }
    ).assetFeeCollectionAddress;

    const a = await browser.open();
    await a.page.goto("/register");
    const accountA = await joinThroughLink(a.page, "/register", "");
    const linkA = await referralCodeOf(a.page);

    const b = await browser.open();
    const accountB = await joinThroughLink(b.page, linkA.path, linkA.code);
    const linkB = await referralCodeOf(b.page);

    const c = await browser.open();
    const accountC = await joinThroughLink(c.page, linkB.path, linkB.code);

    // A sees B at level 1 and C at level 2.
    await openProfileSection(a.page, "refer", "Refer A Friend");
    await a.page.getByRole("row").filter({ hasText: "Level 1" }).waitFor(UI_WAIT);
    await a.page.getByRole("row").filter({ hasText: "Level 2" }).waitFor(UI_WAIT);

    // C swaps 10 XLM for LEVELG; the operator's swap fee goes to the fee account in the same transaction.
    await trustFromWallet(c.page, "LEVELG");
    await c.page.locator('header a[href="/swap"]:visible').first().click();
    await c.page.waitForURL("**/swap");
    await c.page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
    await c.page.getByLabel("Amount to Send").fill("10");
    await c.page.getByRole("button", { name: "Track Path" }).click();
    await c.page.getByTestId("swap-path").waitFor(UI_WAIT);
    await c.page.getByRole("button", { name: "Swap", exact: true }).click();
    await confirmReview(c.page);
    await c.page.getByText("Swap completed successfully.").first().waitFor(UI_WAIT);

    const [aBefore, bBefore] = [await xlm(accountA), await xlm(accountB)];
    await asAdmin("POST", "/rewards/referrals/run");
    // The repeating job may have taken some of the work: wait until both shares of C's fee are paid.
    const paidRewards = async () =>
      (await asAdmin<{ rewards: Reward[] }>("GET", "/rewards/referrals")).rewards.filter(
        (reward) => reward.referrer === accountA || reward.referrer === accountB,
      );
    await expect
      .poll(
        async () => (await paidRewards()).map((reward) => `${reward.level}:${reward.status}`).sort(),
        UI_WAIT,
      )
      .toEqual(["1:paid", "2:paid"]);
    const rewards = await paidRewards();
    const fee = toStroops(rewards[0]?.feeAmount ?? "0");
    expect(fee).toBeGreaterThan(0n);
    const shareB = (fee * 20n) / 100n;
    const shareA = (fee * 10n) / 100n;

    // On the ledger: each received exactly its share, once, from the fee account.
    expect((await xlm(accountB)) - bBefore).toBe(shareB);
    expect((await xlm(accountA)) - aBefore).toBe(shareA);
    expect((await paymentsFrom(horizonUrl(), accountB, feeAccount)).length).toBe(1);
    expect((await paymentsFrom(horizonUrl(), accountA, feeAccount)).length).toBe(1);

    // Running the payout again pays nothing more.
    const again = await asAdmin<{ rewarded: number; paid: number }>("POST", "/rewards/referrals/run");
    expect(again).toMatchObject({ rewarded: 0, paid: 0 });
    expect((await xlm(accountB)) - bBefore).toBe(shareB);
    expect((await xlm(accountA)) - aBefore).toBe(shareA);
    expect(accountC).not.toBe(accountA);

    // Both see the share in their fee history.
    for (const [who, level] of [
      [b, "Level 1"],
      [a, "Level 2"],
    ] as const) {
      await openProfileSection(who.page, "refer", "Refer A Friend");
      await who.page
        .getByRole("row")
        .filter({ hasText: level })
        .filter({ hasText: "XLM" })
        .filter({ hasText: "Paid" })
        .waitFor(UI_WAIT);
    }
    await toastsGone(a.page);
    await screenshot(a.page, "rewards-referrals-1280");
    await a.page.setViewportSize({ width: 375, height: 812 });
    await a.page.reload();
    await a.page.getByRole("row").filter({ hasText: "Paid" }).waitFor(UI_WAIT);
    await screenshot(a.page, "rewards-referrals-375");
    const overflow = await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const context of [a.context, b.context, c.context]) await context.close();
  });
});
