import {
  CHECKOUT_ESCROW_MESSAGES,
  CHECKOUT_MESSAGES,
  type TMerchantOrder,
  ZAdminEscrowOrder,
  ZCheckoutEscrowResult,
  ZCheckoutEscrowToSign,
  ZCheckoutReleaseToSign,
  ZCreatedWebhook,
  ZMerchantOrder,
} from "@sextant/core";
import { type Asset, Keypair, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestCall, type TestWorld } from "../../../test/support/trading-world";
import { checkoutOrders, escrowMovements } from "../../db/schema";
import { ESCROW_RECOVER_JOB, rawSignature } from "./checkout-escrow";
import { EXPIRE_JOB } from "./orders";
import {
  createOrder,
  listTestAsset,
  setUpMerchant,
  signedIn,
  startReceiver,
  type TAnyCall,
  type TMerchantFixture,
  waitFor,
  withKey,
} from "./test/checkout-world";
import { verifyWebhook } from "./webhook-signature";

/**
 * Escrow-mode checkout on the real standalone ledger: the customer pays into the order's escrow account E, the
 * order is held, and exactly one outcome — the release to the merchant or the refund to the customer — moves the
 * money, after the order's state change committed.
 */
describe.each(TEST_DRIVERS)("checkout escrow mode (%s)", (driver) => {
  let world: TestWorld;
  let eurx: Asset;
  let merchant: TMerchantFixture;
  let rival: TMerchantFixture;
  let customer: Keypair;
  let stranger: Keypair;
  let asCustomer: TestCall;
  let asStranger: TestCall;
  let admin: TAnyCall;
  let passphrase: string;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    await listTestAsset(world);
    eurx = world.asset("EURX");
    passphrase = world.ledger.ledger.networkPassphrase;
    merchant = await setUpMerchant(world, "Escrow Shop");
    rival = await setUpMerchant(world, "Rival Shop");
    customer = await world.user(["EURX"], "1000");
    stranger = await world.user(["EURX"], "1000");
    asCustomer = await world.caller(customer);
    asStranger = await world.caller(stranger);
    const adminKey = Keypair.random();
    world.app.settings.adminAccounts.push(adminKey.publicKey());
    admin = await signedIn(world, adminKey);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const url = (order: TMerchantOrder, step: string) =>
    `/api/ordered-transactions/escrow/${order.memo}/${step}`;
  const balance = (keypair: Keypair) => world.balance(keypair.publicKey(), eurx);
  const readOrder = async (id: string) =>
    ZMerchantOrder.parse(
      (await withKey(world, merchant.readKey)("GET", `/api/merchant/v1/orders/${id}`)).json(),
    );
  const signed = (unsignedXdr: string, signer: Keypair) => {
    const tx = TransactionBuilder.fromXDR(unsignedXdr, passphrase) as Transaction;
    tx.sign(signer);
    return tx;
  };
  /** What a wallet hands back: the decorated signature it added, base64 XDR. */
  const decorated = (unsignedXdr: string, signer: Keypair) =>
    signed(unsignedXdr, signer).signatures[0]?.toXDR("base64") ?? "";

  /** The customer's part: open E, sign the refund, sign and submit the funding, report it. */
  async function payIntoEscrow(order: TMerchantOrder) {
    const opened = await asCustomer("POST", url(order, "open"));
    expect(opened.statusCode, opened.body).toBe(200);
    const { escrowAccountId, fundingXdr, refundXdr } = ZCheckoutEscrowToSign.parse(opened.json());
    const refund = await asCustomer("POST", url(order, "refund-signature"), {
      signature: decorated(refundXdr, customer),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const applied = await world.ledger.horizon.submitTransaction(signed(fundingXdr, customer));
    const funded = await asCustomer("POST", url(order, "funded"), { transactionHash: applied.hash });
    expect(funded.statusCode, funded.body).toBe(200);
    return { escrowAccountId, result: ZCheckoutEscrowResult.parse(funded.json()) };
  }

  /** The merchant's receiving address signs the release in the console. */
  async function signRelease(order: TMerchantOrder, fixture = merchant) {
    const toSign = await fixture.call("GET", `/api/merchant/orders/${order.id}/escrow/release`);
    expect(toSign.statusCode, toSign.body).toBe(200);
    const { releaseXdr } = ZCheckoutReleaseToSign.parse(toSign.json());
    return fixture.call("POST", `/api/merchant/orders/${order.id}/escrow/release-signature`, {
      signature: decorated(releaseXdr, fixture.keypair),
    });
  }

  it("holds an escrow order, then releases it to the merchant when the customer confirms delivery", async () => {
    const receiver = await startReceiver();
    const hook = ZCreatedWebhook.parse(
      (
        await merchant.call("POST", "/api/merchant/webhooks", {
          url: receiver.url,
          events: ["order.payment_received", "order.released", "order.refunded"],
        })
      ).json(),
    );
    try {
      const order = await createOrder(world, merchant, "25", { paymentType: "escrow" });
      // Visitors, the merchant itself and a second customer cannot open or use this order's escrow.
      const visitor = await world.app.inject({ method: "POST", url: url(order, "open") });
      expect([visitor.statusCode, visitor.json().message]).toEqual([401, CHECKOUT_MESSAGES.loginFirst]);
      const own = await merchant.call("POST", url(order, "open"));
      expect(own.statusCode).toBe(400);
      const merchantBefore = await balance(merchant.keypair);
      const customerBefore = await balance(customer);

      const { escrowAccountId, result } = await payIntoEscrow(order);
      expect(result.message).toBe(CHECKOUT_ESCROW_MESSAGES.held);
      expect(result.data).toMatchObject({
        state: "held",
        status: "Completed",
        orderStatus: "Pending",
        escrow: { accountId: escrowAccountId, status: "funded", releaseSigned: false, outcome: null },
      });
      expect(await balance(customer)).toBe((Number(customerBefore) - 25).toFixed(7));
      expect(await world.balance(escrowAccountId, eurx)).toBe("25.0000000");
      expect((await asStranger("POST", url(order, "open"))).json().message).toBe(
        CHECKOUT_MESSAGES.invalidStatus,
      );
      const held = await readOrder(order.id);
      expect(held).toMatchObject({
        state: "held",
        amountReceived: "25.0000000",
        customerPublicKey: customer.publicKey(),
      });

      // The customer cannot release before the merchant signed the release; strangers cannot at all.
      const early = await asCustomer("POST", url(order, "confirm-delivery"));
      expect([early.statusCode, early.json().message]).toEqual([
        409,
        CHECKOUT_ESCROW_MESSAGES.releaseNotSigned,
      ]);
      expect((await rival.call("GET", `/api/merchant/orders/${order.id}/escrow/release`)).statusCode).toBe(
        404,
      );
      expect(
        (await world.app.inject({ method: "GET", url: `/api/merchant/orders/${order.id}/escrow/release` }))
          .statusCode,
      ).toBe(401);
      const { releaseXdr } = ZCheckoutReleaseToSign.parse(
        (await merchant.call("GET", `/api/merchant/orders/${order.id}/escrow/release`)).json(),
      );
      const forged = await merchant.call(
        "POST",
        `/api/merchant/orders/${order.id}/escrow/release-signature`,
        {
          signature: decorated(releaseXdr, stranger),
        },
      );
      expect(forged.statusCode).toBe(400);
      const signedRelease = await signRelease(order);
      expect(signedRelease.statusCode, signedRelease.body).toBe(200);
      expect(ZMerchantOrder.parse(signedRelease.json()).escrow?.releaseSigned).toBe(true);
      // The customer hears of it in the bell, with the way back to the order.
      const notices = await waitFor(
        async () =>
          (
            (
              await asCustomer("GET", `/api/notifications/getNotifications?address=${customer.publicKey()}`)
            ).json() as { notifications: Array<{ title: string; path: string }> }
          ).notifications,
        (list) => list.some((entry) => entry.title === `Order ${order.orderNumber} has shipped`),
      );
      expect(notices.find((entry) => entry.title.endsWith("has shipped"))?.path).toBe(
        `/checkout/${order.memo}`,
      );
      const byStranger = await asStranger("POST", url(order, "confirm-delivery"));
      expect([byStranger.statusCode, byStranger.json().message]).toEqual([
        403,
        CHECKOUT_ESCROW_MESSAGES.onlyPayer,
      ]);

      const released = await asCustomer("POST", url(order, "confirm-delivery"));
      expect(released.statusCode, released.body).toBe(200);
      expect(ZCheckoutEscrowResult.parse(released.json()).data).toMatchObject({
        state: "released",
        orderStatus: "Settled",
      });
      // On the ledger: the merchant got the amount, E is merged, the outcome hash is recorded.
      const final = await waitFor(
        () => readOrder(order.id),
        (value) => Boolean(value.escrow?.outcome?.hash),
      );
      expect(final.escrow).toMatchObject({
        status: "released",
        outcome: { kind: "release", decidedBy: "customer" },
      });
      expect(await balance(merchant.keypair)).toBe((Number(merchantBefore) + 25).toFixed(7));
      await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
      const outcome = await world.ledger.horizon
        .transactions()
        .transaction(final.escrow?.outcome?.hash ?? "")
        .call();
      expect(outcome.successful).toBe(true);

      // Money moves at most once: a second release, a refund after it, an admin's ruling — all refused.
      const merchantAfter = await balance(merchant.keypair);
      const again = await asCustomer("POST", url(order, "confirm-delivery"));
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        "This order's escrow was already released to the merchant.",
      ]);
      expect(
        (await withKey(world, merchant.writeKey)("POST", `/api/merchant/v1/orders/${order.id}/refund`))
          .statusCode,
      ).toBe(409);
      expect(
        (await admin("POST", `/api/admin/merchants/escrow-orders/${order.id}/ruling`, { outcome: "refund" }))
          .statusCode,
      ).toBe(409);
      expect(await balance(merchant.keypair)).toBe(merchantAfter);
      const movements = await world.app.database.db.select().from(escrowMovements);
      const escrowId = movements.find(
        (movement) => movement.hash === result.data.escrow?.fundingHash,
      )?.escrowId;
      expect(
        movements
          .filter((movement) => movement.escrowId === escrowId)
          .map((m) => m.kind)
          .sort(),
      ).toEqual(["funding", "release"]);

      // The merchant heard of both by signed webhooks.
      const arrived = await waitFor(
        async () => receiver.requests.map((request) => request.headers["sextant-event"]),
        (events) => events.includes("order.released"),
      );
      expect(arrived).toEqual(expect.arrayContaining(["order.payment_received", "order.released"]));
      for (const request of receiver.requests) {
        expect(verifyWebhook(hook.secret, request.body, String(request.headers["sextant-signature"]))).toBe(
          true,
        );
      }
      const releasedBody = receiver.requests.find(
        (r) => r.headers["sextant-event"] === "order.released",
      )?.body;
      expect(JSON.parse(releasedBody ?? "{}").data.order).toMatchObject({ id: order.id, state: "released" });
    } finally {
      await receiver.close();
    }
  });

  it("refunds a held order to the customer when the merchant refunds it through the merchant API", async () => {
    const order = await createOrder(world, merchant, "7.5", { paymentType: "both" });
    const before = await balance(customer);
    const { escrowAccountId } = await payIntoEscrow(order);
    expect(await balance(customer)).toBe((Number(before) - 7.5).toFixed(7));
    const refundUrl = `/api/merchant/v1/orders/${order.id}/refund`;
    // Another merchant's key sees no such order; a read-only key may not write; no key at all is a 401.
    expect((await withKey(world, rival.writeKey)("POST", refundUrl)).statusCode).toBe(404);
    expect((await withKey(world, merchant.readKey)("POST", refundUrl)).statusCode).toBe(403);
    expect((await world.app.inject({ method: "POST", url: refundUrl })).statusCode).toBe(401);
    // The customer cannot take it back alone either.
    expect((await asCustomer("POST", `/api/merchant/orders/${order.id}/refund`)).statusCode).toBe(404);

    const refunded = await withKey(world, merchant.writeKey)("POST", refundUrl);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(ZMerchantOrder.parse(refunded.json())).toMatchObject({ state: "refunded" });
    const final = await waitFor(
      () => readOrder(order.id),
      (value) => Boolean(value.escrow?.outcome?.hash),
    );
    expect(final.escrow).toMatchObject({
      status: "refunded",
      outcome: { kind: "refund", decidedBy: "merchant" },
    });
    expect(await balance(customer)).toBe(before);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);

    const twice = await withKey(world, merchant.writeKey)("POST", refundUrl);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      "This order's escrow was already refunded to the customer.",
    ]);
    expect((await asCustomer("POST", url(order, "confirm-delivery"))).statusCode).toBe(409);
    expect(await balance(customer)).toBe(before);
    const [shown] = (
      await world.app.inject({ url: `/api/ordered-transactions/get-checkout/${order.memo}` })
    ).json() as Array<{ state: string; status: string }>;
    expect(shown).toMatchObject({ state: "refunded", status: "Declined" });
  });

  it("lets only an admin rule on a held order: a release needs the merchant's signed release", async () => {
    const order = await createOrder(world, merchant, "3", { paymentType: "escrow" });
    await payIntoEscrow(order);
    const ruling = `/api/admin/merchants/escrow-orders/${order.id}/ruling`;
    for (const who of [merchant.call, rival.call, asCustomer as TAnyCall]) {
      expect((await who("POST", ruling, { outcome: "release" })).statusCode).toBe(403);
      expect((await who("GET", "/api/admin/merchants/escrow-orders")).statusCode).toBe(403);
    }
    expect(
      (await world.app.inject({ method: "POST", url: ruling, payload: { outcome: "refund" } })).statusCode,
    ).toBe(401);
    const list = ZAdminEscrowOrder.array().parse(
      (await admin("GET", "/api/admin/merchants/escrow-orders")).json(),
    );
    expect(list.find((entry) => entry.id === order.id)).toMatchObject({
      merchantName: "Escrow Shop",
      state: "held",
    });
    const unsigned = await admin("POST", ruling, { outcome: "release" });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([
      409,
      CHECKOUT_ESCROW_MESSAGES.releaseNotSigned,
    ]);
    expect((await signRelease(order)).statusCode).toBe(200);
    const merchantBefore = await balance(merchant.keypair);
    const released = await admin("POST", ruling, { outcome: "release" });
    expect(released.statusCode, released.body).toBe(200);
    expect(ZAdminEscrowOrder.parse(released.json())).toMatchObject({
      state: "released",
      escrow: { outcome: { kind: "release", decidedBy: "admin" } },
    });
    await waitFor(
      () => readOrder(order.id),
      (value) => Boolean(value.escrow?.outcome?.hash),
    );
    expect(await balance(merchant.keypair)).toBe((Number(merchantBefore) + 3).toFixed(7));
    expect((await admin("POST", ruling, { outcome: "refund" })).statusCode).toBe(409);
    expect(await balance(merchant.keypair)).toBe((Number(merchantBefore) + 3).toFixed(7));
  });

  it("settles exactly one outcome when the customer, the merchant and an admin act at the same moment", async () => {
    const order = await createOrder(world, merchant, "4", { paymentType: "escrow" });
    const { escrowAccountId } = await payIntoEscrow(order);
    expect((await signRelease(order)).statusCode).toBe(200);
    const merchantBefore = Number(await balance(merchant.keypair));
    const customerBefore = Number(await balance(customer));
    const ruling = `/api/admin/merchants/escrow-orders/${order.id}/ruling`;
    const refundUrl = `/api/merchant/v1/orders/${order.id}/refund`;
    const answers = await Promise.all([
      asCustomer("POST", url(order, "confirm-delivery")),
      withKey(world, merchant.writeKey)("POST", refundUrl),
      admin("POST", ruling, { outcome: "refund" }),
      admin("POST", ruling, { outcome: "release" }),
      asCustomer("POST", url(order, "confirm-delivery")),
      merchant.call("POST", `/api/merchant/orders/${order.id}/refund`),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(answers.length - 1);
    const final = await waitFor(
      () => readOrder(order.id),
      (value) => Boolean(value.escrow?.outcome?.hash),
    );
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const merchantGot = Number(await balance(merchant.keypair)) - merchantBefore;
    const customerGot = Number(await balance(customer)) - customerBefore;
    if (final.state === "released") expect([merchantGot, customerGot]).toEqual([4, 0]);
    else expect([final.state, merchantGot, customerGot]).toEqual(["refunded", 0, 4]);
    const escrowId = (
      await world.app.database.db
        .select()
        .from(escrowMovements)
        .where(eq(escrowMovements.hash, final.escrow?.fundingHash ?? ""))
    )[0]?.escrowId;
    const outcomes = (await world.app.database.db.select().from(escrowMovements)).filter(
      (movement) => movement.escrowId === escrowId && movement.kind !== "funding",
    );
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]?.kind).toBe(final.state === "released" ? "release" : "refund");
  });

  it("holds an order at its expiry when its funding applied but was never confirmed", async () => {
    const order = await createOrder(world, merchant, "1.5", { paymentType: "escrow" });
    const opened = ZCheckoutEscrowToSign.parse((await asCustomer("POST", url(order, "open"))).json());
    await asCustomer("POST", url(order, "refund-signature"), {
      signature: decorated(opened.refundXdr, customer),
    });
    // The wallet submitted the funding, then the browser closed before telling the API.
    await world.ledger.horizon.submitTransaction(signed(opened.fundingXdr, customer));
    await world.app.database.db
      .update(checkoutOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutOrders.id, order.id));
    await world.app.jobs.send(EXPIRE_JOB, { orderId: order.id });
    const held = await waitFor(
      () => readOrder(order.id),
      (value) => value.state !== "new",
    );
    expect(held).toMatchObject({
      state: "held",
      escrow: { status: "funded", accountId: opened.escrowAccountId },
    });
  });

  it("refunds, by the recovery job, a funding nobody reported that landed after the order closed", async () => {
    const order = await createOrder(world, merchant, "2.5", { paymentType: "escrow" });
    const before = await balance(customer);
    const opened = ZCheckoutEscrowToSign.parse((await asCustomer("POST", url(order, "open"))).json());
    await asCustomer("POST", url(order, "refund-signature"), {
      signature: decorated(opened.refundXdr, customer),
    });
    await world.app.inject({
      method: "PATCH",
      url: `/api/ordered-transactions/update-checkout/${order.memo}`,
      payload: { status: "Declined" },
    });
    await world.ledger.horizon.submitTransaction(signed(opened.fundingXdr, customer));
    expect(await balance(customer)).toBe((Number(before) - 2.5).toFixed(7));
    await world.app.jobs.send(ESCROW_RECOVER_JOB, { orderId: order.id });
    await waitFor(
      () => balance(customer),
      (value) => value === before,
    );
    await expect(world.ledger.horizon.loadAccount(opened.escrowAccountId)).rejects.toBeInstanceOf(Error);
    expect(await readOrder(order.id)).toMatchObject({ state: "cancelled", escrow: { status: "refunded" } });
  });

  it("refunds at once a funding that lands after the order closed, and takes signatures in either form", async () => {
    expect(rawSignature(Buffer.alloc(64, 7).toString("base64"))).toBe(Buffer.alloc(64, 7).toString("base64"));
    const order = await createOrder(world, merchant, "2", { paymentType: "escrow" });
    const before = await balance(customer);
    const opened = ZCheckoutEscrowToSign.parse((await asCustomer("POST", url(order, "open"))).json());
    await asCustomer("POST", url(order, "refund-signature"), {
      signature: decorated(opened.refundXdr, customer),
    });
    // The customer declines in another tab while the wallet pays.
    await world.app.inject({
      method: "PATCH",
      url: `/api/ordered-transactions/update-checkout/${order.memo}`,
      payload: { status: "Declined" },
    });
    const applied = await world.ledger.horizon.submitTransaction(signed(opened.fundingXdr, customer));
    const late = await asCustomer("POST", url(order, "funded"), { transactionHash: applied.hash });
    expect([late.statusCode, late.json().message]).toEqual([409, CHECKOUT_ESCROW_MESSAGES.refundedEarly]);
    expect(await balance(customer)).toBe(before);
    await expect(world.ledger.horizon.loadAccount(opened.escrowAccountId)).rejects.toBeInstanceOf(Error);
    expect((await readOrder(order.id)).state).toBe("cancelled");
    const [movement] = await world.app.database.db
      .select()
      .from(escrowMovements)
      .where(eq(escrowMovements.hash, applied.hash));
    expect(movement?.kind).toBe("funding");
  });
});
