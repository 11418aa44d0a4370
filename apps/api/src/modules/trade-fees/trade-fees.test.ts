import { fromStroops, toStroops, ZTradeFeeRecord } from "@sextant/core";
import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestCall, type TestWorld } from "../../../test/support/trading-world";
import { tradeFees } from "../../db/schema";
import { assetIdOf } from "../swap/asset-id";
import { TradeFeeRefunds } from "./refund-trade-fee";

describe.each(TEST_DRIVERS)("trade fee records (%s)", (driver) => {
  let world: TestWorld;
  let eurx: Asset;
  let seller: Keypair;
  let buyer: Keypair;
  let asSeller: TestCall;
  let asBuyer: TestCall;

  beforeAll(async () => {
    world = await startTestWorld(driver);
    eurx = world.asset("EURX");
    seller = await world.user(["EURX"], "1000");
    buyer = await world.user(["EURX"], "1");
    asSeller = await world.caller(seller);
    asBuyer = await world.caller(buyer);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const feeRequest = (totalAmount: string, totalFee: string, fromAddress = seller.publicKey()) => ({
    fromAddress,
    feeReceivingAddress: world.feeAccount,
    asset: assetIdOf(eurx),
    totalAmount,
    totalFee,
  });

  const createRecord = async (totalAmount: string, totalFee: string) => {
    const response = await asSeller(
      "POST",
      "/api/tradefeehistory/createNew",
      feeRequest(totalAmount, totalFee),
    );
    expect(response.statusCode).toBe(200);
    return ZTradeFeeRecord.parse(response.json());
  };

  /** The seller's offer of `amount` EURX at `price` XLM each, paying `fee` EURX to the fee account, under `memo`. */
  const submitOffer = (amount: string, price: string, fee: string, memo: string) =>
    world.submit(
      seller,
      [
        Operation.manageSellOffer({ selling: eurx, buying: Asset.native(), amount, price, offerId: "0" }),
        Operation.payment({ destination: world.feeAccount, asset: eurx, amount: fee }),
      ],
      memo,
    );

  const openOfferIds = async (account: string) => {
    const page = await world.ledger.horizon.offers().forAccount(account).call();
    return page.records.map((offer) => String(offer.id));
  };

  /** Places a confirmed offer and answers its record and offer id. */
  const placeConfirmedOffer = async (amount: string, price: string, fee: string) => {
    const record = await createRecord(amount, fee);
    const before = await openOfferIds(seller.publicKey());
    const trxId = await submitOffer(amount, price, fee, record.memo);
    const offerId = (await openOfferIds(seller.publicKey())).find((id) => !before.includes(id)) ?? "0";
    const confirmed = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId,
      offerId,
    });
    expect(confirmed.statusCode).toBe(200);
    return { record: ZTradeFeeRecord.parse(confirmed.json()), offerId, trxId };
  };

  const cancel = (offerId: string, price: string) =>
    world.submit(seller, [
      Operation.manageSellOffer({ selling: eurx, buying: Asset.native(), amount: "0", price, offerId }),
    ]);

  const eurxOf = async (account: string) => toStroops(await world.balance(account, eurx));

  it("creates, confirms and refunds the unfilled share of a partly filled, cancelled offer exactly once", async () => {
    const record = await createRecord("50", "0.05");
    expect(record).toMatchObject({
      account: seller.publicKey(),
      feeAccount: world.feeAccount,
      asset: assetIdOf(eurx),
      totalAmount: "50.0000000",
      totalFee: "0.0500000",
      status: "created",
      trxId: null,
      offerId: null,
    });
    expect(record.memo).toMatch(/^tf-[a-z2-7]{16}$/);

    const trxId = await submitOffer("50", "2", "0.05", record.memo);
    const [offerId] = await openOfferIds(seller.publicKey());
    expect(offerId).toBeDefined();
    const patch = { memo: record.memo, trxId, offerId };
    const confirmed = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", patch);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", trxId, offerId });
    const again = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", patch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(confirmed.json());

    const whileOpen = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(whileOpen.statusCode).toBe(409);
    expect(whileOpen.json()).toEqual({ code: "CONFLICT", message: "The offer is still open." });

    // The buyer takes 20 of the 50 EURX (40 XLM at 2 XLM each), then the seller cancels the rest.
    await world.submit(buyer, [
      Operation.manageSellOffer({ selling: Asset.native(), buying: eurx, amount: "40", price: "0.5" }),
    ]);
    expect(await world.balance(buyer.publicKey(), eurx)).toBe("21.0000000");
    await cancel(offerId as string, "2");

    const sellerBefore = await eurxOf(seller.publicKey());
    const feeBefore = await eurxOf(world.feeAccount);
    const refunded = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(refunded.statusCode).toBe(200);
    const refund = ZTradeFeeRecord.parse(refunded.json());
    // 0.05 × 30 / 50 = 0.03 EURX.
    expect(refund).toMatchObject({ status: "refunded", refundAmount: "0.0300000" });
    expect(refund.refundTrxId).toMatch(/^[0-9a-f]{64}$/);
    const payment = await world.ledger.horizon
      .transactions()
      .transaction(refund.refundTrxId as string)
      .call();
    expect(payment.successful).toBe(true);
    expect(payment.source_account).toBe(world.feeAccount);
    expect(await eurxOf(seller.publicKey())).toBe(sellerBefore + toStroops("0.03"));
    expect(await eurxOf(world.feeAccount)).toBe(feeBefore - toStroops("0.03"));

    const second = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(refund);
    expect(await eurxOf(seller.publicKey())).toBe(sellerBefore + toStroops("0.03"));

    // Another account's record is answered exactly like a missing one.
    const notTheirs = await asBuyer("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(notTheirs.statusCode).toBe(404);
    const unknown = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId: "999999" });
    expect(unknown.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual(unknown.json());
  });

  it("marks a fully filled offer refunded with nothing to pay", async () => {
    const { offerId } = await placeConfirmedOffer("10", "2", "0.01");
    await world.submit(buyer, [
      Operation.manageSellOffer({ selling: Asset.native(), buying: eurx, amount: "20", price: "0.5" }),
    ]);
    expect(await openOfferIds(seller.publicKey())).not.toContain(offerId);
    const before = await eurxOf(seller.publicKey());
    const response = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "refunded",
      refundAmount: "0.0000000",
      refundTrxId: null,
    });
    expect(await eurxOf(seller.publicKey())).toBe(before);
  });

  it("accepts offer id 0 for an order that filled at once and refunds nothing for it", async () => {
    await world.submit(buyer, [
      Operation.manageSellOffer({ selling: Asset.native(), buying: eurx, amount: "10", price: "0.5" }),
    ]);
    const record = await createRecord("5", "0.005");
    const trxId = await submitOffer("5", "2", "0.005", record.memo);
    const wrongId = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId,
      offerId: "12345",
    });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json()).toMatchObject({
      message: "The offer id does not match the transaction (it left offer 0).",
    });
    const confirmed = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId,
      offerId: "0",
    });
    expect(confirmed.json()).toMatchObject({ status: "confirmed", offerId: "0" });
    const refund = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId: "0" });
    expect(refund.json()).toMatchObject({ id: record.id, status: "refunded", refundAmount: "0.0000000" });
  });

  it("confirms a market order — a path payment to the account itself — with offer id 0 and refunds nothing", async () => {
    // A maker of its own, so the book this order takes is not the other tests' (nor left changed for them).
    const maker = await world.user(["EURX"], "1");
    await world.submit(maker, [
      Operation.manageSellOffer({ selling: Asset.native(), buying: eurx, amount: "100", price: "0.5" }),
    ]);
    const record = await createRecord("5", "0.005");
    const market = (sendAmount: string) =>
      Operation.pathPaymentStrictSend({
        sendAsset: eurx,
        sendAmount,
        destination: seller.publicKey(),
        destAsset: Asset.native(),
        destMin: "1",
        path: [],
      });
    const fee = Operation.payment({ destination: world.feeAccount, asset: eurx, amount: "0.005" });
    // Selling 4 under a record of 5 is not this record's order.
    const other = await world.submit(seller, [market("4"), fee], record.memo);
    const refused = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId: other,
      offerId: "0",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "The offer amount does not match this trade fee record.",
    });

    const trxId = await world.submit(seller, [market("5"), fee], record.memo);
    const confirmed = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId,
      offerId: "0",
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", offerId: "0", trxId });
    const refund = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId: "0" });
    expect(refund.json()).toMatchObject({ id: record.id, status: "refunded", refundAmount: "0.0000000" });

    // Take the maker's rest off the book again.
    for (const id of await openOfferIds(maker.publicKey())) {
      await world.submit(maker, [
        Operation.manageSellOffer({
          selling: Asset.native(),
          buying: eurx,
          amount: "0",
          price: "0.5",
          offerId: id,
        }),
      ]);
    }
  });

  it("rejects a fee that is not the operator's, the wrong fee account and another account's address", async () => {
    const wrongFee = await asSeller("POST", "/api/tradefeehistory/createNew", feeRequest("50", "0.04"));
    expect(wrongFee.statusCode).toBe(400);
    expect(wrongFee.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "The trade fee for this order is 0.0500000 EURX.",
    });
    const elsewhere = await asSeller("POST", "/api/tradefeehistory/createNew", {
      ...feeRequest("50", "0.05"),
      feeReceivingAddress: buyer.publicKey(),
    });
    expect(elsewhere.statusCode).toBe(400);
    const forSomeoneElse = await asSeller(
      "POST",
      "/api/tradefeehistory/createNew",
      feeRequest("50", "0.05", buyer.publicKey()),
    );
    expect(forSomeoneElse.statusCode).toBe(403);
    const anonymous = await world.app.inject({
      method: "POST",
      url: "/api/tradefeehistory/createNew",
      payload: feeRequest("50", "0.05"),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("confirms only a transaction with the record's memo, offer and exact fee payment", async () => {
    const record = await createRecord("10", "0.01");
    const patch = (trxId: string, offerId = "0") =>
      asSeller("PATCH", "/api/tradefeehistory/setOfferId", { memo: record.memo, trxId, offerId });

    const underpaid = await submitOffer("10", "3", "0.005", record.memo);
    expect((await patch(underpaid)).json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "This transaction does not pay the trade fee to the operator's fee account.",
    });
    const otherMemo = await submitOffer("10", "3", "0.01", "tf-someothermemo");
    expect((await patch(otherMemo)).json()).toMatchObject({
      message: "The transaction memo does not match this trade fee record.",
    });
    const otherAmount = await submitOffer("11", "3", "0.01", record.memo);
    expect((await patch(otherAmount)).json()).toMatchObject({
      message: "The offer amount does not match this trade fee record.",
    });
    const unknown = await patch("cd".repeat(32));
    expect(unknown.statusCode).toBe(404);

    const { trxId: usedTrxId } = await placeConfirmedOffer("10", "3", "0.01");
    const reused = await patch(usedTrxId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: "CONFLICT",
      message: "This transaction is already used by another trade fee record.",
    });

    const foreign = await asBuyer("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId: underpaid,
      offerId: "1",
    });
    expect(foreign.statusCode).toBe(404);
    const noRecord = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: "tf-nosuchrecord",
      trxId: underpaid,
      offerId: "1",
    });
    expect(noRecord.statusCode).toBe(404);
    expect(foreign.json()).toEqual(noRecord.json());
  });

  it("confirms a buy offer by what it sells: buy amount × price of the asset it gives", async () => {
    // Buying 30 XLM at 0.5 EURX each sells 15 EURX.
    const record = await createRecord("15", "0.015");
    const trxId = await world.submit(
      seller,
      [
        Operation.manageBuyOffer({ selling: eurx, buying: Asset.native(), buyAmount: "30", price: "0.5" }),
        Operation.payment({ destination: world.feeAccount, asset: eurx, amount: "0.015" }),
      ],
      record.memo,
    );
    const offers = await world.ledger.horizon.offers().forAccount(seller.publicKey()).call();
    const offer = offers.records.find((candidate) => candidate.amount === "15.0000000");
    expect(offer).toBeDefined();
    const response = await asSeller("PATCH", "/api/tradefeehistory/setOfferId", {
      memo: record.memo,
      trxId,
      offerId: String(offer?.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "confirmed", offerId: String(offer?.id) });
  });

  it("settles a refund left pending: a payment that never reached the ledger is paid again once it expired", async () => {
    const { record, offerId } = await placeConfirmedOffer("40", "5", "0.04");
    await cancel(offerId, "5");
    const pending = (updatedAt: Date) =>
      world.app.database.db
        .update(tradeFees)
        .set({ status: "refunding", refundAmount: "0.04", refundTrxId: "ef".repeat(32), updatedAt })
        .where(eq(tradeFees.id, record.id));
    const before = await eurxOf(seller.publicKey());

    await pending(new Date());
    const inFlight = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json()).toMatchObject({
      message: "The refund of this trade fee is being paid, please try again shortly.",
    });
    expect(await eurxOf(seller.publicKey())).toBe(before);

    await pending(new Date(Date.now() - 10 * 60_000));
    const paid = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "refunded", refundAmount: "0.0400000" });
    expect(paid.json().refundTrxId).not.toBe("ef".repeat(32));
    expect(await eurxOf(seller.publicKey())).toBe(before + toStroops("0.04"));
  });

  it("pays a refund once when two API instances refund the same offer at the same time", async () => {
    const { offerId } = await placeConfirmedOffer("20", "5", "0.02");
    await cancel(offerId, "5");
    const before = await eurxOf(seller.publicKey());
    const instance = () =>
      new TradeFeeRefunds({
        db: world.app.database.db,
        horizon: world.app.horizon,
        networkPassphrase: world.app.settings.networkPassphrase,
        feeKeypair: world.keys.keypair("fee"),
      });
    const outcomes = await Promise.allSettled([
      instance().refund(seller.publicKey(), offerId),
      instance().refund(seller.publicKey(), offerId),
    ]);
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/being paid/);
    }
    // Whatever the loser answered, a later call settles on the one payment.
    const settled = await asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId });
    expect(settled.json()).toMatchObject({ status: "refunded", refundAmount: "0.0200000" });
    expect(await eurxOf(seller.publicKey())).toBe(before + toStroops("0.02"));
  });

  it("pays a refund once when the same API gets two refund calls at once", async () => {
    const { offerId } = await placeConfirmedOffer("30", "5", "0.03");
    await cancel(offerId, "5");
    const before = await eurxOf(seller.publicKey());
    const [first, second] = await Promise.all([
      asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId }),
      asSeller("POST", "/api/tradefeehistory/refundMyTradeFee", { offerId }),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(first?.json()).toEqual(second?.json());
    expect(await eurxOf(seller.publicKey())).toBe(before + toStroops("0.03"));
    expect(fromStroops(toStroops("0.03"))).toBe(first?.json().refundAmount);
  });
});
