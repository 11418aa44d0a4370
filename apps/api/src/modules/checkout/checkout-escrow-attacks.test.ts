import {
  CHECKOUT_ESCROW_MESSAGES,
  type TMerchantOrder,
  ZCheckoutEscrowResult,
  ZCheckoutEscrowToSign,
  ZCheckoutReleaseToSign,
} from "@sextant/core";
import { Asset, type Keypair, Operation, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../../../test/support/rejection";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestCall, type TestWorld } from "../../../test/support/trading-world";
import { escrowAccounts } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { ESCROW_MESSAGES, type EscrowService } from "../escrow/escrow-service";
import { tradeEscrowService } from "../p2p-trades/trade-escrow";
import { CHECKOUT_ESCROW_PURPOSE } from "./escrow-view";
import { createOrder, listTestAsset, setUpMerchant, type TMerchantFixture } from "./test/checkout-world";

const MINUTE = 60_000;

/**
 * What a stranger can do to an escrow-mode checkout order's escrow, on the real stack: asset and XLM dust before
 * and after the funding, a double click on "open", an escrow never funded, a customer who cannot pay, one account
 * opening escrows for many orders (docs/escrow.md 'Attacks').
 */
describe.each(TEST_DRIVERS)("escrow attacks on checkout orders (%s)", (driver) => {
  let world: TestWorld;
  let eurx: Asset;
  let merchant: TMerchantFixture;
  let customer: Keypair;
  let stranger: Keypair;
  let asCustomer: TestCall;
  let escrow: EscrowService;
  let passphrase: string;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    await listTestAsset(world);
    eurx = world.asset("EURX");
    passphrase = world.ledger.ledger.networkPassphrase;
    merchant = await setUpMerchant(world, "Attacked Shop");
    customer = await world.user(["EURX"], "1000");
    stranger = await world.user(["EURX"], "1000");
    asCustomer = await world.caller(customer);
    escrow = tradeEscrowService(world.app, await OperatorKeys.load(world.app.database.db));
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const url = (order: TMerchantOrder, step: string) =>
    `/api/ordered-transactions/escrow/${order.memo}/${step}`;
  const signed = (xdrText: string, signer: Keypair) => {
    const tx = TransactionBuilder.fromXDR(xdrText, passphrase) as Transaction;
    tx.sign(signer);
    return tx;
  };
  const decorated = (xdrText: string, signer: Keypair) =>
    signed(xdrText, signer).signatures.at(-1)?.toXDR("base64") ?? "";
  const pay = (to: string, asset: Asset, amount: string, from = stranger) =>
    world.ledger.submit(from, [Operation.payment({ destination: to, asset, amount })]);
  const closeUnfunded = async () => {
    for (const row of await escrow.listUnreconciled(CHECKOUT_ESCROW_PURPOSE))
      await escrow.reclaimUnfunded(row, new Date(Date.now() + 7 * MINUTE));
  };

  async function open(order: TMerchantOrder, call = asCustomer) {
    const opened = await call("POST", url(order, "open"));
    expect(opened.statusCode, opened.body).toBe(200);
    return ZCheckoutEscrowToSign.parse(opened.json());
  }

  async function fund(order: TMerchantOrder, toSign: { fundingXdr: string; refundXdr: string }) {
    const refund = await asCustomer("POST", url(order, "refund-signature"), {
      signature: decorated(toSign.refundXdr, customer),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const applied = await world.ledger.horizon.submitTransaction(signed(toSign.fundingXdr, customer));
    const funded = await asCustomer("POST", url(order, "funded"), { transactionHash: applied.hash });
    expect(funded.statusCode, funded.body).toBe(200);
    return ZCheckoutEscrowResult.parse(funded.json());
  }

  it("asset dust cannot reach E, XLM dust does not matter: the order is held and released to the merchant exactly", async () => {
    const order = await createOrder(world, merchant, "25", { paymentType: "escrow" });
    const toSign = await open(order);
    const e = toSign.escrowAccountId;
    expect((await rejection(pay(e, eurx, "0.0000001"))).operations).toEqual(["op_no_trust"]);
    await pay(e, Asset.native(), "0.0000001");
    const held = await fund(order, toSign);
    expect(held.data.state).toBe("held");
    expect(await world.balance(e, eurx)).toBe("25.0000000");
    // After the funding the trustline is full: nothing more of the asset fits; XLM still does, and is harmless.
    expect((await rejection(pay(e, eurx, "0.0000001"))).operations).toEqual(["op_line_full"]);
    await pay(e, Asset.native(), "1");

    const toRelease = await merchant.call("GET", `/api/merchant/orders/${order.id}/escrow/release`);
    const { releaseXdr } = ZCheckoutReleaseToSign.parse(toRelease.json());
    const signedRelease = await merchant.call(
      "POST",
      `/api/merchant/orders/${order.id}/escrow/release-signature`,
      {
        signature: decorated(releaseXdr, merchant.keypair),
      },
    );
    expect(signedRelease.statusCode, signedRelease.body).toBe(200);
    const merchantBefore = Number(await world.balance(merchant.keypair.publicKey(), eurx));
    const customerXlm = Number(await world.balance(customer.publicKey(), Asset.native()));
    const confirmed = await asCustomer("POST", url(order, "confirm-delivery"));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(Number(await world.balance(merchant.keypair.publicKey(), eurx)) - merchantBefore).toBeCloseTo(
      25,
      7,
    );
    // The stranger's XLM went to the customer with the merge.
    expect(Number(await world.balance(customer.publicKey(), Asset.native())) - customerXlm).toBeCloseTo(
      1.0000001,
      7,
    );
    await expect(world.ledger.horizon.loadAccount(e)).rejects.toBeInstanceOf(Error);
  });

  it("a double click: N opens of one order at once answer one E that exists on the ledger", async () => {
    const order = await createOrder(world, merchant, "5", { paymentType: "escrow" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asCustomer("POST", url(order, "open"))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const accounts = new Set(answers.map((answer) => answer.json().escrowAccountId));
    expect(accounts.size).toBe(1);
    const [e] = [...accounts] as [string];
    expect((await world.ledger.horizon.loadAccount(e)).accountId()).toBe(e);
    const rows = await world.app.database.db
      .select()
      .from(escrowAccounts)
      .where(eq(escrowAccounts.reference, order.id));
    expect(rows.map((row) => row.accountId)).toEqual([e]);
    const held = await fund(order, ZCheckoutEscrowToSign.parse(answers[3]?.json()));
    expect(held.data.state).toBe("held");
  });

  it("an escrow never funded is closed and merged; the order can be paid through a new one", async () => {
    const order = await createOrder(world, merchant, "6", { paymentType: "escrow" });
    const first = await open(order);
    const row = await escrow.find(CHECKOUT_ESCROW_PURPOSE, order.id);
    if (!row) throw new Error("no escrow");
    expect(await escrow.reclaimUnfunded(row, new Date(Date.now() + MINUTE))).toBe("waiting");
    expect(await escrow.reclaimUnfunded(row, new Date(Date.now() + 7 * MINUTE))).toBe("closed");
    await expect(world.ledger.horizon.loadAccount(first.escrowAccountId)).rejects.toBeInstanceOf(Error);
    // The old funding can never apply: its E is gone.
    const stale = await rejection(world.ledger.horizon.submitTransaction(signed(first.fundingXdr, customer)));
    expect(stale.transaction).toBe("tx_failed");
    const second = await open(order);
    expect(second.escrowAccountId).not.toBe(first.escrowAccountId);
    expect((await fund(order, second)).data.state).toBe("held");
  });

  it("a customer who cannot pay opens no escrow, and one account cannot open more than its share at once", async () => {
    await closeUnfunded();
    const poor = await world.user(["EURX"], "1");
    const asPoor = await world.caller(poor);
    const big = await createOrder(world, merchant, "50", { paymentType: "escrow" });
    const refused = await asPoor("POST", url(big, "open"));
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      CHECKOUT_ESCROW_MESSAGES.notEnoughBalance,
    ]);
    expect(await escrow.find(CHECKOUT_ESCROW_PURPOSE, big.id)).toBeUndefined();

    const limit = world.app.settings.escrowMaxUnfundedPerAccount;
    const orders: TMerchantOrder[] = [];
    for (let i = 0; i <= limit; i += 1)
      orders.push(await createOrder(world, merchant, "1", { paymentType: "escrow" }));
    for (const order of orders.slice(0, limit)) await open(order);
    const over = await asCustomer("POST", url(orders[limit] as TMerchantOrder, "open"));
    expect([over.statusCode, over.json().message]).toEqual([429, ESCROW_MESSAGES.tooManyUnfunded]);
    await closeUnfunded();
    await open(orders[limit] as TMerchantOrder);
  });
});
