import type { Asset, Keypair } from "@stellar/stellar-sdk";
import type { Page } from "playwright-core";
import { baseUrl, UI_WAIT } from "./browser";
import { signIn } from "./e2e-admin";

export interface ReceivedWebhook {
  deliveryId: string;
  event: string;
  verified: boolean;
  orderNumber: string;
  state: string;
}

/** The demo shop: opens it, buys `product` and lands on the order's checkout page; answers the memo. */
export async function buyInDemoShop(page: Page, product = "mug"): Promise<string> {
  await page.goto("/api/demo-shop");
  await page.locator(`button[data-product="${product}"]`).click();
  await page.waitForURL((url) => url.pathname.startsWith("/checkout/"), UI_WAIT);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** What the demo shop's in-process webhook receiver got, newest first. */
export async function demoShopWebhooks(): Promise<ReceivedWebhook[]> {
  const response = await fetch(`${baseUrl()}/api/demo-shop/webhooks.json`);
  return ((await response.json()) as { received: ReceivedWebhook[] }).received;
}

/** Polls until `done` holds for the receiver's log (a condition, never a fixed sleep). */
export async function waitForWebhook(
  done: (received: ReceivedWebhook[]) => boolean,
  timeoutMs = 20_000,
): Promise<ReceivedWebhook[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const received = await demoShopWebhooks();
    if (done(received)) return received;
    if (Date.now() > until) throw new Error(`webhook not received: ${JSON.stringify(received.slice(0, 5))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The order as the customer's API shows it. */
export async function checkoutStatus(
  memo: string,
): Promise<{ status: string; state: string; orderNumber: string }> {
  const response = await fetch(`${baseUrl()}/api/ordered-transactions/get-checkout/${memo}`);
  const [order] = (await response.json()) as Array<{ status: string; state: string; orderNumber: string }>;
  if (!order) throw new Error(`no order ${memo}`);
  return order;
}

/**
 * A merchant set up over its console API, as the console does it: the profile (receiving address = its own
 * account) and an API key with both scopes; answers the key.
 */
export async function setUpMerchantByApi(merchant: Keypair, name: string): Promise<string> {
  const token = await signIn(merchant);
  const call = async (method: "PUT" | "POST", path: string, body: object) => {
    const response = await fetch(`${baseUrl()}/api/merchant${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await call("PUT", "/profile", { name, receivingAddress: merchant.publicKey() });
  const created = await call("POST", "/api-keys", {
    label: "escrow shop",
    scopes: ["orders:read", "orders:write"],
  });
  return String(created.secret);
}

/** An escrow-mode order through the merchant API, priced in `asset`. */
export async function createEscrowOrder(
  apiKey: string,
  asset: Asset,
  payableAmount: string,
): Promise<{ memo: string; orderNumber: string; id: string }> {
  const orderNumber = `ES-${Date.now()}`;
  const response = await fetch(`${baseUrl()}/api/merchant/v1/orders`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      orderNumber,
      service: "Escrow Books",
      description: "A boxed set, shipped",
      payableAmount,
      asset: `${asset.getCode()}:${asset.getIssuer()}`,
      paymentType: "escrow",
      expiresInMinutes: 60,
    }),
  });
  if (response.status !== 201)
    throw new Error(`order not created: ${response.status} ${await response.text()}`);
  const order = (await response.json()) as { memo: string; id: string };
  return { memo: order.memo, id: order.id, orderNumber };
}

/**
 * Confirms `count` review steps that follow each other (the escrow's refund, then its funding): after each Confirm
 * the dialog either closes or shows the next transaction, so each step waits for the one it confirmed to go.
 */
export async function confirmReviewsInTurn(page: Page, count: number): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Review Transaction" });
  for (let step = 0; step < count; step += 1) {
    await dialog.waitFor(UI_WAIT);
    const shown = (await dialog.textContent()) ?? "";
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.waitForFunction(
      (before) => {
        const open = document.querySelector('[role="dialog"]') as HTMLElement | null;
        return !open || open.textContent !== before;
      },
      shown,
      UI_WAIT,
    );
  }
}
