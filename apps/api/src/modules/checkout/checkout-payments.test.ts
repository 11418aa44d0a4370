import {
  CHECKOUT_ESCROW_MESSAGES,
  CHECKOUT_MESSAGES,
  ZCheckoutOrder,
  ZCheckoutUpdateResponse,
  ZMerchantOrder,
} from "@sextant/core";
import { type Asset, Horizon, type Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestCall, type TestWorld } from "../../../test/support/trading-world";
import { checkoutOrders, checkoutWatchCursors } from "../../db/schema";
import { EXPIRE_JOB } from "./orders";
import type { PaymentRecorder } from "./payment-recorder";
import { PaymentWatcher } from "./payment-watcher";
import {
  createOrder,
  listTestAsset,
  pay,
  report,
  setUpMerchant,
  type TMerchantFixture,
  waitFor,
  withKey,
} from "./test/checkout-world";

describe.each(TEST_DRIVERS)("checkout payments on the ledger (%s)", (driver) => {
  let world: TestWorld;
  let eurx: Asset;
  let merchant: TMerchantFixture;
  let customer: Keypair;
  let asCustomer: TestCall;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    await listTestAsset(world);
    eurx = world.asset("EURX");
    merchant = await setUpMerchant(world, "Ledger Shop");
    customer = await world.user(["EURX"], "1000");
    asCustomer = await world.caller(customer);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const readOrder = async (id: string) =>
    ZMerchantOrder.parse(
      (await withKey(world, merchant.readKey)("GET", `/api/merchant/v1/orders/${id}`)).json(),
    );

  it("shows a new order to the customer as the spec's Pending checkout order with fee 0", async () => {
    const order = await createOrder(world, merchant, "10");
    const response = await world.app.inject({ url: `/api/ordered-transactions/get-checkout/${order.memo}` });
    expect(response.statusCode).toBe(200);
    const [checkout] = ZCheckoutOrder.array().parse(response.json());
    expect(checkout).toMatchObject({
      status: "Pending",
      payableAmount: "10.0000000",
      transactionFee: "0.0000000",
      totalAmount: "10.0000000",
      merchantName: "Ledger Shop",
      payTo: order.payTo,
    });
    expect(order.payTo.startsWith("M")).toBe(true);
    const missing = await world.app.inject({ url: "/api/ordered-transactions/get-checkout/nosuchorder" });
    expect(missing.json()).toEqual([]);
  });

  it("settles an exactly paid order once the customer reports it, checked on the ledger", async () => {
    const order = await createOrder(world, merchant, "10");
    const hash = await pay(world, customer, order, eurx, "10");
    const response = await report(asCustomer, order, customer, hash);
    expect(response.statusCode, response.body).toBe(200);
    const result = ZCheckoutUpdateResponse.parse(response.json());
    expect(result.data).toMatchObject({ status: "Completed", state: "settled", exception: "none" });
    const stored = await readOrder(order.id);
    expect(stored).toMatchObject({ state: "settled", amountReceived: "10.0000000", transactionHash: hash });
    expect(stored.payments).toHaveLength(1);
    expect(stored.payments[0]).toMatchObject({
      amount: "10.0000000",
      from: customer.publicKey(),
      late: false,
    });
    // Reporting the same payment again is answered, not refused, and records nothing twice.
    const again = ZCheckoutUpdateResponse.parse((await report(asCustomer, order, customer, hash)).json());
    expect(again.data).toMatchObject({ state: "settled" });
    expect((await readOrder(order.id)).payments).toHaveLength(1);
    // The merchant hears of it in the notification bell too.
    const notices = await waitFor(
      async () =>
        (
          (
            await merchant.call(
              "GET",
              `/api/notifications/getNotifications?address=${merchant.keypair.publicKey()}`,
            )
          ).json() as {
            notifications: Array<{ title: string; path: string }>;
          }
        ).notifications,
      (list) => list.some((entry) => entry.title === `Order ${order.orderNumber} is paid`),
    );
    expect(notices.find((entry) => entry.title.startsWith(`Order ${order.orderNumber}`))?.path).toBe(
      "/merchant",
    );
  });

  it("records an underpayment as paidPartial and settles when the rest arrives", async () => {
    const order = await createOrder(world, merchant, "10");
    const first = await pay(world, customer, order, eurx, "4");
    const partial = ZCheckoutUpdateResponse.parse((await report(asCustomer, order, customer, first)).json());
    expect(partial.data).toMatchObject({
      state: "processing",
      exception: "paidPartial",
      amountReceived: "4.0000000",
    });
    const rest = await pay(world, customer, order, eurx, "6");
    // The watcher finds the second payment on its own, without a report.
    const settled = await waitFor(
      () => readOrder(order.id),
      (value) => value.state === "settled",
    );
    expect(settled).toMatchObject({ exception: "none", amountReceived: "10.0000000" });
    expect(settled.payments.map((payment) => payment.transactionHash)).toEqual([first, rest]);
  });

  it("records an overpayment as settled, paidOver", async () => {
    const order = await createOrder(world, merchant, "10");
    const hash = await pay(world, customer, order, eurx, "12.5");
    const result = ZCheckoutUpdateResponse.parse((await report(asCustomer, order, customer, hash)).json());
    expect(result.data).toMatchObject({
      state: "settled",
      exception: "paidOver",
      amountReceived: "12.5000000",
    });
  });

  it("expires an unpaid order by its job and records a late payment as paidLate", async () => {
    const order = await createOrder(world, merchant, "10");
    await world.app.database.db
      .update(checkoutOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutOrders.id, order.id));
    await world.app.jobs.send(EXPIRE_JOB, { orderId: order.id });
    await waitFor(
      () => readOrder(order.id),
      (value) => value.state === "expired",
    );
    const hash = await pay(world, customer, order, eurx, "10");
    // The report is answered with the order as it stands: expired, its payment recorded as late, never lost.
    const response = ZCheckoutUpdateResponse.parse((await report(asCustomer, order, customer, hash)).json());
    expect(response.data).toMatchObject({ status: "Expired", exception: "paidLate" });
    expect(response.message).toMatch(/after the order expired/);
    const late = await readOrder(order.id);
    expect(late).toMatchObject({ state: "expired", exception: "paidLate", amountReceived: "10.0000000" });
    expect(late.payments[0]).toMatchObject({ late: true, transactionHash: hash });
  });

  it("asks a logged-out payer to log in and refuses a report for another account", async () => {
    const order = await createOrder(world, merchant, "1");
    const url = `/api/ordered-transactions/update-checkout/${order.memo}`;
    const body = { status: "Completed", transactionHash: "a".repeat(64), isInstant: true };
    const anonymous = await world.app.inject({ method: "PATCH", url, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: CHECKOUT_MESSAGES.loginFirst });
    const other = await asCustomer("PATCH", url, {
      ...body,
      customerPublicKey: merchant.keypair.publicKey(),
    });
    expect(other.statusCode).toBe(403);
  });

  it("accepts only a transaction the ledger shows paying the order", async () => {
    const order = await createOrder(world, merchant, "2");
    const other = await createOrder(world, merchant, "2");
    const paysOther = await pay(world, customer, other, eurx, "2");
    for (const hash of [paysOther, "c".repeat(64)]) {
      const response = await report(asCustomer, order, customer, hash);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/does not pay this order/) });
    }
    // The order is still open for its customer.
    expect(await readOrder(order.id)).toMatchObject({ state: "new", amountReceived: "0.0000000" });
  });

  it("keeps watching when Horizon cannot be reached, from the same cursor", async () => {
    await createOrder(world, merchant, "1");
    const watcher = new PaymentWatcher({
      db: world.app.database.db,
      horizon: new Horizon.Server("http://127.0.0.1:9", { allowHttp: true }),
      jobs: world.app.jobs,
      recorder: {} as PaymentRecorder,
      log: world.app.log,
    });
    const cursor = async () =>
      (
        await world.app.database.db
          .select()
          .from(checkoutWatchCursors)
          .where(eq(checkoutWatchCursors.receivingAddress, merchant.keypair.publicKey()))
      )[0]?.cursor;
    const before = await cursor();
    await expect(watcher.tick(merchant.keypair.publicKey())).resolves.toBeUndefined();
    expect(await cursor()).toBe(before);
  });

  it("takes no report of an escrow payment: escrow orders are paid through their escrow account", async () => {
    const both = await createOrder(world, merchant, "1", { paymentType: "both" });
    const response = await asCustomer("PATCH", `/api/ordered-transactions/update-checkout/${both.memo}`, {
      status: "Completed",
      transactionHash: "b".repeat(64),
      isInstant: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CHECKOUT_ESCROW_MESSAGES.escrowOnly });
    const escrowOnly = await createOrder(world, merchant, "1", { paymentType: "escrow" });
    const hash = await pay(world, customer, escrowOnly, eurx, "1");
    const instant = await report(asCustomer, escrowOnly, customer, hash);
    expect([instant.statusCode, instant.json().message]).toEqual([400, CHECKOUT_ESCROW_MESSAGES.escrowOnly]);
  });

  it("declines a pending order (Declined), after which paying it is an Invalid Status", async () => {
    const order = await createOrder(world, merchant, "3");
    const url = `/api/ordered-transactions/update-checkout/${order.memo}`;
    const declined = await world.app.inject({ method: "PATCH", url, payload: { status: "Declined" } });
    expect(ZCheckoutUpdateResponse.parse(declined.json())).toMatchObject({
      data: { status: "Declined" },
      message: CHECKOUT_MESSAGES.declined,
    });
    const again = await world.app.inject({ method: "PATCH", url, payload: { status: "Declined" } });
    expect(ZCheckoutUpdateResponse.parse(again.json()).data).toBe(CHECKOUT_MESSAGES.invalidStatus);
    const [shown] = ZCheckoutOrder.array().parse(
      (await world.app.inject({ url: `/api/ordered-transactions/get-checkout/${order.memo}` })).json(),
    );
    expect(shown?.status).toBe("Declined");
  });
});
