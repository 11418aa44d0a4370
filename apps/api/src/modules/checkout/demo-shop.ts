import { createHash } from "node:crypto";
import { WEBHOOK_HEADERS } from "@sextant/core";
import { Asset, type Horizon, Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { merchantApiKeys, merchantWebhooks } from "../../db/schema";
import { isNotFound } from "../../ledger/horizon";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { createApiKey } from "./api-keys";
import { DEMO_PRODUCTS, type ReceivedWebhook, receiverPage, shopPage } from "./demo-shop-page";
import { saveMerchantProfile } from "./merchants";
import { openWebhookSecret, webhookSealKeyOf } from "./webhook-secret-seal";
import { verifyWebhook } from "./webhook-signature";
import type { WebhookDispatcher } from "./webhooks";

const DEMO_KEY_LABEL = "Demo shop";
const RECEIVED_KEEP = 100;

/** The demo merchant's account: derived from the operator's distribution key, so it is stable and never stored. */
export function demoMerchantKeypair(keys: OperatorKeys): Keypair {
  const seed = createHash("sha256")
    .update(keys.keypair("distribution").rawSecretKey())
    .update("sextant-demo-merchant")
    .digest();
  return Keypair.fromRawEd25519Seed(seed);
}

async function ensureLedgerAccount(options: {
  horizon: Horizon.Server;
  horizonUrl: string;
  networkPassphrase: string;
  merchant: Keypair;
  usdt: Asset;
}): Promise<void> {
  const { horizon, merchant, usdt } = options;
  let account: Horizon.AccountResponse;
  try {
    account = await horizon.loadAccount(merchant.publicKey());
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const response = await fetch(`${options.horizonUrl}/friendbot?addr=${merchant.publicKey()}`);
    if (!response.ok) throw new Error(`friendbot answered ${response.status} for the demo merchant`);
    account = await horizon.loadAccount(merchant.publicKey());
  }
  const trusts = account.balances.some(
    (line) =>
      "asset_code" in line && line.asset_code === usdt.getCode() && line.asset_issuer === usdt.getIssuer(),
  );
  if (trusts) return;
  const tx = new TransactionBuilder(account, { fee: "1000", networkPassphrase: options.networkPassphrase })
    .addOperation(Operation.changeTrust({ asset: usdt }))
    .setTimeout(60)
    .build();
  tx.sign(merchant);
  await horizon.submitTransaction(tx);
}

/**
 * The standalone demo: a demo merchant (its own ledger account trusting USDT), a shop page whose products create
 * orders through the merchant API with a key minted at start, and an in-process webhook receiver that verifies each
 * delivery's signature with the endpoint's secret and lists what arrived.
 */
export async function demoShop(
  app: FastifyInstance,
  options: { keys: OperatorKeys; webhooks: WebhookDispatcher },
) {
  const db: Database = app.database.db;
  const merchantKeys = demoMerchantKeypair(options.keys);
  const received: ReceivedWebhook[] = [];
  let apiKey: string | undefined;
  const host =
    app.settings.host === "0.0.0.0" || app.settings.host === "::" ? "127.0.0.1" : app.settings.host;
  const receiverUrl = `http://${host}:${app.settings.port}/api/demo-shop/webhook`;

  app.demoWorld.addStep("checkout demo merchant", async () => {
    await ensureLedgerAccount({
      horizon: app.horizon,
      horizonUrl: app.settings.horizonUrl,
      networkPassphrase: app.settings.networkPassphrase,
      merchant: merchantKeys,
      usdt: new Asset("USDT", options.keys.issuer("USDT").publicKey()),
    });
    const merchant = await saveMerchantProfile(db, merchantKeys.publicKey(), {
      name: "Sextant Demo Shop",
      receivingAddress: merchantKeys.publicKey(),
    });
    // A fresh key each start, held only in memory: the previous start's key is revoked.
    await db
      .update(merchantApiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(merchantApiKeys.merchantId, merchant.id),
          eq(merchantApiKeys.label, DEMO_KEY_LABEL),
          isNull(merchantApiKeys.revokedAt),
        ),
      );
    apiKey = (await createApiKey(db, merchant.id, DEMO_KEY_LABEL, ["orders:read", "orders:write"])).secret;
    const [endpoint] = await db
      .select()
      .from(merchantWebhooks)
      .where(
        and(
          eq(merchantWebhooks.merchantId, merchant.id),
          eq(merchantWebhooks.url, receiverUrl),
          eq(merchantWebhooks.enabled, true),
        ),
      );
    if (!endpoint) {
      await options.webhooks.createEndpoint(merchant.id, receiverUrl, [
        "order.created",
        "order.payment_received",
        "order.settled",
        "order.expired",
        "order.invalid",
        "order.cancelled",
      ]);
    }
  });

  await app.register(async (shop) => {
    shop.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The receiver needs the raw body as sent to check its signature.
    shop.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );

    shop.get("/demo-shop", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").send(shopPage()),
    );

    shop.post("/demo-shop/orders", { schema: { hide: true } }, async (request, reply) => {
      const productId = (request.body as Record<string, string> | undefined)?.product;
      const product = DEMO_PRODUCTS.find((candidate) => candidate.id === productId);
      if (!product)
        return reply.code(400).type("text/html; charset=utf-8").send(shopPage("Choose a product."));
      if (!apiKey) {
        return reply
          .code(503)
          .type("text/html; charset=utf-8")
          .send(shopPage("The demo shop is still opening; try again in a moment."));
      }
      const orderNumber = `DS-${Date.now().toString(36).toUpperCase()}`;
      // Through the merchant API, exactly as a shop's server would call it.
      const response = await app.inject({
        method: "POST",
        url: "/api/merchant/v1/orders",
        headers: { authorization: `Bearer ${apiKey}`, "idempotency-key": orderNumber },
        payload: {
          orderNumber,
          service: "Sextant demo shop",
          description: product.name,
          payableAmount: product.price,
          asset: `USDT:${options.keys.issuer("USDT").publicKey()}`,
          paymentType: "instant",
          expiresInMinutes: 30,
          metadata: { product: product.id },
        },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200) {
        return reply
          .code(502)
          .type("text/html; charset=utf-8")
          .send(shopPage("The order could not be created."));
      }
      const { memo } = response.json() as { memo: string };
      return reply.redirect(`/checkout/${memo}`, 303);
    });

    shop.post("/demo-shop/webhook", { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === "string" ? request.body : "";
      const signature = String(request.headers[WEBHOOK_HEADERS.signature] ?? "");
      const endpoints = await db.select().from(merchantWebhooks).where(eq(merchantWebhooks.url, receiverUrl));
      const key = webhookSealKeyOf(db);
      const verified = endpoints.some((endpoint) =>
        verifyWebhook(openWebhookSecret(key, endpoint.id, endpoint.secret), body, signature),
      );
      let event = "";
      let orderNumber = "";
      let state = "";
      try {
        const parsed = JSON.parse(body) as {
          type?: string;
          data?: { order?: { orderNumber?: string; state?: string } };
        };
        event = parsed.type ?? "";
        orderNumber = parsed.data?.order?.orderNumber ?? "";
        state = parsed.data?.order?.state ?? "";
      } catch {
        // Logged as not verified below.
      }
      received.unshift({
        receivedAt: new Date().toISOString(),
        deliveryId: String(request.headers[WEBHOOK_HEADERS.delivery] ?? ""),
        event,
        verified,
        orderNumber,
        state,
      });
      received.length = Math.min(received.length, RECEIVED_KEEP);
      return reply.code(verified ? 200 : 400).send({ received: true, verified });
    });

    shop.get("/demo-shop/webhooks", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").send(receiverPage(received)),
    );
    shop.get("/demo-shop/webhooks.json", { schema: { hide: true } }, async () => ({ received }));
  });
}
