import { TRADE_MESSAGES, type TTrade } from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { notifications, trades } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { UNKNOWN_ACTION } from "./generic-action-routes";
import { startTradeFlow, type TradeFlow } from "./test/trade-flow";
import { tradeProgressPath } from "./trade-announce";
import { openTradeEscrow, tradeEscrowService } from "./trade-escrow";
import { expireTrade } from "./trade-jobs";

const MINUTE = 60_000;

describe.each(TEST_DRIVERS)(
  "trade operations: notifications, generic action, hold check, details (%s)",
  (driver) => {
    let flow: TradeFlow;
    let fee: string;

    beforeAll(async () => {
      flow = await startTradeFlow(driver);
      flow.world.app.settings.escrowReconcileMinutes = 0;
      fee = (await OperatorKeys.load(flow.world.app.database.db)).keypair("fee").publicKey();
    }, 180_000);
    afterAll(async () => {
      await flow?.close();
    });

    const db = () => flow.world.app.database.db;
    const who = (account: string) =>
      account === flow.buyer.publicKey() ? "buyer" : account === flow.seller.publicKey() ? "seller" : account;
    /** The stored notifications of one trade, oldest first, as (who, title). */
    const told = async (tradeId: string) =>
      (
        await db()
          .select()
          .from(notifications)
          .where(eq(notifications.objectId, tradeId))
          .orderBy(asc(notifications.id))
      ).map((row) => [who(row.account), row.title]);

    describe("every status change tells the other party once, with a link to the trade", () => {
      it("start → accepted → paid → completed: the ad owner, then the buyer, the seller, the buyer", async () => {
        const trade = await flow.start("30");
        expect(await told(trade.id)).toEqual([["seller", "New P2P trade"]]);
        await flow.accept(trade.id);
        expect(await told(trade.id)).toEqual([
          ["seller", "New P2P trade"],
          ["buyer", "Trade accepted"],
        ]);
        await flow.pay(trade.id);
        const done = await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", {
          tradeId: trade.id,
        });
        expect(done.statusCode, done.body).toBe(200);
        expect(await told(trade.id)).toEqual([
          ["seller", "New P2P trade"],
          ["buyer", "Trade accepted"],
          ["seller", "Buyer has paid"],
          ["buyer", "Trade completed"],
        ]);
        const rows = await db().select().from(notifications).where(eq(notifications.objectId, trade.id));
        expect(new Set(rows.map((row) => row.path))).toEqual(new Set([tradeProgressPath(trade.id)]));
        expect(rows.map((row) => row.text)).toEqual([
          "A user has started a trade with you via Local Bank.",
          "The seller has accepted your trade.",
          "The buyer has paid you via Local Bank.",
          "The seller has received the amount. The trade is completed.",
        ]);
        // The bell's list of the buyer has them (the same API the header reads).
        const bell = await flow.call(
          flow.buyer,
          "GET",
          `/api/notifications/getNotifications?address=${flow.buyer.publicKey()}`,
        );
        expect(bell.statusCode, bell.body).toBe(200);
        expect(JSON.stringify(bell.json())).toContain(tradeProgressPath(trade.id));
      });

      it("a rejection tells the buyer, a buyer's cancellation the seller, a dispute the buyer", async () => {
        const rejected = await flow.start("31");
        await flow.call(flow.seller, "POST", "/api/p2p/rejectTrade", { tradeId: rejected.id });
        expect(await told(rejected.id)).toEqual([
          ["seller", "New P2P trade"],
          ["buyer", "Trade cancelled"],
        ]);

        const cancelled = await flow.start("32");
        await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: cancelled.id });
        expect(await told(cancelled.id)).toEqual([
          ["seller", "New P2P trade"],
          ["seller", "Trade cancelled"],
        ]);

        const disputed = await flow.start("33");
        await flow.accept(disputed.id);
        await flow.pay(disputed.id);
        const notReceived = await flow.call(flow.seller, "POST", "/api/p2p/disputeAmountNotRecivedBySeller", {
          tradeId: disputed.id,
        });
        expect(notReceived.statusCode, notReceived.body).toBe(200);
        // The trade module tells the buyer the trade is disputed (once); the dispute module, whose case opens with
        // the change, then tells both parties the evidence window.
        const afterDispute = (await told(disputed.id)).slice(3);
        expect(afterDispute.filter(([, title]) => title === "Trade disputed")).toEqual([
          ["buyer", "Trade disputed"],
        ]);
        expect(afterDispute.filter(([, title]) => title !== "Trade disputed")).toEqual([
          ["buyer", "Dispute evidence window"],
          ["seller", "Dispute evidence window"],
        ]);
      });

      it("the platform's expiry tells both parties; a replayed start tells no one again", async () => {
        const trade = await flow.start("34");
        expect(
          await expireTrade(flow.world.app, Number(trade.id), new Date(Date.now() + 16 * MINUTE)),
        ).not.toBeNull();
        expect(await told(trade.id)).toEqual([
          ["seller", "New P2P trade"],
          ["buyer", "Trade cancelled"],
          ["seller", "Trade cancelled"],
        ]);
        // Running the job again changes nothing and tells no one.
        expect(
          await expireTrade(flow.world.app, Number(trade.id), new Date(Date.now() + 17 * MINUTE)),
        ).toBeNull();
        expect(await told(trade.id)).toHaveLength(3);

        const body = { p2padsId: flow.adId, amount: "35", idempotency_key: "same-click-twice" };
        const first = await flow.call(flow.buyer, "POST", "/api/p2p/addBuyTrade", body);
        const second = await flow.call(flow.buyer, "POST", "/api/p2p/addBuyTrade", body);
        expect(second.json().trade.id).toBe(first.json().trade.id);
        expect(await told(first.json().trade.id)).toEqual([["seller", "New P2P trade"]]);
        await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", {
          tradeId: first.json().trade.id,
        });
      });
    });

    describe("POST /api/p2p/{action}: accept (hold balance) and reject", () => {
      it("refuses visitors, strangers, the buyer, and names it doesn't know", async () => {
        const trade = await flow.start("30");
        const visitor = await flow.call(undefined, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect([visitor.statusCode, visitor.json().message]).toEqual([401, TRADE_MESSAGES.notLoggedIn]);
        const stranger = await flow.call(flow.stranger, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect([stranger.statusCode, stranger.json().message]).toEqual([404, TRADE_MESSAGES.tradeNotFound]);
        const buyer = await flow.call(flow.buyer, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect([buyer.statusCode, buyer.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
        const buyerRejects = await flow.call(flow.buyer, "POST", "/api/p2p/reject", { tradeId: trade.id });
        expect([buyerRejects.statusCode, buyerRejects.json().message]).toEqual([
          403,
          TRADE_MESSAGES.onlyAdOwner,
        ]);
        const unknown = await flow.call(flow.seller, "POST", "/api/p2p/dance", { tradeId: trade.id });
        expect([unknown.statusCode, unknown.json().message]).toEqual([404, UNKNOWN_ACTION]);
        const rejected = await flow.call(flow.seller, "POST", "/api/p2p/REJECT", { tradeId: trade.id });
        expect(rejected.statusCode, rejected.body).toBe(200);
        expect(rejected.json()).toMatchObject({ step: "rejected", trade: { status: "Cancelled" } });
        const late = await flow.call(flow.seller, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect([late.statusCode, late.json().message]).toEqual([409, TRADE_MESSAGES.tradeFinished]);
      });

      it("accepts in two calls around the wallet: the transactions to sign, then the funding's hash", async () => {
        const trade = await flow.start("36");
        const first = await flow.call(flow.seller, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect(first.statusCode, first.body).toBe(200);
        const signing = first.json();
        expect(signing).toMatchObject({ step: "sign", sellerStellarMemo: `p2p-${trade.id}` });
        expect(signing.trade.status).toBe("pending_user_transfer");
        // The same call again answers the same escrow account.
        const again = await flow.call(flow.seller, "POST", "/api/p2p/hold", { tradeId: trade.id });
        expect(again.json().escrowAccountId).toBe(signing.escrowAccountId);

        const funding = flow.sign(signing.fundingXdr, flow.seller);
        await flow.world.ledger.horizon.submitTransaction(funding.tx);
        const second = await flow.call(flow.seller, "POST", "/api/p2p/accept", {
          tradeId: trade.id,
          refundSignature: flow.sign(signing.refundXdr, flow.seller).signature,
          transaction_hash: Buffer.from(funding.tx.hash()).toString("hex"),
        });
        expect(second.statusCode, second.body).toBe(200);
        expect(second.json()).toMatchObject({
          step: "accepted",
          message: TRADE_MESSAGES.accepted,
          trade: { status: "Started", escrowAccountId: signing.escrowAccountId },
        });
        // A retry after a lost answer: the same answer, nothing moves.
        const retry = await flow.call(flow.seller, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect(retry.json()).toMatchObject({ step: "accepted", trade: { status: "Started" } });
        await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
      });

      it("on a sell trade the seller is the trade's creator: the buy ad's owner cannot accept, only reject", async () => {
        const ad = await flow.call(flow.buyer, "POST", "/api/p2p/addBuyAd", {
          assetCode: "XLM",
          detailed: false,
          unitPrice: "29.00",
          minQty: "30",
          maxQty: "100",
          total_amount: "500",
          location: "IN",
          payment_method: "Local_Bank",
          bank_name: "Punjab National Bank",
        });
        expect(ad.statusCode, ad.body).toBe(200);
        const started = await flow.call(flow.seller, "POST", "/api/p2p/addSellTrade", {
          p2padsId: String(ad.json().ad.id),
          amount: "30",
          bank_name: "Canara Bank",
          bank_account_number: "99887766",
        });
        expect(started.statusCode, started.body).toBe(200);
        const trade = started.json().trade as TTrade;
        expect(trade).toMatchObject({ seller: flow.seller.publicKey(), buyer: flow.buyer.publicKey() });
        const owner = await flow.call(flow.buyer, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect([owner.statusCode, owner.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
        const creator = await flow.call(flow.seller, "POST", "/api/p2p/accept", { tradeId: trade.id });
        expect(creator.json()).toMatchObject({ step: "sign" });
        const rejected = await flow.call(flow.buyer, "POST", "/api/p2p/reject", { tradeId: trade.id });
        expect(rejected.json()).toMatchObject({ step: "rejected", trade: { status: "Cancelled" } });
      });
    });

    it("the hold-balance check: a seller whose balance no longer covers amount + fee cannot open the escrow", async () => {
      const poor = await flow.world.user({ LEVELG: "200" });
      await approveKycForTest(db(), poor.publicKey(), { name: "Kiran Das", country: "IN" });
      const token = await flow.world.token(poor);
      const ad = await flow.world.call(token, "POST", "/api/p2p/addSellAd", {
        assetCode: "XLM",
        detailed: true,
        unitPrice: "29.40",
        minQty: "30",
        maxQty: "100",
        total_amount: "100",
        location: "IN",
        payment_method: "Local_Bank",
        bank_name: "Canara Bank",
        bank_account_number: "0099",
        bank_account_title: "Kiran Das",
      });
      expect(ad.statusCode, ad.body).toBe(200);
      const started = await flow.call(flow.buyer, "POST", "/api/p2p/addBuyTrade", {
        p2padsId: String(ad.json().ad.id),
        amount: "50",
      });
      const tradeId = started.json().trade.id as string;
      const check = (publicKey: string) =>
        flow.world.call(token, "GET", `/api/p2p/checkHoldBalance?memo=p2p-${tradeId}&publicKey=${publicKey}`);
      expect((await check(poor.publicKey())).json()).toMatchObject({ tradeId, enough: true });
      // The seller spends most of it elsewhere meanwhile.
      await flow.world.ledger.submit(poor, [
        Operation.payment({ destination: flow.stranger.publicKey(), asset: Asset.native(), amount: "9960" }),
      ]);
      const short = (await check(poor.publicKey())).json();
      expect(short).toMatchObject({ enough: false, message: TRADE_MESSAGES.notEnoughBalance });
      expect(Number(short.required)).toBeGreaterThan(50);
      const refused = await flow.world.call(token, "POST", "/api/p2p/accept", { tradeId });
      expect([refused.statusCode, refused.json().message]).toEqual([400, TRADE_MESSAGES.notEnoughBalance]);
      const viaOpen = await flow.world.call(token, "POST", "/api/p2p/escrow/open", { tradeId });
      expect([viaOpen.statusCode, viaOpen.json().message]).toEqual([400, TRADE_MESSAGES.notEnoughBalance]);
      // Only about oneself, and only the seller.
      expect((await check(flow.buyer.publicKey())).statusCode).toBe(403);
      const asBuyer = await flow.call(
        flow.buyer,
        "GET",
        `/api/p2p/checkHoldBalance?memo=p2p-${tradeId}&publicKey=${flow.buyer.publicKey()}`,
      );
      expect([asBuyer.statusCode, asBuyer.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
    });

    it("payment details go only to the buyer of an active trade", async () => {
      const trade = await flow.start("40");
      const view = async (whom: typeof flow.buyer) =>
        (await flow.call(whom, "GET", `/api/p2p/getTradeById?tradeId=${trade.id}`)).json().trade as TTrade;
      expect(await view(flow.buyer)).toMatchObject({
        bank_name: "State Bank of India",
        bank_account_number: "001234567",
        bank_account_title: "Asha Rao",
      });
      expect(await view(flow.seller)).toMatchObject({
        bank_name: "",
        bank_account_number: "",
        bank_account_title: "",
      });
      const stranger = await flow.call(flow.stranger, "GET", `/api/p2p/getTradeById?tradeId=${trade.id}`);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain("001234567");
      const strangerList = await flow.call(flow.stranger, "GET", "/api/p2p/getActiveTradeByAccountId");
      expect(strangerList.body).not.toContain("001234567");
      const buyerList = await flow.call(flow.buyer, "GET", "/api/p2p/getActiveTradeByAccountId");
      expect(buyerList.body).toContain("001234567");
      await flow.accept(trade.id);
      await flow.pay(trade.id);
      await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", { tradeId: trade.id });
      expect(await view(flow.buyer)).toMatchObject({ status: "Completed", bank_account_number: "" });
      const history = (await flow.call(flow.buyer, "GET", "/api/p2p/getTradeByAccountId")).json();
      const finished = history.trades.find((entry: TTrade) => entry.id === trade.id);
      expect(finished).toMatchObject({ status: "Completed", bank_account_number: "", bank_name: "" });
    });

    it("ESCROW_SIGNER_SECRET is the signer the ledger lists on a new escrow", async () => {
      const app = flow.world.app;
      const chosen = Keypair.random();
      app.settings.escrowSignerSecret = chosen.secret();
      try {
        const service = tradeEscrowService(app, await OperatorKeys.load(db()));
        const trade = await flow.start("30");
        const [row] = await db()
          .select()
          .from(trades)
          .where(eq(trades.id, Number(trade.id)));
        if (!row) throw new Error("no trade");
        const opened = await openTradeEscrow(app, service, row, fee);
        // The signers are set by the seller's funding, in the same transaction that pays E.
        const { fundingXdr } = await service.payerTransactions(opened, row.sellerStellarMemo);
        await flow.world.ledger.horizon.submitTransaction(flow.sign(fundingXdr, flow.seller).tx);
        const account = await flow.world.ledger.horizon.loadAccount(opened.accountId);
        const weights = Object.fromEntries(account.signers.map((signer) => [signer.key, signer.weight]));
        expect(weights[chosen.publicKey()]).toBe(1);
        expect(weights[fee]).toBeUndefined();
        await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
      } finally {
        app.settings.escrowSignerSecret = undefined;
      }
    });
  },
);
