import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, UI_WAIT } from "./support/browser";

describe("checkout", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("an unknown order says 'Order not found' and offers no payment button", async () => {
    const { context, page } = await openPage(browser);
    await page.goto("/checkout/ORDER-404");
    await page.getByTestId("checkout-not-found").getByText("Order not found").waitFor(UI_WAIT);
    expect(await page.getByText("ORDER-404").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Pay Now" }).count()).toBe(0);
    expect(await page.getByText("—", { exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});
