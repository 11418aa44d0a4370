import { fromStroops, toStroops } from "@sextant/core";
import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { rejection } from "../../../test/support/rejection";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { escrowAccounts, escrowMovements, notifications, trades } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { ESCROW_MESSAGES, type EscrowService } from "../escrow/escrow-service";
import { reconcileEscrows } from "./reconcile";
import { startTradeFlow, type TradeFlow } from "./test/trade-flow";
import { TRADE_ESCROW_PURPOSE, tradeEscrowService } from "./trade-escrow";

const MINUTE = 60_000;

/**
 * What a stranger can do to a trade's escrow, done on the real stack (API through inject, the standalone ledger
 * through the SDK): payments into E before and after the funding, a double click on "open", many escrows opened
 * by one account, a drained sponsor. Each test fails if the attack works again (docs/escrow.md 'Attacks').
 */
describe.each(TEST_DRIVERS)("escrow attacks on P2P trades (%s)", (driver) => {
  let flow: TradeFlow;
  let escrow: EscrowService;
  let fee: Keypair;

  beforeAll(async () => {
    flow = await startTradeFlow(driver);
    flow.world.app.settings.escrowReconcileMinutes = 0;
    const keys = await OperatorKeys.load(flow.world.app.database.db);
    fee = keys.keypair("fee");
    escrow = tradeEscrowService(flow.world.app, keys);
  }, 180_000);
  afterAll(async () => {
    await flow?.close();
  });

  const db = () => flow.world.app.database.db;
  const horizon = () => flow.world.ledger.horizon;
  const escrowRow = (id: string) => escrow.find(TRADE_ESCROW_PURPOSE, id);
  const exists = (accountId: string) =>
    horizon()
      .loadAccount(accountId)
      .then(
        () => true,
        () => false,
      );
  const sponsoring = async () => (await horizon().loadAccount(fee.publicKey())).num_sponsoring ?? 0;
  const open = (tradeId: string, who = flow.seller) =>
    flow.call(who, "POST", "/api/p2p/escrow/open", { tradeId });
  const confirm = (tradeId: string, hash: string) =>
    flow.call(
      flow.seller,
      "GET",
      `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
    );
  /** Earlier tests' unfunded escrows of the seller are closed, as they are once their fundings expired. */
  const closeUnfunded = async () => {
    for (const row of await escrow.listUnreconciled(TRADE_ESCROW_PURPOSE))
      await escrow.reclaimUnfunded(row, new Date(Date.now() + 7 * MINUTE));
  };
  const dust = (to: string, amount = "0.0000001", from = flow.stranger) =>
    flow.world.ledger.submit(from, [Operation.payment({ destination: to, asset: Asset.native(), amount })]);

  it("XLM dust sent to E before the funding: the seller funds, confirms and the trade starts; the release pays the buyer exactly", async () => {
    const trade = await flow.start("30");
    const opened = await open(trade.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const { escrowAccountId } = opened.json();
    await dust(escrowAccountId);
    await dust(escrowAccountId, "2");
    const { hash } = await flow.fund(trade.id);
    const confirmed = await confirm(trade.id, hash);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().trade.status).toBe("Started");
    // And after the funding too, right before the release.
    await dust(escrowAccountId, "0.0000003");
    const buyerBefore = await flow.xlm(flow.buyer.publicKey());
    const sellerBefore = await flow.xlm(flow.seller.publicKey());
    await flow.pay(trade.id);
    const received = await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", {
      tradeId: trade.id,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await escrowRow(trade.id)).toMatchObject({ status: "released" });
    expect(await exists(escrowAccountId)).toBe(false);
    expect((await flow.xlm(flow.buyer.publicKey())) - buyerBefore).toBeCloseTo(30, 7);
    // The stranger's XLM went to the seller with the merge; the seller paid nothing more than the escrow's total.
    expect((await flow.xlm(flow.seller.publicKey())) - sellerBefore).toBeCloseTo(2.0000004, 7);
    const again = await reconcileEscrows(flow.world.app, escrow);
    expect(again.problems.filter((problem) => problem.tradeId === trade.id)).toEqual([]);
  });

  it("nothing but XLM can be sent to an open E, and its funding cannot be paid into by anyone else", async () => {
    const trade = await flow.start("31");
    const { escrowAccountId } = (await open(trade.id)).json();
    const asset = flow.world.asset("LEVELG");
    // E has no trustline until the funding applies: asset dust is refused by the ledger.
    const codes = await rejection(
      flow.world.ledger.submit(flow.stranger, [
        Operation.payment({ destination: escrowAccountId, asset, amount: "0.0000001" }),
      ]),
    );
    expect(codes.operations).toEqual(["op_no_trust"]);
    // A stranger cannot take E over or configure it: only the platform's derived key controls the bare E.
    const takeover = await rejection(
      flow.world.ledger.submit(
        { publicKey: () => escrowAccountId } as Keypair,
        [Operation.setOptions({ signer: { ed25519PublicKey: flow.stranger.publicKey(), weight: 2 } })],
        [flow.stranger],
      ),
    );
    expect(takeover.transaction).toBe("tx_bad_auth");
    const { hash } = await flow.fund(trade.id);
    expect((await confirm(trade.id, hash)).statusCode).toBe(200);
    expect(await flow.world.balance(escrowAccountId, Asset.native())).toBe(
      fromStroops(toStroops(trade.cryptoAmountFromSeller)),
    );
    await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
  });

  it("a seller who pays E without ever handing over the refund signature still gets the funds back when the trade ends", async () => {
    const trade = await flow.start("35");
    const opened = await open(trade.id);
    const { fundingXdr, escrowAccountId } = opened.json();
    const funding = flow.sign(fundingXdr, flow.seller).tx;
    await horizon().submitTransaction(funding);
    const hash = Buffer.from(funding.hash()).toString("hex");
    const confirmed = await confirm(trade.id, hash);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await escrowRow(trade.id))?.refundPayerSignature).toBeNull();
    // Earlier tests' held funds go back first, so only this trade's refund is measured.
    await reconcileEscrows(flow.world.app, escrow, new Date(Date.now() + 25 * 60 * MINUTE));
    const before = await flow.xlm(flow.seller.publicKey());
    await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
    // The held funds' 24 h: then the refund the funding pre-authorised applies with the platform's signature.
    const report = await reconcileEscrows(flow.world.app, escrow, new Date(Date.now() + 25 * 60 * MINUTE));
    expect(report.problems.filter((problem) => problem.tradeId === trade.id)).toEqual([]);
    expect(await escrowRow(trade.id)).toMatchObject({ status: "refunded" });
    expect(await exists(escrowAccountId)).toBe(false);
    expect((await flow.xlm(flow.seller.publicKey())) - before).toBeCloseTo(
      Number(trade.cryptoAmountFromSeller),
      7,
    );
  });

  it("a ledger outage at the release: the stored release is submitted again by its job as soon as the ledger answers", async () => {
    await closeUnfunded();
    const trade = await flow.start("37");
    const { escrowAccountId } = await flow.accept(trade.id);
    await flow.pay(trade.id);
    const horizon = flow.world.app.horizon;
    const submit = horizon.submitTransaction;
    let down = true;
    horizon.submitTransaction = (async (...args: Parameters<typeof submit>) => {
      if (down) throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
      return submit.apply(horizon, args);
    }) as typeof submit;
    try {
      const buyerBefore = await flow.xlm(flow.buyer.publicKey());
      const received = await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", {
        tradeId: trade.id,
      });
      expect(received.statusCode, received.body).toBe(200);
      // The trade's change stands; the release is stored, not applied: the ledger did not answer.
      const stored = await db()
        .select()
        .from(escrowMovements)
        .where(eq(escrowMovements.escrowId, (await escrowRow(trade.id))?.id ?? 0));
      expect(stored.find((movement) => movement.kind === "release")?.status).toBe("submitted");
      expect(await exists(escrowAccountId)).toBe(true);
      // The ledger answers again: the resubmission job applies the same stored release within seconds, long
      // before the reconciler's next run (the schedule is off here).
      down = false;
      const deadline = Date.now() + 60_000;
      while ((await escrowRow(trade.id))?.status !== "released" && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await escrowRow(trade.id))?.status).toBe("released");
      expect(await exists(escrowAccountId)).toBe(false);
      expect((await flow.xlm(flow.buyer.publicKey())) - buyerBefore).toBeCloseTo(37, 7);
    } finally {
      horizon.submitTransaction = submit;
    }
  }, 90_000);

  it("a double click: N opens at once answer one E, which exists on the ledger, and one set of reserves", async () => {
    const trade = await flow.start("32");
    const before = await sponsoring();
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(trade.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const accounts = new Set(answers.map((answer) => answer.json().escrowAccountId));
    expect(accounts.size).toBe(1);
    const [escrowAccountId] = [...accounts] as [string];
    expect(await exists(escrowAccountId)).toBe(true);
    const [tradeRecord] = await db()
      .select()
      .from(trades)
      .where(eq(trades.id, Number(trade.id)));
    expect(tradeRecord?.escrowAccountId).toBe(escrowAccountId);
    // The bare E: its account's two base reserves, nothing else sponsored.
    expect((await sponsoring()) - before).toBe(2);
    const rows = await db()
      .select()
      .from(escrowAccounts)
      .where(and(eq(escrowAccounts.purpose, TRADE_ESCROW_PURPOSE), eq(escrowAccounts.reference, trade.id)));
    expect(rows.map((row) => row.accountId)).toEqual([escrowAccountId]);
    // Any of the answers' fundings works.
    const { hash } = await flow.fund(trade.id);
    expect((await confirm(trade.id, hash)).statusCode).toBe(200);
    await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
  });

  it("an escrow never funded is closed and its reserves reclaimed; the seller can still open a new one and fund it", async () => {
    const trade = await flow.start("33");
    const first = (await open(trade.id)).json().escrowAccountId as string;
    const before = await sponsoring();
    // Before the funding's time bound is over nothing is touched.
    const soon = await reconcileEscrows(flow.world.app, escrow, new Date(Date.now() + 2 * MINUTE));
    expect(soon.reclaimed).toBe(0);
    expect(await exists(first)).toBe(true);
    const row = await escrowRow(trade.id);
    if (!row) throw new Error("no escrow");
    expect(await escrow.reclaimUnfunded(row, new Date(Date.now() + 7 * MINUTE))).toBe("closed");
    expect(await exists(first)).toBe(false);
    expect(before - (await sponsoring())).toBe(2);
    // The funding handed out earlier can never apply now: E is gone.
    // The seller comes back within the trade's 15 minutes: a new E (the next generation), funded normally.
    const again = await open(trade.id);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().escrowAccountId as string;
    expect(second).not.toBe(first);
    const { hash, escrowAccountId } = await flow.fund(trade.id);
    expect(escrowAccountId).toBe(second);
    const confirmed = await confirm(trade.id, hash);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().trade).toMatchObject({ status: "Started", escrowAccountId: second });
    await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
  });

  it("one account cannot hold more than its share of unfunded escrows: the next open is refused (429) until one closes", async () => {
    const limit = flow.world.app.settings.escrowMaxUnfundedPerAccount;
    const buyers: Keypair[] = [];
    for (let i = 0; i < limit + 1; i += 1) {
      const buyer = await flow.world.user({ LEVELG: "200" });
      await approveKycForTest(db(), buyer.publicKey(), { name: `Buyer ${i}`, country: "IN" });
      buyers.push(buyer);
    }
    await closeUnfunded();
    const tradeIds: string[] = [];
    for (const buyer of buyers) {
      const token = await flow.world.token(buyer);
      const started = await flow.world.call(token, "POST", "/api/p2p/addBuyTrade", {
        p2padsId: flow.adId,
        amount: "30",
      });
      expect(started.statusCode, started.body).toBe(200);
      tradeIds.push(started.json().trade.id);
    }
    const before = await sponsoring();
    for (const id of tradeIds.slice(0, limit)) expect((await open(id)).statusCode).toBe(200);
    const refused = await open(tradeIds[limit] as string);
    expect([refused.statusCode, refused.json().message]).toEqual([429, ESCROW_MESSAGES.tooManyUnfunded]);
    // Asking again for an escrow already open is no new escrow and is answered.
    expect((await open(tradeIds[0] as string)).statusCode).toBe(200);
    expect((await sponsoring()) - before).toBe(2 * limit);
    // Once one is funded it no longer counts.
    const { hash } = await flow.fund(tradeIds[0] as string);
    expect((await confirm(tradeIds[0] as string, hash)).statusCode).toBe(200);
    expect((await open(tradeIds[limit] as string)).statusCode).toBe(200);
    for (const [i, id] of tradeIds.entries()) {
      const token = await flow.world.token(buyers[i] as Keypair);
      await flow.world.call(token, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: id });
    }
  });

  it("a sponsor without enough XLM: opening answers 503 with a message (never a 500) and administrators are told", async () => {
    const admin = await flow.world.user();
    flow.world.app.settings.adminAccounts.push(admin.publicKey());
    await closeUnfunded();
    const trade = await flow.start("34");
    const sponsor = await horizon().loadAccount(fee.publicKey());
    const native = sponsor.balances.find((line) => line.asset_type === "native");
    const parked = await flow.world.user();
    // Move all but a little of the sponsor's spendable XLM away.
    const minimum =
      (2 + sponsor.subentry_count + (sponsor.num_sponsoring ?? 0) - (sponsor.num_sponsored ?? 0)) * 0.5;
    const away = (Number(native?.balance) - minimum - 5).toFixed(7);
    await flow.world.ledger.submit(fee, [
      Operation.payment({ destination: parked.publicKey(), asset: Asset.native(), amount: away }),
    ]);
    try {
      // The reconciler's look at the sponsor tells the administrators before anyone is refused.
      expect(await escrow.watchSponsor()).toBe(false);
      const refused = await open(trade.id);
      expect([refused.statusCode, refused.json().message]).toEqual([503, ESCROW_MESSAGES.unavailable]);
      expect(await escrowRow(trade.id)).toMatchObject({ status: "opening" });
      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.account, admin.publicKey()));
      expect(told.map((row) => row.title)).toContain("Escrow sponsor is low");
    } finally {
      await flow.world.ledger.submit(parked, [
        Operation.payment({ destination: fee.publicKey(), asset: Asset.native(), amount: away }),
      ]);
    }
    // Topped up: the same trade opens (its row was kept) and is funded.
    const opened = await open(trade.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const { hash } = await flow.fund(trade.id);
    expect((await confirm(trade.id, hash)).statusCode).toBe(200);
    await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", { tradeId: trade.id });
  });
});
