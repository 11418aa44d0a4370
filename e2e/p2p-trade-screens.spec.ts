import { describe, expect, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importWallet } from "./support/e2e-admin";
import { approvedTrader } from "./support/p2p";
import { clickUntilAt } from "./support/trades";

const BUYER = {
  firstName: "Bea",
  lastName: "Tradewell",
  email: `bea.${Date.now()}@example.com`,
  phone: `+1 512 556 ${String(Date.now()).slice(-4)}`,
};

describe("the P2P trade screens", () => {
  const browser = browserSuite();

  it("an approved buyer opens a demo sell ad, is held to the form's rules, starts a real trade and follows it", async () => {
    const buyer = await approvedTrader(BUYER);
    const { page } = await browser.open();
    await importWallet(page, buyer);
    await page.goto("/p2p");
    const row = page.locator('[role="tabpanel"] [data-testid="ad-row"]').first();
    await row.waitFor(UI_WAIT);
    await clickUntilAt(page, row.getByRole("button", { name: "BUY" }), "**/confirmationScreenBuy");

    const buy = page.getByRole("button", { name: /^Buy / });
    await buy.click();
    expect(await page.getByText("This Field is Required").count()).toBe(2);
    await screenshot(page, "p2p-trade-start-errors-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "p2p-trade-start-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Linked fields: the crypto amount fills the currency amount at the ad's price.
    // The ad's minimum, as its details show it ('30 – 140 XLM'), is always a valid amount.
    const limits =
      (await page
        .getByText(/^[\d.,]+ – [\d.,]+ [A-Z]+$/)
        .first()
        .textContent()) ?? "";
    const min = limits.split(" ")[0]?.replaceAll(",", "") ?? "";
    await page
      .getByLabel(/^Amount in [A-Z]+$/)
      .first()
      .fill(min);
    expect(
      await page
        .getByLabel(/^Amount in [A-Z]+$/)
        .nth(1)
        .inputValue(),
    ).toMatch(/^\d+\.\d\d$/);
    await buy.click();
    await page.waitForURL("**/transactionProgressScreen", UI_WAIT);
    await page.getByTestId("trade-timer").waitFor(UI_WAIT);
    const heading = (await page.getByRole("heading", { name: /^Trade \d+$/ }).textContent()) ?? "";
    const tradeId = heading.replace("Trade ", "");
    expect(await page.getByTestId("trade-timer").textContent()).toMatch(/00:1[45]:\d\d/);
    await page.getByText("The trade is waiting for the seller to accept.").waitFor();
    await toastsGone(page);
    await screenshot(page, "p2p-trade-progress-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "p2p-trade-progress-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The active tab lists it, and it opens the trade again.
    await page.goto("/p2p");
    await page.getByRole("button", { name: `Trade ${tradeId}` }).waitFor(UI_WAIT);
    await screenshot(page, "p2p-trades-tab-1280");
    await page.getByRole("button", { name: `Trade ${tradeId}` }).click();
    await page.waitForURL(`**/transactionProgressScreen?tradeId=${tradeId}`, UI_WAIT);

    // The public escrow page, for a visitor too.
    await page.goto("/escrows");
    await page.getByRole("heading", { name: "Open escrow accounts" }).waitFor(UI_WAIT);
    await screenshot(page, "p2p-escrows-1280");
  });
});
