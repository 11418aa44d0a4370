import { describe, expect, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import {
  checkoutStatus,
  confirmReviewsInTurn,
  createEscrowOrder,
  setUpMerchantByApi,
} from "./support/checkout";
import { importAdmin, importWallet } from "./support/e2e-admin";
import { horizonUrl, operatorAsset, trader } from "./support/ledger";
import { confirmReview } from "./support/review";
import { ledgerBalance } from "./support/wallet-onboarding";

/**
 * Escrow mode in two browsers: the shopper's wallet pays into the order's escrow account (signing the refund, then
 * the funding), the merchant ships and signs the release in its console, the shopper confirms delivery, and the
 * payment reaches the merchant's receiving address on the ledger.
 */
describe("checkout escrow mode", () => {
  const browsers = browserSuite();

  it("an escrow order is held, then released to the merchant on confirmation", async () => {
    const usdt = await operatorAsset("USDT");
    const [merchant, shopper] = await Promise.all([trader(usdt, false), trader(usdt, true)]);
    const apiKey = await setUpMerchantByApi(merchant, "Escrow Books");
    const { memo, orderNumber } = await createEscrowOrder(apiKey, usdt, "12");
    const shopperBefore = Number(await ledgerBalance(horizonUrl(), shopper.publicKey(), "USDT"));

    // The shopper pays into escrow: the refund is signed first, then the funding.
    const customer = await browsers.open();
    await importWallet(customer.page, shopper, "Shop-pass5");
    await customer.page.goto(`/checkout/${memo}`);
    await customer.page.getByText("Payment method:").waitFor(UI_WAIT);
    await customer.page.getByTestId("escrow-explainer").waitFor(UI_WAIT);
    await customer.page.getByRole("button", { name: "Pay Now" }).click();
    await confirmReviewsInTurn(customer.page, 2);
    const escrowState = customer.page.getByTestId("checkout-escrow-state");
    await escrowState.getByText("Held in escrow").waitFor(UI_WAIT);
    expect(await checkoutStatus(memo)).toMatchObject({ state: "held", status: "Completed" });
    const paid = Number(await ledgerBalance(horizonUrl(), shopper.publicKey(), "USDT"));
    expect(shopperBefore - paid).toBeCloseTo(12, 7);
    const confirm = customer.page.getByRole("button", { name: "Confirm delivery" });
    expect(await confirm.isDisabled()).toBe(true);
    await toastsGone(customer.page);
    await screenshot(customer.page, "checkout-escrow-held-1280");
    await customer.page.setViewportSize({ width: 375, height: 812 });
    await screenshot(customer.page, "checkout-escrow-held-375");

    // The merchant ships and signs the release in the console (its wallet is the receiving address).
    const shop = await browsers.open();
    await importWallet(shop.page, merchant, "Shop-pass5");
    await shop.page.goto("/merchant");
    const row = shop.page.getByTestId("merchant-orders").getByRole("row").filter({ hasText: orderNumber });
    await row.getByText("held", { exact: true }).waitFor(UI_WAIT);
    await row.getByRole("button", { name: "Shipped: sign release" }).click();
    await confirmReview(shop.page);
    await row.getByText("shipped", { exact: true }).waitFor(UI_WAIT);
    await toastsGone(shop.page);
    await screenshot(shop.page, "merchant-escrow-held-1280");
    await shop.page.setViewportSize({ width: 375, height: 812 });
    await screenshot(shop.page, "merchant-escrow-held-375");

    // The shopper confirms delivery: the escrow is released to the merchant, on the ledger.
    await confirm.waitFor({ state: "visible", ...UI_WAIT });
    await customer.page.locator("button:not([disabled])", { hasText: "Confirm delivery" }).waitFor(UI_WAIT);
    await confirm.click();
    await escrowState.getByText("Released to the merchant").waitFor(UI_WAIT);
    expect(await checkoutStatus(memo)).toMatchObject({ state: "released", status: "Completed" });
    expect(Number(await ledgerBalance(horizonUrl(), merchant.publicKey(), "USDT"))).toBeCloseTo(12, 7);
    await toastsGone(customer.page);
    await screenshot(customer.page, "checkout-escrow-released-375");
    await customer.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(customer.page, "checkout-escrow-released-1280");

    await shop.page.setViewportSize({ width: 1280, height: 900 });
    await row.getByText("released", { exact: true }).waitFor(UI_WAIT);
    await screenshot(shop.page, "merchant-escrow-released-1280");
  });

  it("an admin refunds a held escrow order from the merchants page", async () => {
    const usdt = await operatorAsset("USDT");
    const [merchant, shopper] = await Promise.all([trader(usdt, false), trader(usdt, true)]);
    const apiKey = await setUpMerchantByApi(merchant, "Escrow Disputes");
    const { memo, orderNumber } = await createEscrowOrder(apiKey, usdt, "5");
    const before = Number(await ledgerBalance(horizonUrl(), shopper.publicKey(), "USDT"));
    const customer = await browsers.open();
    await importWallet(customer.page, shopper, "Shop-pass5");
    await customer.page.goto(`/checkout/${memo}`);
    await customer.page.getByRole("button", { name: "Pay Now" }).click(UI_WAIT);
    await confirmReviewsInTurn(customer.page, 2);
    await customer.page.getByTestId("checkout-escrow-state").getByText("Held in escrow").waitFor(UI_WAIT);

    const desk = await browsers.open();
    await importAdmin(desk.page);
    await desk.page.goto("/admin/merchants");
    const row = desk.page
      .getByTestId("admin-escrow-orders")
      .getByRole("row")
      .filter({ hasText: orderNumber });
    await row.getByText("not signed").waitFor(UI_WAIT);
    expect(await row.getByRole("button", { name: "Release" }).isDisabled()).toBe(true);
    await screenshot(desk.page, "admin-escrow-orders-1280");
    await desk.page.setViewportSize({ width: 375, height: 812 });
    await screenshot(desk.page, "admin-escrow-orders-375");
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("button", { name: "Refund" }).click();
    await row.waitFor({ state: "detached", ...UI_WAIT });
    expect(await checkoutStatus(memo)).toMatchObject({ state: "refunded", status: "Declined" });
    expect(Number(await ledgerBalance(horizonUrl(), shopper.publicKey(), "USDT"))).toBeCloseTo(before, 7);
    // The customer's page follows: the payment is back.
    await customer.page.getByTestId("checkout-escrow-state").getByText("Refunded to you").waitFor(UI_WAIT);
  });
});
