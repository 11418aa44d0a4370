import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_HEADERS, ZCreatedWebhook } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { merchants, merchantWebhooks, webhookDeliveries } from "../../db/schema";
import {
  openWebhookSecret,
  sealStoredWebhookSecrets,
  webhookSealKey,
  webhookSealKeyOf,
} from "./webhook-secret-seal";
import { verifyWebhook } from "./webhook-signature";
import { WebhookDispatcher } from "./webhooks";

interface Received {
  body: string;
  signature: string;
}

/** A receiver on this machine that answers 200 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ body, signature: String(request.headers[WEBHOOK_HEADERS.signature] ?? "") });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, server };
}

describe.each(TEST_DRIVERS)("webhook signing secrets are stored sealed (%s)", (driver) => {
  const owner = Keypair.random().publicKey();
  const rival = Keypair.random().publicKey();
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let merchantId: string;
  let dispatcher: WebhookDispatcher;
  const as = async (account: string) => ({ authorization: `Bearer ${await testToken(app, account)}` });

  beforeAll(async () => {
    app = await createTestApp(driver);
    receiver = await startReceiver();
    const db = app.database.db;
    const [merchant] = await db
      .insert(merchants)
      .values({ account: owner, name: "Sealed shop", receivingAddress: owner })
      .returning();
    merchantId = merchant?.id ?? "";
    await db.insert(merchants).values({ account: rival, name: "Rival", receivingAddress: rival });
    dispatcher = new WebhookDispatcher({ db, jobs: app.jobs, log: app.log, standalone: true });
  }, 60_000);
  afterAll(async () => {
    receiver?.server.close();
    await app?.close();
  });

  /** One delivery to `webhookId`, attempted now as its job would; answers what the receiver got. */
  async function deliverOnce(webhookId: string): Promise<Received> {
    const id = crypto.randomUUID();
    const body = JSON.stringify({ id, type: "order.settled", data: { order: { id: "o" } } });
    await app.database.db.insert(webhookDeliveries).values({
      id,
      webhookId,
      merchantId,
      orderId: crypto.randomUUID(),
      event: "order.settled",
      body,
    });
    const before = receiver.received.length;
    await dispatcher.attempt(id, 1);
    const got = receiver.received[before];
    expect(got?.body).toBe(body);
    return got as Received;
  }

  it("keeps no secret in the database, and deliveries still verify with the secret the merchant was given", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/merchant/webhooks",
      headers: await as(owner),
      payload: { url: receiver.url, events: ["order.settled"] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const created = ZCreatedWebhook.parse(answer.json());
    expect(created.secret).toMatch(/^whsec_/);

    const rows = await app.database.db
      .select()
      .from(merchantWebhooks)
      .where(eq(merchantWebhooks.id, created.webhook.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(created.secret);
    expect(stored).not.toContain(created.secret.slice("whsec_".length));
    expect(rows[0]?.secret).toMatch(/^sealed:v1:/);

    const got = await deliverOnce(created.webhook.id);
    expect(verifyWebhook(created.secret, got.body, got.signature)).toBe(true);
    // What the database holds does not sign: a forger with a copy of it fails the merchant's check.
    expect(verifyWebhook(rows[0]?.secret ?? "", got.body, got.signature)).toBe(false);
  });

  it("seals a secret an earlier version stored in clear, which goes on verifying", async () => {
    const legacy = "whsec_legacy-secret-stored-in-clear-before-sealing";
    const [row] = await app.database.db
      .insert(merchantWebhooks)
      .values({ merchantId, url: receiver.url, secret: legacy, events: ["order.settled"] })
      .returning();
    const id = row?.id ?? "";
    // Read in clear until the start seals it.
    const before = await deliverOnce(id);
    expect(verifyWebhook(legacy, before.body, before.signature)).toBe(true);

    expect(await sealStoredWebhookSecrets(app.database.db)).toBe(1);
    expect(await sealStoredWebhookSecrets(app.database.db)).toBe(0);
    const [sealed] = await app.database.db.select().from(merchantWebhooks).where(eq(merchantWebhooks.id, id));
    expect(sealed?.secret).toMatch(/^sealed:v1:/);
    expect(sealed?.secret).not.toContain(legacy);
    const after = await deliverOnce(id);
    expect(verifyWebhook(legacy, after.body, after.signature)).toBe(true);
  });

  it("opens a sealed secret only for its own endpoint and under this installation's key", async () => {
    const rows = await app.database.db
      .select()
      .from(merchantWebhooks)
      .where(eq(merchantWebhooks.merchantId, merchantId));
    const [first, second] = rows;
    const key = webhookSealKeyOf(app.database.db);
    expect(openWebhookSecret(key, first?.id ?? "", first?.secret ?? "")).toMatch(/^whsec_/);
    expect(() => openWebhookSecret(key, second?.id ?? "", first?.secret ?? "")).toThrow();
    const otherKey = webhookSealKey(Buffer.alloc(32, 7));
    expect(() => openWebhookSecret(otherKey, first?.id ?? "", first?.secret ?? "")).toThrow();
  });

  it("answers another merchant's delivery log exactly like a missing endpoint (404)", async () => {
    const [endpoint] = await app.database.db
      .select()
      .from(merchantWebhooks)
      .where(eq(merchantWebhooks.merchantId, merchantId));
    const mine = await app.inject({
      method: "GET",
      url: `/api/merchant/webhooks/${endpoint?.id}/deliveries`,
      headers: await as(owner),
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as unknown[]).length).toBeGreaterThan(0);
    const theirs = await app.inject({
      method: "GET",
      url: `/api/merchant/webhooks/${endpoint?.id}/deliveries`,
      headers: await as(rival),
    });
    const missing = await app.inject({
      method: "GET",
      url: `/api/merchant/webhooks/${crypto.randomUUID()}/deliveries`,
      headers: await as(rival),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "No webhook endpoint with this id." });
  });
});
