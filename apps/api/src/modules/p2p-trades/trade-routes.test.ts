import { P2P_MESSAGES, TRADE_MESSAGES, type TTrade } from "@sextant/core";
import { type Keypair, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { p2pAds } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { type P2pWorld, SELL_XLM_IN_INDIA as sellXlm, startP2pWorld } from "../p2p/test/p2p-world";
import { tradeEscrowService } from "./trade-escrow";
import { expireTrade, returnHeldFunds } from "./trade-jobs";

describe("P2P trade routes: start, view, act and the denials", () => {
  let world: P2pWorld;
  let asha: Keypair;
  let ravi: Keypair;
  let stranger: Keypair;
  let weakBattery: Keypair;
  let applicant: Keypair;
  const tokens = new Map<Keypair, string>();
  let adId: string;

  beforeAll(async () => {
    world = await startP2pWorld("pglite");
    asha = await world.user({ LEVELG: "200" });
    ravi = await world.user({ LEVELG: "200" });
    stranger = await world.user({ LEVELG: "200" });
    weakBattery = await world.user({ LEVELG: "99.9999999" });
    applicant = await world.user({ LEVELG: "200" });
    const db = world.app.database.db;
    await approveKycForTest(db, asha.publicKey(), { name: "Asha Rao", country: "IN" });
    await approveKycForTest(db, ravi.publicKey(), { name: "Ravi Kumar", country: "IN" });
    await approveKycForTest(db, stranger.publicKey(), { name: "Meera Iyer", country: "IN" });
    await approveKycForTest(db, weakBattery.publicKey(), { name: "Kiran Das", country: "IN" });
    for (const k of [asha, ravi, stranger, weakBattery, applicant]) tokens.set(k, await world.token(k));
    const ad = await world.call(tokens.get(asha), "POST", "/api/p2p/addSellAd", sellXlm);
    expect(ad.statusCode, ad.body).toBe(200);
    adId = String(ad.json().ad.id);
    // The operator's fee account sponsors escrow reserves and pays outcome fees.
    await world.ledger.fund((await OperatorKeys.load(db)).keypair("fee"));
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const call = (who: Keypair | undefined, method: "GET" | "POST", url: string, body?: object) =>
    world.call(who ? tokens.get(who) : undefined, method, url, body);
  const available = async () => {
    const [ad] = await world.app.database.db
      .select()
      .from(p2pAds)
      .where(eq(p2pAds.id, Number(adId)));
    return ad?.availableAmount;
  };

  it("refuses visitors, unapproved KYC, a weak battery, amounts outside the ad and one's own ad", async () => {
    const body = { p2padsId: adId, amount: "30", coinUSDRate: "0.35" };
    const visitor = await call(undefined, "POST", "/api/p2p/addBuyTrade", body);
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, P2P_MESSAGES.notLoggedIn]);
    const unapproved = await call(applicant, "POST", "/api/p2p/addBuyTrade", body);
    expect([unapproved.statusCode, unapproved.json().message]).toEqual([403, TRADE_MESSAGES.kycNotApproved]);
    const weak = await call(weakBattery, "POST", "/api/p2p/addBuyTrade", body);
    expect([weak.statusCode, weak.json().message]).toEqual([400, TRADE_MESSAGES.battery]);
    const tooMuch = await call(ravi, "POST", "/api/p2p/addBuyTrade", { ...body, amount: "501" });
    expect(tooMuch.json().message).toBe(TRADE_MESSAGES.aboveTotal);
    const tooLittle = await call(ravi, "POST", "/api/p2p/addBuyTrade", { ...body, amount: "29" });
    expect(tooLittle.json().message).toBe(TRADE_MESSAGES.belowMinimum);
    const own = await call(asha, "POST", "/api/p2p/addBuyTrade", body);
    expect(own.json().message).toBe(TRADE_MESSAGES.ownAd);
    const wrongSide = await call(ravi, "POST", "/api/p2p/addSellTrade", body);
    expect(wrongSide.statusCode).toBe(404);
    expect(await available()).toBe(5_000_000_000n);
  });

  it("starts a buy trade that reserves the ad's amount; each party sees its own actions, a stranger nothing", async () => {
    const started = await call(ravi, "POST", "/api/p2p/addBuyTrade", {
      p2padsId: adId,
      amount: "30",
      coinUSDRate: "0.35",
    });
    expect(started.statusCode, started.body).toBe(200);
    const trade = started.json().trade as TTrade;
    expect(trade).toMatchObject({
      status: "pending_user_transfer",
      buyer: ravi.publicKey(),
      seller: asha.publicKey(),
      cryptoAmountToBuyer: "30.0000000",
      fiatTradeAmount: "882.00",
      sellerStellarMemo: `p2p-${trade.id}`,
      actions: ["CANCEL"],
      role: { side: "buyer", isAdOwner: false },
      bank_name: "State Bank of India",
    });
    expect(await available()).toBe(4_700_000_000n);

    const asSeller = await call(asha, "GET", `/api/p2p/getTradeById?tradeId=${trade.id}`);
    expect((asSeller.json().trade as TTrade).actions).toEqual(["HOLD_BALANCE", "REJECT"]);
    const asStranger = await call(stranger, "GET", `/api/p2p/getTradeById?tradeId=${trade.id}`);
    expect([asStranger.statusCode, asStranger.json().message]).toEqual([404, TRADE_MESSAGES.tradeNotFound]);
    const strangerActs = await call(stranger, "POST", "/api/p2p/rejectTrade", { tradeId: trade.id });
    expect(strangerActs.statusCode).toBe(404);

    const active = await call(ravi, "GET", "/api/p2p/getActiveTradeByAccountId?take=10&skip=0");
    expect(active.json()).toMatchObject({ total: 1, trades: [{ id: trade.id }] });
    expect((await call(stranger, "GET", "/api/p2p/getActiveTradeByAccountId")).json().total).toBe(0);

    // The buyer cannot use the seller's route, nor reject (only the ad owner does), nor mark paid yet.
    const wrongRoute = await call(ravi, "POST", "/api/p2p/cancleTradeBySeller", { tradeId: trade.id });
    expect([wrongRoute.statusCode, wrongRoute.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
    const buyerRejects = await call(ravi, "POST", "/api/p2p/rejectTrade", { tradeId: trade.id });
    expect([buyerRejects.statusCode, buyerRejects.json().message]).toEqual([403, TRADE_MESSAGES.onlyAdOwner]);
    const early = await call(ravi, "POST", "/api/p2p/claimAmountTransferByBuyer", { tradeId: trade.id });
    expect([early.statusCode, early.json().message]).toEqual([409, TRADE_MESSAGES.notAllowedNow]);

    const rejected = await call(asha, "POST", "/api/p2p/rejectTrade", { tradeId: trade.id });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ trade: { status: "Cancelled", actions: [], bank_name: "" } });
    expect(await available()).toBe(5_000_000_000n);
    const history = await call(ravi, "GET", "/api/p2p/getTradeByAccountId?asset_code=XLM");
    expect(history.json()).toMatchObject({ total: 1, trades: [{ status: "Cancelled" }] });
    const again = await call(asha, "POST", "/api/p2p/rejectTrade", { tradeId: trade.id });
    expect([again.statusCode, again.json().message]).toEqual([409, TRADE_MESSAGES.tradeFinished]);
  });

  it("goes from start to Completed through the escrow: the seller funds E, the buyer signs the release, E is merged", async () => {
    const passphrase = world.ledger.ledger.networkPassphrase;
    const sign = (xdr: string, who: Keypair) => {
      const tx = TransactionBuilder.fromXDR(xdr, passphrase) as Transaction;
      tx.sign(who);
      return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
    };
    const xlm = async (who: Keypair) =>
      Number(
        (await world.ledger.horizon.loadAccount(who.publicKey())).balances.find(
          (b) => b.asset_type === "native",
        )?.balance,
      );
    const started = await call(ravi, "POST", "/api/p2p/addBuyTrade", { p2padsId: adId, amount: "40" });
    const tradeId = (started.json().trade as TTrade).id;

    const byBuyer = await call(ravi, "POST", "/api/p2p/escrow/open", { tradeId });
    expect([byBuyer.statusCode, byBuyer.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
    expect((await call(stranger, "POST", "/api/p2p/escrow/open", { tradeId })).statusCode).toBe(404);
    const opened = await call(asha, "POST", "/api/p2p/escrow/open", { tradeId });
    expect(opened.statusCode, opened.body).toBe(200);
    const { escrowAccountId, fundingXdr, refundXdr } = opened.json();
    const refund = sign(refundXdr, asha);
    const refundSaved = await call(asha, "POST", "/api/p2p/escrow/refundSignature", {
      tradeId,
      signature: refund.signature,
    });
    expect(refundSaved.statusCode, refundSaved.body).toBe(200);
    const funding = sign(fundingXdr, asha);
    await world.ledger.horizon.submitTransaction(funding.tx);
    const hash = Buffer.from(funding.tx.hash()).toString("hex");
    const confirmed = await call(
      asha,
      "GET",
      `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().trade).toMatchObject({ status: "Started", escrowAccountId });
    const listed = await call(undefined, "GET", "/api/p2p/escrow/open-accounts");
    expect(listed.json().accounts).toContainEqual(
      expect.objectContaining({ escrowAccountId, assetCode: "XLM", reference: tradeId }),
    );

    const unsigned = await call(ravi, "POST", "/api/p2p/claimAmountTransferByBuyer", { tradeId });
    expect(unsigned.statusCode).toBe(400);
    const { releaseXdr } = (await call(ravi, "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`)).json();
    const forged = sign(releaseXdr, stranger).signature;
    const badSignature = await call(ravi, "POST", "/api/p2p/claimAmountTransferByBuyer", {
      tradeId,
      releaseSignature: forged,
    });
    expect(badSignature.statusCode).toBe(400);
    const paid = await call(ravi, "POST", "/api/p2p/claimAmountTransferByBuyer", {
      tradeId,
      releaseSignature: sign(releaseXdr, ravi).signature,
    });
    expect(paid.json().trade).toMatchObject({ status: "FundsSent" });

    const buyerBefore = await xlm(ravi);
    const done = await call(asha, "POST", "/api/p2p/claimAmountRecivedBySeller", { tradeId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().trade).toMatchObject({ status: "Completed" });
    expect((await xlm(ravi)) - buyerBefore).toBeCloseTo(40, 7);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const after = (await call(undefined, "GET", "/api/p2p/escrow/open-accounts")).json().accounts;
    expect(after.map((a: { escrowAccountId: string }) => a.escrowAccountId)).not.toContain(escrowAccountId);
  });

  it("a buyer's cancellation holds the funds; the job returns them to the seller 24 h later, not before", async () => {
    const passphrase = world.ledger.ledger.networkPassphrase;
    const sign = (xdr: string, who: Keypair) => {
      const tx = TransactionBuilder.fromXDR(xdr, passphrase) as Transaction;
      tx.sign(who);
      return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
    };
    const started = await call(ravi, "POST", "/api/p2p/addBuyTrade", { p2padsId: adId, amount: "50" });
    const tradeId = (started.json().trade as TTrade).id;
    // Not yet expired: the expiry job leaves a fresh pending trade alone.
    expect(await expireTrade(world.app, Number(tradeId))).toBeNull();
    const { escrowAccountId, fundingXdr, refundXdr } = (
      await call(asha, "POST", "/api/p2p/escrow/open", { tradeId })
    ).json();
    await call(asha, "POST", "/api/p2p/escrow/refundSignature", {
      tradeId,
      signature: sign(refundXdr, asha).signature,
    });
    const funding = sign(fundingXdr, asha);
    await world.ledger.horizon.submitTransaction(funding.tx);
    const hash = Buffer.from(funding.tx.hash()).toString("hex");
    await call(asha, "GET", `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`);
    const cancelled = await call(ravi, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId });
    expect(cancelled.json().trade).toMatchObject({ status: "Cancelled_With_Holded_Funds" });

    const escrow = tradeEscrowService(world.app, await OperatorKeys.load(world.app.database.db));
    const cancelledAt = Date.now();
    expect(
      await returnHeldFunds(world.app, escrow, Number(tradeId), new Date(cancelledAt + 23 * 3600_000)),
    ).toBe("not_due");
    expect((await world.ledger.horizon.loadAccount(escrowAccountId)).id).toBe(escrowAccountId);
    const sellerBefore = Number(
      (await world.ledger.horizon.loadAccount(asha.publicKey())).balances.find(
        (b) => b.asset_type === "native",
      )?.balance,
    );
    const later = new Date(cancelledAt + 24 * 3600_000 + 60_000);
    expect(await returnHeldFunds(world.app, escrow, Number(tradeId), later)).toBe("returned");
    expect(await returnHeldFunds(world.app, escrow, Number(tradeId), later)).toBe("returned");
    const sellerAfter = Number(
      (await world.ledger.horizon.loadAccount(asha.publicKey())).balances.find(
        (b) => b.asset_type === "native",
      )?.balance,
    );
    expect(sellerAfter - sellerBefore).toBeGreaterThanOrEqual(50);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
  });
});
