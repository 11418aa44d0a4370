import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { E2E_ADMIN } from "./support/e2e-admin";
import { registerPassword } from "./support/register";
import { generateWallet } from "./support/wallet-onboarding";

async function createOrder(apiKey: string, orderNumber: string): Promise<{ memo: string }> {
  const assets = (await (await fetch(`${baseUrl()}/api/coins/getAssets?currencyCode=USD`)).json()) as {
    assets: Array<{ code: string; issuer: string }>;
  };
  const usdt = assets.assets.find((asset) => asset.code === "USDT");
  const response = await fetch(`${baseUrl()}/api/merchant/v1/orders`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      orderNumber,
      service: "Console test",
      description: "Two tickets",
      payableAmount: "20",
      asset: `USDT:${usdt?.issuer}`,
    }),
  });
  if (response.status !== 201)
    throw new Error(`order not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as { memo: string };
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

describe("the merchant console", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a wallet becomes a merchant, mints an API key, adds a webhook and sees its order and deliveries", async () => {
    const { context, page } = await openPage(browser);
    await registerPassword(page);
    const publicKey = await generateWallet(page);
    await page.goto("/merchant");
    await page.getByLabel("Shop name").fill("Console Coffee");
    expect(await page.getByLabel("Receiving address").inputValue()).toBe(publicKey);
    await page.getByRole("button", { name: "Become a merchant" }).click();
    await tab(page, "Orders").waitFor(UI_WAIT);
    await page.getByText("No orders yet.", { exact: false }).waitFor(UI_WAIT);

    await tab(page, "API keys").click();
    await page.getByLabel("Label").fill("Web shop");
    await page.getByRole("button", { name: "Create key" }).click();
    const apiKey = ((await page.getByTestId("new-api-key").textContent(UI_WAIT)) ?? "").trim();
    expect(apiKey).toMatch(/^sxk_/);
    await page.getByRole("cell", { name: "Web shop" }).waitFor(UI_WAIT);
    await screenshot(page, "merchant-keys-1280");

    await tab(page, "Webhooks").click();
    await page.getByLabel("Endpoint URL").fill(`${baseUrl()}/api/demo-shop/webhook`);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByText(/^whsec_/).waitFor(UI_WAIT);

    const orderNumber = `CC-${Date.now()}`;
    await createOrder(apiKey, orderNumber);
    await tab(page, "Orders").click();
    const row = page.getByTestId("merchant-orders").getByRole("row").filter({ hasText: orderNumber });
    await row.getByText("new").waitFor(UI_WAIT);
    await screenshot(page, "merchant-orders-1280");

    await tab(page, "Webhooks").click();
    await page.getByRole("button", { name: "Deliveries" }).click();
    await page.getByText("order.created").nth(1).waitFor(UI_WAIT);
    await page.getByText("delivered", { exact: true }).first().waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Redeliver" }).first().click();
    await page.getByText("#2 (manual)").waitFor(UI_WAIT);
    await screenshot(page, "merchant-webhooks-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "merchant-webhooks-375");

    // Cancel from the console: the order is declined for its customer.
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab(page, "Orders").click();
    await row.getByRole("button", { name: "Cancel" }).click();
    await row.getByText("cancelled").waitFor(UI_WAIT);
    await context.close();
  });

  it("the admin sees every merchant, the demo shop among them", async () => {
    const { context, page } = await openPage(browser);
    await registerPassword(page, "Admin-pass5");
    await page.getByRole("link", { name: "Import A Single Wallet" }).click();
    await page.getByLabel("Private key").fill(E2E_ADMIN.secret());
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForURL("**/walletScreen");
    await page.goto("/admin/merchants");
    const table = page.getByTestId("admin-merchants");
    await table.getByText("Sextant Demo Shop").waitFor(UI_WAIT);
    await screenshot(page, "admin-merchants-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "admin-merchants-375");
    await context.close();
  });
});
