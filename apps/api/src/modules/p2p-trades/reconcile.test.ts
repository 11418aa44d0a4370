import { fromStroops, toStroops } from "@sextant/core";
import { Asset, Horizon, Operation } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { escrowAccounts, escrowMovements, escrowReconcileRuns, notifications, trades } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { EscrowService } from "../escrow/escrow-service";
import { reconcileEscrows } from "./reconcile";
import { startTradeFlow, type TradeFlow } from "./test/trade-flow";
import { TRADE_ESCROW_PURPOSE, tradeEscrowKeys, tradeEscrowService } from "./trade-escrow";
import { applyTradeAction } from "./trade-transition";

const MINUTE = 60_000;

describe.each(TEST_DRIVERS)("escrow reconciler on the ledger (%s)", (driver) => {
  let flow: TradeFlow;
  let escrow: EscrowService;

  beforeAll(async () => {
    flow = await startTradeFlow(driver);
    // Only the runs this test makes: no scheduled run in between.
    flow.world.app.settings.escrowReconcileMinutes = 0;
    escrow = tradeEscrowService(flow.world.app, await OperatorKeys.load(flow.world.app.database.db));
  }, 180_000);
  afterAll(async () => {
    await flow?.close();
  });

  const db = () => flow.world.app.database.db;
  const reconcile = (now = new Date()) => reconcileEscrows(flow.world.app, escrow, now);
  const tradeRow = async (id: string) =>
    (
      await db()
        .select()
        .from(trades)
        .where(eq(trades.id, Number(id)))
    )[0];
  const escrowRow = async (id: string) => escrow.find(TRADE_ESCROW_PURPOSE, id);
  const exists = async (accountId: string) =>
    flow.world.ledger.horizon.loadAccount(accountId).then(
      () => true,
      () => false,
    );
  const problemsOf = (report: { problems: Array<{ tradeId: string | null; message: string }> }, id: string) =>
    report.problems.filter((problem) => problem.tradeId === id);

  it("confirms a funding that arrived on the ledger but was never confirmed, and starts the pending trade", async () => {
    const trade = await flow.start("30");
    const { escrowAccountId, hash } = await flow.fund(trade.id);
    expect((await tradeRow(trade.id))?.status).toBe("pending_user_transfer");

    const report = await reconcile();
    expect(report).toMatchObject({ confirmed: 1, settled: 0, resubmitted: 0, recorded: 0 });
    expect(problemsOf(report, trade.id)).toEqual([]);
    expect((await tradeRow(trade.id))?.status).toBe("Started");
    expect(await escrowRow(trade.id)).toMatchObject({ status: "funded", fundingHash: hash });
    // The buyer is told, once, that the seller accepted.
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.objectId, trade.id), eq(notifications.title, "Trade accepted")));
    expect(told.map((row) => row.account)).toEqual([flow.buyer.publicKey()]);

    // The seller's own confirmation, arriving late with the same funding, gets the same answer.
    const late = await flow.call(
      flow.seller,
      "GET",
      `/api/p2p/confirmEscrowPayment?tradeId=${trade.id}&transaction_hash=${hash}`,
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().trade).toMatchObject({ status: "Started", escrowAccountId });

    const again = await reconcile();
    expect(again).toMatchObject({ confirmed: 0, settled: 0, resubmitted: 0, recorded: 0 });
    expect(await exists(escrowAccountId)).toBe(true);
  });

  it("refunds a funding that arrived after the pending trade's 15 minutes: the trade expires, E is merged", async () => {
    const trade = await flow.start("31");
    const { escrowAccountId } = await flow.fund(trade.id);
    const before = await flow.xlm(flow.seller.publicKey());

    const report = await reconcile(new Date(Date.now() + 16 * MINUTE));
    expect(report).toMatchObject({ confirmed: 1, settled: 1 });
    expect((await tradeRow(trade.id))?.status).toBe("Cancelled");
    expect((await escrowRow(trade.id))?.status).toBe("refunded");
    expect(await exists(escrowAccountId)).toBe(false);
    // Everything paid in (amount + the seller's fee) comes back; the platform pays the refund's fee.
    expect((await flow.xlm(flow.seller.publicKey())) - before).toBeCloseTo(
      Number(trade.cryptoAmountFromSeller),
      7,
    );
  });

  it("releases a completed trade whose release was never built (a crash right after the state change)", async () => {
    const trade = await flow.start("32");
    const { escrowAccountId } = await flow.accept(trade.id);
    await flow.pay(trade.id);
    // 'I have received' committed, then the process died before the platform signed the release.
    await applyTradeAction(db(), {
      tradeId: Number(trade.id),
      action: "I_HAVE_RECEIVED",
      caller: flow.seller.publicKey(),
    });
    const buyerBefore = await flow.xlm(flow.buyer.publicKey());

    const report = await reconcile();
    expect(report).toMatchObject({ settled: 1, resubmitted: 0 });
    expect(problemsOf(report, trade.id)).toEqual([]);
    expect((await flow.xlm(flow.buyer.publicKey())) - buyerBefore).toBeCloseTo(32, 7);
    expect(await exists(escrowAccountId)).toBe(false);
    expect((await escrowRow(trade.id))?.status).toBe("released");

    // The next run finds it merged and stops looking at it; nothing moves twice.
    const again = await reconcile();
    expect(again).toMatchObject({ settled: 0, resubmitted: 0, recorded: 0 });
    expect((await escrowRow(trade.id))?.reconciledAt).not.toBeNull();
  });

  it("submits a stored release that never reached the ledger again, byte for byte", async () => {
    const trade = await flow.start("33");
    const { escrowAccountId } = await flow.accept(trade.id);
    await flow.pay(trade.id);
    await applyTradeAction(db(), {
      tradeId: Number(trade.id),
      action: "I_HAVE_RECEIVED",
      caller: flow.seller.publicKey(),
    });
    // The platform stored the signed release, then the ledger was unreachable.
    const keys = tradeEscrowKeys(flow.world.app, await OperatorKeys.load(db()));
    const cutOff = new EscrowService(
      db(),
      new Horizon.Server("http://127.0.0.1:9", { allowHttp: true }),
      { signer: keys.signer, sponsor: keys.sponsor },
      flow.world.ledger.ledger.networkPassphrase,
    );
    const held = await escrowRow(trade.id);
    if (!held) throw new Error("no escrow");
    expect(await cutOff.settle(held, "release")).toMatchObject({ applied: false });
    const [stored] = await db().select().from(escrowMovements).where(eq(escrowMovements.escrowId, held.id));
    const outcome = (
      await db().select().from(escrowMovements).where(eq(escrowMovements.escrowId, held.id))
    ).find((movement) => movement.kind === "release");
    expect(stored).toBeDefined();
    expect(outcome?.status).toBe("submitted");

    const report = await reconcile();
    expect(report).toMatchObject({ resubmitted: 1, settled: 0 });
    const [after] = await db()
      .select()
      .from(escrowMovements)
      .where(and(eq(escrowMovements.escrowId, held.id), eq(escrowMovements.kind, "release")));
    expect(after).toMatchObject({
      status: "applied",
      hash: outcome?.hash,
      envelopeXdr: outcome?.envelopeXdr,
    });
    expect(await exists(escrowAccountId)).toBe(false);
  });

  it("records an outcome that applied but whose answer was lost, submitting nothing", async () => {
    const trade = await flow.start("34");
    await flow.accept(trade.id);
    await flow.pay(trade.id);
    const done = await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", {
      tradeId: trade.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    const held = await escrowRow(trade.id);
    if (!held) throw new Error("no escrow");
    // As if the answer never came: the database still says submitted and funded.
    await db()
      .update(escrowMovements)
      .set({ status: "submitted", appliedAt: null })
      .where(and(eq(escrowMovements.escrowId, held.id), eq(escrowMovements.kind, "release")));
    await db().update(escrowAccounts).set({ status: "funded" }).where(eq(escrowAccounts.id, held.id));

    const report = await reconcile();
    expect(report).toMatchObject({ recorded: 1, resubmitted: 0, settled: 0 });
    expect((await escrowRow(trade.id))?.status).toBe("released");
  });

  it("returns held funds only once the 24 hours after the cancellation are over", async () => {
    const trade = await flow.start("35");
    const { escrowAccountId } = await flow.accept(trade.id);
    const cancelled = await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", {
      tradeId: trade.id,
    });
    expect(cancelled.json().trade).toMatchObject({ status: "Cancelled_With_Holded_Funds" });

    const early = await reconcile(new Date(Date.now() + 23 * 60 * MINUTE));
    expect(early.settled).toBe(0);
    expect(await exists(escrowAccountId)).toBe(true);
    const before = await flow.xlm(flow.seller.publicKey());
    const due = await reconcile(new Date(Date.now() + 24 * 60 * MINUTE + MINUTE));
    expect(due.settled).toBe(1);
    expect(await exists(escrowAccountId)).toBe(false);
    expect((await flow.xlm(flow.seller.publicKey())) - before).toBeCloseTo(
      Number(trade.cryptoAmountFromSeller),
      7,
    );
  });

  it("XLM a stranger sends to a funded escrow blocks nothing: no problem, and the refund returns it all to the seller", async () => {
    const trade = await flow.start("36");
    const { escrowAccountId } = await flow.accept(trade.id);
    await flow.world.ledger.submit(flow.stranger, [
      Operation.payment({ destination: escrowAccountId, asset: Asset.native(), amount: "1" }),
    ]);
    const report = await reconcile();
    expect(problemsOf(report, trade.id)).toEqual([]);
    expect((await tradeRow(trade.id))?.status).toBe("Started");
    const holds = fromStroops(toStroops(trade.cryptoAmountFromSeller) + 10_000_000n);
    expect(await flow.world.balance(escrowAccountId, Asset.native())).toBe(holds);

    // The buyer cancels a funded trade (funds held 24 h): then the refund applies and carries the stranger's XLM
    // to the seller too.
    const before = await flow.xlm(flow.seller.publicKey());
    const cancelled = await flow.call(flow.buyer, "POST", "/api/p2p/cancleTradeByBuyer", {
      tradeId: trade.id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const later = await reconcile(new Date(Date.now() + 25 * 60 * MINUTE));
    expect(problemsOf(later, trade.id)).toEqual([]);
    expect(await exists(escrowAccountId)).toBe(false);
    expect((await escrowRow(trade.id))?.status).toBe("refunded");
    expect((await flow.xlm(flow.seller.publicKey())) - before).toBeCloseTo(
      Number(trade.cryptoAmountFromSeller) + 1,
      7,
    );
  });

  it("a trade completed without the buyer's release signature waits for it, then is released when it comes", async () => {
    const trade = await flow.start("37");
    const { escrowAccountId } = await flow.accept(trade.id);
    const later = new Date(Date.now() + 16 * MINUTE);
    // Nobody paid; the seller opens the expiry dispute, then concedes it from the chat.
    await applyTradeAction(db(), {
      tradeId: Number(trade.id),
      action: "DISPUTE_EXPIRED",
      caller: flow.seller.publicKey(),
      now: later,
    });
    await applyTradeAction(db(), {
      tradeId: Number(trade.id),
      action: "I_HAVE_RECEIVED",
      caller: flow.seller.publicKey(),
      now: later,
    });
    const report = await reconcile(later);
    expect(problemsOf(report, trade.id).map((problem) => problem.message)).toEqual([
      "the trade is completed but the buyer has not signed the release yet",
    ]);
    expect(await exists(escrowAccountId)).toBe(true);

    const { releaseXdr } = (
      await flow.call(flow.buyer, "GET", `/api/p2p/escrow/release?tradeId=${trade.id}`)
    ).json();
    const signature = flow.sign(releaseXdr, flow.buyer).signature;
    const bySeller = await flow.call(flow.seller, "POST", "/api/p2p/escrow/releaseSignature", {
      tradeId: trade.id,
      signature,
    });
    expect(bySeller.statusCode).toBe(403);
    const byStranger = await flow.call(flow.stranger, "POST", "/api/p2p/escrow/releaseSignature", {
      tradeId: trade.id,
      signature,
    });
    expect(byStranger.statusCode).toBe(404);
    const forged = await flow.call(flow.buyer, "POST", "/api/p2p/escrow/releaseSignature", {
      tradeId: trade.id,
      signature: flow.sign(releaseXdr, flow.stranger).signature,
    });
    expect(forged.statusCode).toBe(400);
    const signed = await flow.call(flow.buyer, "POST", "/api/p2p/escrow/releaseSignature", {
      tradeId: trade.id,
      signature,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ released: true });
    expect(await exists(escrowAccountId)).toBe(false);
    expect(problemsOf(await reconcile(later), trade.id)).toEqual([]);
  });

  it("stops looking at an escrow opened but never funded, once no funding handed out can still arrive", async () => {
    const trade = await flow.start("38");
    const opened = await flow.call(flow.seller, "POST", "/api/p2p/escrow/open", { tradeId: trade.id });
    expect(opened.statusCode, opened.body).toBe(200);
    await flow.call(flow.seller, "POST", "/api/p2p/rejectTrade", { tradeId: trade.id });
    const soon = await reconcile(new Date(Date.now() + 5 * MINUTE));
    expect(problemsOf(soon, trade.id)).toEqual([]);
    expect((await escrowRow(trade.id))?.reconciledAt).toBeNull();
    expect(await exists(opened.json().escrowAccountId)).toBe(true);
    const later = await reconcile(new Date(Date.now() + 11 * MINUTE));
    expect(later.reclaimed).toBeGreaterThanOrEqual(1);
    // Closed, and E merged back into the sponsor: its reserves are the operator's again.
    expect(await escrowRow(trade.id)).toMatchObject({ status: "closed", reconciledAt: expect.any(Date) });
    expect(await exists(opened.json().escrowAccountId)).toBe(false);
  });

  it("reports an outcome that is not the one its trade's end allows", async () => {
    const trade = await flow.start("39");
    await flow.accept(trade.id);
    await flow.pay(trade.id);
    await flow.call(flow.seller, "POST", "/api/p2p/claimAmountRecivedBySeller", { tradeId: trade.id });
    expect((await escrowRow(trade.id))?.status).toBe("released");
    // A record that went wrong: the trade says cancelled, the ledger says released.
    await db()
      .update(trades)
      .set({ status: "Cancelled" })
      .where(eq(trades.id, Number(trade.id)));
    const report = await reconcile();
    expect(problemsOf(report, trade.id).map((problem) => problem.message)).toEqual([
      "the escrow was released but the trade is Cancelled",
    ]);
    expect((await escrowRow(trade.id))?.reconciledAt).toBeNull();
    await db()
      .update(trades)
      .set({ status: "Completed" })
      .where(eq(trades.id, Number(trade.id)));
    expect(problemsOf(await reconcile(), trade.id)).toEqual([]);
    expect((await escrowRow(trade.id))?.reconciledAt).not.toBeNull();
  });

  it("shows the runs and open escrows to administrators only, and runs now on request", async () => {
    const admin = await flow.world.user();
    flow.world.app.settings.adminAccounts.push(admin.publicKey());
    const adminToken = await flow.world.token(admin);
    const url = "/api/admin/escrow/reconciliation";

    expect((await flow.world.call(undefined, "GET", url)).statusCode).toBe(401);
    expect((await flow.world.call(undefined, "POST", `${url}/run`)).statusCode).toBe(401);
    const denied = await flow.call(flow.buyer, "GET", url);
    expect([denied.statusCode, denied.json().message]).toEqual([403, "This needs an administrator account."]);
    expect((await flow.call(flow.seller, "POST", `${url}/run`)).statusCode).toBe(403);

    const runsBefore = (await db().select().from(escrowReconcileRuns)).length;
    const ran = await flow.world.call(adminToken, "POST", `${url}/run`);
    expect(ran.statusCode, ran.body).toBe(200);
    expect((await db().select().from(escrowReconcileRuns)).length).toBe(runsBefore + 1);
    const body = ran.json();
    expect(body.runs[0]).toMatchObject({ trigger: "admin" });
    expect(body.runs[0].checked).toBeGreaterThan(0);
    expect(body.horizonUrl).toMatch(/^http/);
    const open = body.openEscrows.map((row: { reference: string }) => row.reference);
    // Started and held trades' escrows are open; released and refunded ones are not.
    const first = (await db().select().from(trades).orderBy(trades.id))[0];
    expect(open).toContain(String(first?.id));
    const overview = await flow.world.call(adminToken, "GET", url);
    expect(overview.json().runs[0].id).toBe(body.runs[0].id);
  });
});
