import { ZCreatedWebhook, ZMerchantOrder, ZOrderList, ZWebhookDelivery } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestWorld } from "../../../test/support/trading-world";
import {
  createOrder,
  listTestAsset,
  setUpMerchant,
  signedIn,
  startReceiver,
  type TMerchantFixture,
  waitFor,
  withKey,
} from "./test/checkout-world";
import { assertDeliverableUrl, isPrivateAddress } from "./url-guard";
import { verifyWebhook } from "./webhook-signature";
import { WebhookDispatcher } from "./webhooks";

describe.each(TEST_DRIVERS)("merchants, API keys and webhooks (%s)", (driver) => {
  let world: TestWorld;
  let shop: TMerchantFixture;
  let rival: TMerchantFixture;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    await listTestAsset(world);
    shop = await setUpMerchant(world, "First Shop");
    rival = await setUpMerchant(world, "Rival Shop");
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const body = (orderNumber: string, payableAmount = "5") => ({
    orderNumber,
    service: "Books",
    payableAmount,
    asset: `EURX:${world.distribution.publicKey()}`,
  });

  it("answers the same order for a repeated idempotency key and refuses another body under it", async () => {
    const call = withKey(world, shop.writeKey);
    const headers = { "idempotency-key": "order-42" };
    const first = await call("POST", "/api/merchant/v1/orders", body("42"), headers);
    expect(first.statusCode).toBe(201);
    const again = await call("POST", "/api/merchant/v1/orders", body("42"), headers);
    expect(again.statusCode).toBe(200);
    expect(ZMerchantOrder.parse(again.json()).id).toBe(ZMerchantOrder.parse(first.json()).id);
    const changed = await call("POST", "/api/merchant/v1/orders", body("42", "6"), headers);
    expect(changed.statusCode).toBe(409);
    // The same key of another merchant is that merchant's own.
    const other = await withKey(world, rival.writeKey)(
      "POST",
      "/api/merchant/v1/orders",
      body("42"),
      headers,
    );
    expect(other.statusCode).toBe(201);
    // Orders are priced in listed assets only.
    const unlisted = await call("POST", "/api/merchant/v1/orders", {
      ...body("43"),
      asset: `NOPE:${world.distribution.publicKey()}`,
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toMatchObject({ message: expect.stringMatching(/not a listed asset/) });
  });

  it("keeps each key to its merchant and its scopes", async () => {
    const order = await createOrder(world, shop, "5");
    const asRival = withKey(world, rival.writeKey);
    expect((await asRival("GET", `/api/merchant/v1/orders/${order.id}`)).statusCode).toBe(404);
    expect((await asRival("POST", `/api/merchant/v1/orders/${order.id}/cancel`)).statusCode).toBe(404);
    const rivalList = ZOrderList.parse((await asRival("GET", "/api/merchant/v1/orders")).json());
    expect(rivalList.orders.map((entry) => entry.id)).not.toContain(order.id);
    const readOnly = withKey(world, shop.readKey);
    expect((await readOnly("GET", `/api/merchant/v1/orders/${order.id}`)).statusCode).toBe(200);
    expect((await readOnly("POST", "/api/merchant/v1/orders", body("x"))).statusCode).toBe(403);
    expect((await readOnly("POST", `/api/merchant/v1/orders/${order.id}/cancel`)).statusCode).toBe(403);
    const none = await world.app.inject({
      method: "POST",
      url: "/api/merchant/v1/orders",
      payload: body("y"),
    });
    expect(none.statusCode).toBe(401);
    expect((await withKey(world, "sxk_forged")("GET", "/api/merchant/v1/orders")).statusCode).toBe(401);
  });

  it("stops a revoked key and lets only the owner revoke it", async () => {
    const created = await shop.call("POST", "/api/merchant/api-keys", {
      label: "temp",
      scopes: ["orders:read"],
    });
    const { key, secret } = created.json() as { key: { id: string }; secret: string };
    expect((await withKey(world, secret)("GET", "/api/merchant/v1/orders")).statusCode).toBe(200);
    expect((await rival.call("DELETE", `/api/merchant/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await shop.call("DELETE", `/api/merchant/api-keys/${key.id}`)).statusCode).toBe(200);
    expect((await withKey(world, secret)("GET", "/api/merchant/v1/orders")).statusCode).toBe(401);
    const listed = (await shop.call("GET", "/api/merchant/api-keys")).json() as Array<{
      id: string;
      prefix: string;
    }>;
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("denies every console mutation to strangers and to accounts that are not merchants", async () => {
    const order = await createOrder(world, shop, "5");
    expect((await rival.call("POST", `/api/merchant/orders/${order.id}/cancel`)).statusCode).toBe(404);
    const stranger = await signedIn(world, Keypair.random());
    for (const [method, url, payload] of [
      ["POST", "/api/merchant/api-keys", { label: "x", scopes: ["orders:read"] }],
      ["POST", "/api/merchant/webhooks", { url: "http://127.0.0.1:1/x", events: ["order.settled"] }],
      ["POST", `/api/merchant/orders/${order.id}/cancel`, undefined],
    ] as const) {
      expect((await stranger(method, url, payload)).statusCode).toBe(404);
      expect((await world.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(
      (await world.app.inject({ method: "PUT", url: "/api/merchant/profile", payload: {} })).statusCode,
    ).toBe(401);
    expect((await shop.call("POST", `/api/merchant/orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect((await shop.call("POST", `/api/merchant/orders/${order.id}/cancel`)).statusCode).toBe(409);
  });

  it("signs deliveries, retries a failing receiver with the same delivery id, and logs every attempt", async () => {
    const receiver = await startReceiver(2);
    try {
      const created = ZCreatedWebhook.parse(
        (
          await shop.call("POST", "/api/merchant/webhooks", { url: receiver.url, events: ["order.created"] })
        ).json(),
      );
      expect((await rival.call("DELETE", `/api/merchant/webhooks/${created.webhook.id}`)).statusCode).toBe(
        404,
      );
      await createOrder(world, shop, "7");
      const log = () =>
        shop
          .call("GET", `/api/merchant/webhooks/${created.webhook.id}/deliveries`)
          .then((response) => ZWebhookDelivery.array().parse(response.json()));
      const [afterFirst] = await waitFor(log, (entries) => entries[0]?.attempts.length === 1);
      expect(afterFirst?.status).toBe("pending");
      // The next attempt is scheduled 10 s later; this test runs attempts 2 and 3 as their jobs would.
      const firstAttempt = new Date(afterFirst?.attempts[0]?.startedAt ?? 0).getTime();
      const delay = new Date(afterFirst?.nextAttemptAt ?? 0).getTime() - firstAttempt;
      expect(delay).toBeGreaterThanOrEqual(9_900);
      expect(delay).toBeLessThan(20_000);
      const dispatcher = new WebhookDispatcher({
        db: world.app.database.db,
        jobs: world.app.jobs,
        log: world.app.log,
        standalone: true,
      });
      const deliveryId = afterFirst?.id ?? "";
      await dispatcher.attempt(deliveryId, 2);
      await dispatcher.attempt(deliveryId, 3);
      // A job that runs an attempt twice sends nothing the second time.
      await dispatcher.attempt(deliveryId, 3);
      expect(receiver.requests).toHaveLength(3);
      const ids = new Set(receiver.requests.map((request) => request.headers["sextant-delivery"]));
      expect([...ids]).toEqual([deliveryId]);
      for (const request of receiver.requests) {
        expect(
          verifyWebhook(created.secret, request.body, String(request.headers["sextant-signature"])),
        ).toBe(true);
        expect(verifyWebhook("whsec_wrong", request.body, String(request.headers["sextant-signature"]))).toBe(
          false,
        );
        expect(
          verifyWebhook(created.secret, `${request.body} `, String(request.headers["sextant-signature"])),
        ).toBe(false);
      }
      const [final] = await log();
      expect(final?.status).toBe("delivered");
      expect(final?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
      expect(final?.attempts[0]?.responseBody).toBe("temporarily broken");
      // Manual redelivery: one more attempt, same id, now.
      expect((await rival.call("POST", `/api/merchant/deliveries/${deliveryId}/redeliver`)).statusCode).toBe(
        404,
      );
      expect((await shop.call("POST", `/api/merchant/deliveries/${deliveryId}/redeliver`)).statusCode).toBe(
        202,
      );
      await waitFor(
        async () => receiver.requests.length,
        (length) => length === 4,
      );
      expect(receiver.requests[3]?.headers["sextant-delivery"]).toBe(deliveryId);
    } finally {
      await receiver.close();
    }
  });

  it("lets only an admin list and suspend merchants; a suspended merchant's keys stop", async () => {
    expect((await shop.call("GET", "/api/admin/merchants")).statusCode).toBe(403);
    const admin = Keypair.random();
    world.app.settings.adminAccounts.push(admin.publicKey());
    const asAdmin = await signedIn(world, admin);
    const list = (await asAdmin("GET", "/api/admin/merchants")).json() as Array<{ id: string; name: string }>;
    expect(list.map((entry) => entry.name)).toEqual(expect.arrayContaining(["First Shop", "Rival Shop"]));
    expect(
      (await rival.call("PATCH", `/api/admin/merchants/${shop.id}`, { status: "suspended" })).statusCode,
    ).toBe(403);
    const order = await createOrder(world, rival, "2");
    expect(
      (await asAdmin("PATCH", `/api/admin/merchants/${rival.id}`, { status: "suspended" })).statusCode,
    ).toBe(200);
    expect((await withKey(world, rival.readKey)("GET", "/api/merchant/v1/orders")).statusCode).toBe(403);
    // Its open orders show as declined to customers, so nobody pays a suspended merchant.
    const shown = async () =>
      (
        (
          await world.app.inject({ url: `/api/ordered-transactions/get-checkout/${order.memo}` })
        ).json() as Array<{
          status: string;
        }>
      )[0]?.status;
    expect(await shown()).toBe("Declined");
    expect(
      (await asAdmin("PATCH", `/api/admin/merchants/${rival.id}`, { status: "active" })).statusCode,
    ).toBe(200);
    expect(await shown()).toBe("Pending");
  });
});

describe("webhook URL guard", () => {
  it("refuses private and loopback addresses off the standalone network", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    expect(isPrivateAddress("8.8.8.8")).toBe(false);
    await expect(assertDeliverableUrl("https://127.0.0.1/hook", false)).rejects.toThrow(/public address/);
    await expect(assertDeliverableUrl("https://[::1]/hook", false)).rejects.toThrow(/public address/);
    await expect(assertDeliverableUrl("http://8.8.8.8/hook", false)).rejects.toThrow(/https/);
    await expect(assertDeliverableUrl("https://user:pw@8.8.8.8/hook", false)).rejects.toThrow(/user name/);
    await expect(assertDeliverableUrl("http://127.0.0.1:4000/hook", true)).resolves.toBeInstanceOf(URL);
  });
});
