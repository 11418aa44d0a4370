import { ZGetSwapHistoryResponse, ZSwapRecord } from "@sextant/core";
import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestCall, type TestWorld } from "../../../test/support/trading-world";

describe.each(TEST_DRIVERS)("swap history (%s)", (driver) => {
  let world: TestWorld;
  let eurx: Asset;
  let user: Keypair;
  let call: TestCall;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    eurx = world.asset("EURX");
    // A market maker sells EURX at 3 XLM each.
    await world.submit(world.distribution, [
      Operation.manageSellOffer({ selling: eurx, buying: Asset.native(), amount: "1000", price: "3" }),
    ]);
    user = await world.user(["EURX"], "1");
    call = await world.caller(user);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  /** What the web app reports; the amounts are deliberately not the ledger's. */
  const report = (trxId: string, account = user.publicKey()) => ({
    fromAmount: "999",
    fee: "0",
    fromAsset: "XLM",
    toAsset: "EURX",
    toAmount: "999",
    createdAt: new Date().toISOString(),
    account,
    trxId,
  });

  it("records a strict-send swap with the amounts and the operator fee the ledger shows, once", async () => {
    const trxId = await world.submit(user, [
      Operation.pathPaymentStrictSend({
        sendAsset: Asset.native(),
        sendAmount: "30",
        destination: user.publicKey(),
        destAsset: eurx,
        destMin: "9",
        path: [],
      }),
      Operation.payment({ destination: world.feeAccount, asset: Asset.native(), amount: "0.03" }),
    ]);

    const first = await call("POST", "/api/swap/create", report(trxId));
    expect(first.statusCode).toBe(200);
    const record = ZSwapRecord.parse(first.json());
    expect(record).toMatchObject({
      account: user.publicKey(),
      trxId,
      fromAsset: "XLM",
      toAsset: `EURX:${eurx.getIssuer()}`,
      fromAmount: "30.0000000",
      toAmount: "10.0000000",
      fee: "0.0300000",
    });
    const transaction = await world.ledger.horizon.transactions().transaction(trxId).call();
    expect(record.createdAt).toBe(new Date(transaction.created_at).toISOString());

    const again = await call("POST", "/api/swap/create", report(trxId));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(record);
  });

  it("records a strict-receive swap with the amount actually sent, without a fee operation", async () => {
    const trxId = await world.submit(user, [
      Operation.pathPaymentStrictReceive({
        sendAsset: Asset.native(),
        sendMax: "20",
        destination: user.publicKey(),
        destAsset: eurx,
        destAmount: "5",
        path: [],
      }),
    ]);
    const response = await call("POST", "/api/swap/create", report(trxId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fromAmount: "15.0000000",
      toAmount: "5.0000000",
      fee: "0.0000000",
    });
  });

  it("lists the caller's swaps newest first with the total", async () => {
    const page = await call("GET", "/api/swap/history?take=1&skip=0");
    expect(page.statusCode).toBe(200);
    const history = ZGetSwapHistoryResponse.parse(page.json());
    expect(history.total).toBe(2);
    expect(history.items).toHaveLength(1);
    expect(history.items[0]?.toAmount).toBe("5.0000000");
    const next = ZGetSwapHistoryResponse.parse((await call("GET", "/api/swap/history?take=1&skip=1")).json());
    expect(next.items[0]?.toAmount).toBe("10.0000000");

    const stranger = await world.caller(await world.user([], "0"));
    expect(ZGetSwapHistoryResponse.parse((await stranger("GET", "/api/swap/history")).json())).toEqual({
      items: [],
      total: 0,
    });
  });

  it("refuses another account's swap, unknown transactions and transactions without a swap", async () => {
    const other = await world.user([], "0");
    const trxId = await world.submit(other, [
      Operation.pathPaymentStrictSend({
        sendAsset: Asset.native(),
        sendAmount: "3",
        destination: other.publicKey(),
        destAsset: Asset.native(),
        destMin: "3",
        path: [],
      }),
    ]);
    const forbidden = await call("POST", "/api/swap/create", report(trxId, other.publicKey()));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: "FORBIDDEN" });

    // Reporting someone else's transaction as one's own: the ledger shows another source account.
    const notMine = await call("POST", "/api/swap/create", report(trxId));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "This transaction was not made by your account.",
    });

    const unknown = await call("POST", "/api/swap/create", report("ab".repeat(32)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: "NOT_FOUND",
      message: "This transaction was not found on the ledger.",
    });

    const payment = await world.submit(user, [
      Operation.payment({ destination: world.feeAccount, asset: Asset.native(), amount: "1" }),
    ]);
    const noSwap = await call("POST", "/api/swap/create", report(payment));
    expect(noSwap.statusCode).toBe(400);
    expect(noSwap.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "This transaction contains no swap from your account.",
    });

    const anonymous = await world.app.inject({
      method: "POST",
      url: "/api/swap/create",
      payload: report(payment),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
