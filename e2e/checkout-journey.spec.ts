import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { buyInDemoShop, checkoutStatus, waitForWebhook } from "./support/checkout";
import { faucetAsset, horizonUrl } from "./support/ledger";
import { confirmReview } from "./support/review";
import { ledgerBalance, newFundedWallet, trustFromWallet } from "./support/wallet-onboarding";

describe("merchant checkout", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("the demo shop's order is paid in USDT by a logged-in wallet, settles, and the signed webhook verifies", async () => {
    const { context, page } = await openPage(browser);
    const publicKey = await newFundedWallet(page, horizonUrl());
    await trustFromWallet(page, "USDT");
    await faucetAsset(publicKey, "USDT");
    const before = Number(await ledgerBalance(horizonUrl(), publicKey, "USDT"));

    const memo = await buyInDemoShop(page, "mug");
    await page.getByTestId("checkout-order").waitFor(UI_WAIT);
    await page.getByText("Enamel camping mug").waitFor(UI_WAIT);
    // Checkout amounts have 4 decimals; the coin starts as USDT and the fee is 0.
    await page.getByText("8.0000 USDT").first().waitFor(UI_WAIT);
    await page.getByText("0.0000 USDT").waitFor(UI_WAIT);
    await screenshot(page, "checkout-pending-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "checkout-pending-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Pay Now" }).click();
    await confirmReview(page);
    await page.waitForURL("**/walletScreen", UI_WAIT);
    await page.getByText("Payment received: the order is paid.").first().waitFor(UI_WAIT);

    expect(await checkoutStatus(memo)).toMatchObject({ status: "Completed", state: "settled" });
    const paid = Number(await ledgerBalance(horizonUrl(), publicKey, "USDT"));
    expect(before - paid).toBeCloseTo(8, 7);
    const { orderNumber } = await checkoutStatus(memo);
    const received = await waitForWebhook((entries) =>
      entries.some((entry) => entry.orderNumber === orderNumber && entry.event === "order.settled"),
    );
    const settled = received.find(
      (entry) => entry.orderNumber === orderNumber && entry.event === "order.settled",
    );
    expect(settled?.verified).toBe(true);
    expect(settled?.state).toBe("settled");

    await page.goto("/api/demo-shop/webhooks");
    await page.getByText(orderNumber).first().waitFor(UI_WAIT);
    await screenshot(page, "checkout-demo-receiver-1280");
    await context.close();
  });

  it("a logged-out shopper is asked to log in, and the un-paid banner leads back to the order", async () => {
    const { context, page } = await openPage(browser);
    const memo = await buyInDemoShop(page, "coffee");
    await page.getByRole("button", { name: "Pay Now" }).click(UI_WAIT);
    await page.getByText("Please login first to proceed with payment").first().waitFor(UI_WAIT);
    expect((await checkoutStatus(memo)).status).toBe("Pending");

    await page.goto("/market");
    const banner = page.getByTestId("unpaid-banner");
    await banner.getByText("You still have un-paid transaction").waitFor(UI_WAIT);
    await screenshot(page, "checkout-unpaid-banner-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "checkout-unpaid-banner-375");
    await banner.getByRole("link", { name: "Click here!" }).click();
    await page.waitForURL(`**/checkout/${memo}`);
    await page.getByRole("button", { name: "Pay Now" }).waitFor(UI_WAIT);
    await context.close();
  });

  it("Cancel declines the order and goes home; the order then shows 'Payment Declined!'", async () => {
    const { context, page } = await openPage(browser);
    const memo = await buyInDemoShop(page, "map");
    await page.getByRole("button", { name: "Cancel" }).click(UI_WAIT);
    await page.waitForURL((url) => url.pathname === "/", UI_WAIT);
    expect(await checkoutStatus(memo)).toMatchObject({ status: "Declined", state: "cancelled" });
    await waitForWebhook((entries) =>
      entries.some((entry) => entry.event === "order.cancelled" && entry.verified),
    );
    // The banner is gone: the declined order is no longer this browser's un-paid order.
    expect(await page.getByTestId("unpaid-banner").count()).toBe(0);

    await page.goto(`/checkout/${memo}`);
    await page.getByText("Payment Declined!").first().waitFor(UI_WAIT);
    await page.waitForURL((url) => url.pathname !== `/checkout/${memo}`, UI_WAIT);
    await context.close();
  });
});
