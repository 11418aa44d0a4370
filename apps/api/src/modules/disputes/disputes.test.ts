import { DISPUTE_MESSAGES, P2P_MESSAGES, TRADE_MESSAGES, type TTrade } from "@sextant/core";
import { type Keypair, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { disputeCases, escrowMovements, notifications, trades } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { type P2pWorld, SELL_XLM_IN_INDIA, startP2pWorld } from "../p2p/test/p2p-world";
import { tradeEscrowService } from "../p2p-trades/trade-escrow";
import { expireTrade } from "../p2p-trades/trade-jobs";
import { applyTradeAction } from "../p2p-trades/trade-transition";
import { postTradeChat } from "../trade-talk/chat-store";
import { syncDisputeCases } from "./dispute-cases";
import { finishPendingRulings, runDisputeDeadline } from "./dispute-ruling";

const driver = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const HOUR = 3600_000;

describe(`disputes and the admin desk on the ledger (${driver})`, () => {
  let world: P2pWorld;
  let seller: Keypair;
  let buyer: Keypair;
  let stranger: Keypair;
  let admin: Keypair;
  const tokens = new Map<Keypair, string>();
  let adId: string;

  beforeAll(async () => {
    world = await startP2pWorld(driver);
    seller = await world.user({ LEVELG: "200" });
    buyer = await world.user({ LEVELG: "200" });
    stranger = await world.user({ LEVELG: "200" });
    admin = await world.user();
    const db = world.app.database.db;
    await approveKycForTest(db, seller.publicKey(), { name: "Asha Rao", country: "IN" });
    await approveKycForTest(db, buyer.publicKey(), { name: "Ravi Kumar", country: "IN" });
    await approveKycForTest(db, stranger.publicKey(), { name: "Meera Iyer", country: "IN" });
    // The admin list is read on every call.
    world.app.settings.adminAccounts.push(admin.publicKey());
    for (const k of [seller, buyer, stranger, admin]) tokens.set(k, await world.token(k));
    const ad = await world.call(tokens.get(seller), "POST", "/api/p2p/addSellAd", SELL_XLM_IN_INDIA);
    expect(ad.statusCode, ad.body).toBe(200);
    adId = String(ad.json().ad.id);
    await world.ledger.fund((await OperatorKeys.load(db)).keypair("fee"));
  }, 180_000);
  afterAll(async () => {
    await world?.close();
  });

  const call = (who: Keypair | undefined, method: "GET" | "POST", url: string, body?: object) =>
    world.call(who ? tokens.get(who) : undefined, method, url, body);
  const passphrase = () => world.ledger.ledger.networkPassphrase;
  const signature = (xdr: string, who: Keypair) => {
    const tx = TransactionBuilder.fromXDR(xdr, passphrase()) as Transaction;
    tx.sign(who);
    return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
  };
  const xlm = async (who: string) =>
    Number(
      (await world.ledger.horizon.loadAccount(who)).balances.find((b) => b.asset_type === "native")?.balance,
    );
  const db = () => world.app.database.db;
  const escrow = async () => tradeEscrowService(world.app, await OperatorKeys.load(db()));

  /** A trade held in escrow (Started); with `paid`, the buyer signed the release and said 'I have paid'. */
  async function heldTrade(
    amount: string,
    paid: boolean,
  ): Promise<{ tradeId: string; escrowAccountId: string }> {
    const started = await call(buyer, "POST", "/api/p2p/addBuyTrade", { p2padsId: adId, amount });
    expect(started.statusCode, started.body).toBe(200);
    const tradeId = (started.json().trade as TTrade).id;
    const opened = await call(seller, "POST", "/api/p2p/escrow/open", { tradeId });
    expect(opened.statusCode, opened.body).toBe(200);
    const { escrowAccountId, fundingXdr, refundXdr } = opened.json();
    await call(seller, "POST", "/api/p2p/escrow/refundSignature", {
      tradeId,
      signature: signature(refundXdr, seller).signature,
    });
    const funding = signature(fundingXdr, seller);
    await world.ledger.horizon.submitTransaction(funding.tx);
    const hash = Buffer.from(funding.tx.hash()).toString("hex");
    const confirmed = await call(
      seller,
      "GET",
      `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
    );
    expect(confirmed.json().trade?.status, confirmed.body).toBe("Started");
    if (paid) {
      const { releaseXdr } = (await call(buyer, "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`)).json();
      const claimed = await call(buyer, "POST", "/api/p2p/claimAmountTransferByBuyer", {
        tradeId,
        releaseSignature: signature(releaseXdr, buyer).signature,
      });
      expect(claimed.json().trade?.status, claimed.body).toBe("FundsSent");
    }
    return { tradeId, escrowAccountId };
  }

  /** An expiry dispute opened by `side` once the time frame has passed (the trade's clock moved on). */
  async function expiryDispute(tradeId: string, side: "buyer" | "seller") {
    const later = new Date(Date.now() + 16 * 60_000);
    await applyTradeAction(db(), {
      tradeId: Number(tradeId),
      action: "DISPUTE_EXPIRED",
      caller: (side === "buyer" ? buyer : seller).publicKey(),
      now: later,
    });
  }

  const notified = async (who: Keypair, title: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.account, who.publicKey()), eq(notifications.title, title)))
    ).length;
  const caseOf = async (tradeId: string) =>
    (
      await db()
        .select()
        .from(disputeCases)
        .where(eq(disputeCases.tradeId, Number(tradeId)))
    )[0];
  const outcomes = async (tradeId: string) => {
    const held = await (await escrow()).find("p2p_trade", tradeId);
    return db()
      .select()
      .from(escrowMovements)
      .where(and(eq(escrowMovements.escrowId, held?.id ?? 0), sql`${escrowMovements.kind} <> 'funding'`));
  };

  let caseA: { tradeId: string; escrowAccountId: string };

  it("opening a dispute freezes the timers, makes one case and tells the other party once", async () => {
    caseA = await heldTrade("40", true);
    const { tradeId } = caseA;
    const disputed = await call(seller, "POST", "/api/p2p/disputeAmountNotRecivedBySeller", { tradeId });
    expect(disputed.json().trade?.status, disputed.body).toBe("Disputed");
    // The case exists as soon as the action answered: the trade module's change listener made it, not a sync.
    expect(await caseOf(tradeId)).toMatchObject({ status: "open", openedBy: "seller" });

    // A sync afterwards (twice) changes nothing and tells no one again.
    await syncDisputeCases(world.app);
    await syncDisputeCases(world.app);
    const row = await caseOf(tradeId);
    expect(row).toMatchObject({
      status: "open",
      openedBy: "seller",
      reason: "not_received",
      settlement: "none",
    });
    expect(row?.evidenceDeadline.getTime()).toBe((row?.openedAt.getTime() ?? 0) + 48 * HOUR);
    // The trade module tells the buyer the trade is Disputed; the case tells both the evidence window, once.
    expect(await notified(buyer, "Trade disputed")).toBe(1);
    expect(await notified(seller, "Trade disputed")).toBe(0);
    expect(await notified(buyer, "Dispute evidence window")).toBe(1);
    expect(await notified(seller, "Dispute evidence window")).toBe(1);

    // No expiry runs on a Disputed trade, however late.
    expect(await expireTrade(world.app, Number(tradeId), new Date(Date.now() + 30 * 24 * HOUR))).toBeNull();
    const [trade] = await db()
      .select()
      .from(trades)
      .where(eq(trades.id, Number(tradeId)));
    expect(trade?.status).toBe("Disputed");

    // Each party reads its dispute; a stranger is told there is none.
    const mine = await call(buyer, "GET", `/api/p2p/disputes/case?tradeId=${tradeId}`);
    expect(mine.json().dispute).toMatchObject({ status: "open", openedBy: "seller", mustSignRelease: false });
    const theirs = await call(stranger, "GET", `/api/p2p/disputes/case?tradeId=${tradeId}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, TRADE_MESSAGES.tradeNotFound]);
    const visitor = await call(undefined, "GET", `/api/p2p/disputes/case?tradeId=${tradeId}`);
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, P2P_MESSAGES.notLoggedIn]);
  }, 120_000);

  it("the desk: only an admin reads the queue and the case, writes notes and rules; bad rulings get the message", async () => {
    const { tradeId, escrowAccountId } = caseA;
    for (const [who, code] of [
      [undefined, 401],
      [stranger, 403],
      [buyer, 403],
    ] as const) {
      expect((await call(who, "GET", "/api/admin/disputes")).statusCode).toBe(code);
      expect((await call(who, "GET", `/api/admin/disputes/${tradeId}`)).statusCode).toBe(code);
      expect((await call(who, "GET", `/api/admin/disputes/${tradeId}/chat`)).statusCode).toBe(code);
      const note = await call(who, "POST", `/api/admin/disputes/${tradeId}/notes`, { text: "x" });
      expect(note.statusCode).toBe(code);
      const rule = await call(who, "POST", `/api/admin/disputes/${tradeId}/rule`, {
        winner: "buyer",
        note: "x",
      });
      expect(rule.statusCode).toBe(code);
    }
    expect((await caseOf(tradeId))?.status).toBe("open");

    const queue = await call(admin, "GET", "/api/admin/disputes");
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().cases).toContainEqual(
      expect.objectContaining({
        tradeId,
        status: "open",
        buyerName: "Ravi Kumar",
        sellerName: "Asha Rao",
        amount: "40.0000000",
        displayStatus: "Disputed",
      }),
    );

    const noted = await call(admin, "POST", `/api/admin/disputes/${tradeId}/notes`, {
      text: "Asked the buyer for the bank receipt.",
    });
    expect(noted.json().message, noted.body).toBe(DISPUTE_MESSAGES.noteSaved);
    const empty = await call(admin, "POST", `/api/admin/disputes/${tradeId}/notes`, { text: "" });
    expect([empty.statusCode, empty.json().message]).toEqual([400, "text: Write the note."]);

    await postTradeChat(db(), {
      tradeId: Number(tradeId),
      sender: buyer.publicKey(),
      role: "buyer",
      text: "Paid at 10:02, receipt attached later.",
      fileIds: [],
    });
    const chat = await call(admin, "GET", `/api/admin/disputes/${tradeId}/chat`);
    expect(chat.json()).toMatchObject({
      total: 1,
      messages: [{ role: "buyer", text: "Paid at 10:02, receipt attached later." }],
    });

    const detail = await call(admin, "GET", `/api/admin/disputes/${tradeId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.parties).toEqual([
      expect.objectContaining({ side: "buyer", name: "Ravi Kumar", saidPaid: true }),
      expect.objectContaining({ side: "seller", name: "Asha Rao", isAdOwner: true }),
    ]);
    expect(body.escrow).toMatchObject({
      accountId: escrowAccountId,
      status: "funded",
      releaseSigned: true,
      refundSigned: true,
    });
    expect(body.notes).toEqual([expect.objectContaining({ text: "Asked the buyer for the bank receipt." })]);
    expect(body.ledgerError).toBeNull();
    // The setup (created, trusted, signers) and the seller's funding are on the ledger.
    const ops = body.ledger.flatMap((tx: { operations: Array<{ type: string }> }) =>
      tx.operations.map((o) => o.type),
    );
    expect(ops).toEqual(expect.arrayContaining(["create_account", "set_options", "payment"]));
    expect(body.ledger.every((tx: { link: string; hash: string }) => tx.link.endsWith(tx.hash))).toBe(true);

    const noWinner = await call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, { note: "x" });
    expect([noWinner.statusCode, noWinner.json().message]).toEqual([
      400,
      `winner: ${DISPUTE_MESSAGES.winnerRequired}`,
    ]);
    const noNote = await call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, {
      winner: "buyer",
      note: "",
    });
    expect([noNote.statusCode, noNote.json().message]).toEqual([
      400,
      `note: ${DISPUTE_MESSAGES.noteRequired}`,
    ]);
    const missing = await call(admin, "GET", "/api/admin/disputes/999999");
    expect([missing.statusCode, missing.json().message]).toEqual([404, DISPUTE_MESSAGES.notFound]);
  }, 120_000);

  it("concurrent rulings: exactly one wins, the buyer gets the crypto once, E is merged, both are told", async () => {
    const { tradeId, escrowAccountId } = caseA;
    const before = await xlm(buyer.publicKey());
    const answers = await Promise.all([
      call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, {
        winner: "buyer",
        note: "Receipt matches.",
      }),
      call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, { winner: "seller", note: "Second desk." }),
      call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, { winner: "buyer", note: "Third desk." }),
    ]);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won.length, answers.map((a) => a.body).join("\n")).toBe(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200))
      expect([lost.statusCode, lost.json().message]).toEqual([409, DISPUTE_MESSAGES.alreadyRuled]);
    const winner = won[0]?.json().case.winner as "buyer" | "seller";
    expect((await outcomes(tradeId)).map((m) => [m.kind, m.status])).toEqual([
      [winner === "buyer" ? "release" : "refund", "applied"],
    ]);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const [trade] = await db()
      .select()
      .from(trades)
      .where(eq(trades.id, Number(tradeId)));
    expect(trade?.status).toBe(winner === "buyer" ? "Completed" : "Cancelled");
    if (winner === "buyer") expect((await xlm(buyer.publicKey())) - before).toBeCloseTo(40, 7);
    expect((await caseOf(tradeId))?.settlement).toBe("applied");
    expect(await notified(buyer, `Dispute ruled: ${trade?.status}`)).toBe(1);
    expect(await notified(seller, `Dispute ruled: ${trade?.status}`)).toBe(1);

    const again = await call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, {
      winner: "seller",
      note: "Again.",
    });
    expect([again.statusCode, again.json().message]).toEqual([409, DISPUTE_MESSAGES.alreadyRuled]);
    expect(await outcomes(tradeId)).toHaveLength(1);
    const seen = await call(seller, "GET", `/api/p2p/getTradeById?tradeId=${tradeId}`);
    expect(seen.json().trade.displayStatus).toBe(trade?.status);
  }, 180_000);

  it("a ruling for a buyer who never signed the release waits for the buyer's signature, then releases", async () => {
    const { tradeId, escrowAccountId } = await heldTrade("30", false);
    await expiryDispute(tradeId, "buyer");
    await syncDisputeCases(world.app);
    expect(await notified(seller, "Dispute evidence window")).toBeGreaterThanOrEqual(1);
    const ruled = await call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, {
      winner: "buyer",
      note: "The seller's bank statement shows the payment.",
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(ruled.json()).toMatchObject({
      message: DISPUTE_MESSAGES.awaitingBuyerSignature,
      case: { status: "ruled", winner: "buyer", settlement: "awaiting_signature", tradeStatus: "Completed" },
    });
    expect((await world.ledger.horizon.loadAccount(escrowAccountId)).id).toBe(escrowAccountId);
    const view = await call(buyer, "GET", `/api/p2p/disputes/case?tradeId=${tradeId}`);
    expect(view.json().dispute.mustSignRelease).toBe(true);

    const { releaseXdr } = (await call(buyer, "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`)).json();
    const bySeller = await call(seller, "POST", "/api/p2p/disputes/signRelease", {
      tradeId,
      releaseSignature: signature(releaseXdr, seller).signature,
    });
    expect([bySeller.statusCode, bySeller.json().message]).toEqual([403, TRADE_MESSAGES.onlyBuyer]);
    const forged = await call(buyer, "POST", "/api/p2p/disputes/signRelease", {
      tradeId,
      releaseSignature: signature(releaseXdr, stranger).signature,
    });
    expect(forged.statusCode).toBe(400);
    const before = await xlm(buyer.publicKey());
    const signed = await call(buyer, "POST", "/api/p2p/disputes/signRelease", {
      tradeId,
      releaseSignature: signature(releaseXdr, buyer).signature,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().dispute).toMatchObject({ settlement: "applied", mustSignRelease: false });
    expect((await xlm(buyer.publicKey())) - before).toBeCloseTo(30, 5);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const twice = await call(buyer, "POST", "/api/p2p/disputes/signRelease", {
      tradeId,
      releaseSignature: signature(releaseXdr, buyer).signature,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, DISPUTE_MESSAGES.notAwaitingSignature]);
  }, 180_000);

  it("the deadline job: nobody answered and the buyer never paid → refund to the seller; not before the deadline", async () => {
    const { tradeId, escrowAccountId } = await heldTrade("30", false);
    await expiryDispute(tradeId, "seller");
    await syncDisputeCases(world.app);
    const row = await caseOf(tradeId);
    const deadline = row?.evidenceDeadline.getTime() ?? 0;
    const service = await escrow();
    expect(await runDisputeDeadline(world.app, service, Number(tradeId), new Date(deadline - 60_000))).toBe(
      "not_due",
    );
    const before = await xlm(seller.publicKey());
    expect(await runDisputeDeadline(world.app, service, Number(tradeId), new Date(deadline + 1000))).toBe(
      "ruled",
    );
    expect(await caseOf(tradeId)).toMatchObject({
      status: "ruled",
      winner: "seller",
      ruledBy: "default",
      settlement: "applied",
    });
    expect((await xlm(seller.publicKey())) - before).toBeGreaterThanOrEqual(30);
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const [trade] = await db()
      .select()
      .from(trades)
      .where(eq(trades.id, Number(tradeId)));
    expect(trade?.status).toBe("Cancelled");
    // A second run finds nothing to do and moves nothing.
    expect(await runDisputeDeadline(world.app, service, Number(tradeId), new Date(deadline + 2000))).toBe(
      "nothing_to_do",
    );
    expect(await outcomes(tradeId)).toHaveLength(1);
  }, 180_000);

  it("the deadline job: only the buyer answered → release; both silent after 'I have paid' → escalated to the desk", async () => {
    const answered = await heldTrade("30", true);
    const silent = await heldTrade("30", true);
    for (const { tradeId } of [answered, silent])
      await call(seller, "POST", "/api/p2p/disputeAmountNotRecivedBySeller", { tradeId });
    await syncDisputeCases(world.app);
    await postTradeChat(db(), {
      tradeId: Number(answered.tradeId),
      sender: buyer.publicKey(),
      role: "buyer",
      text: "Here is my transfer reference: UTR 4471.",
      fileIds: [],
    });
    const service = await escrow();
    const late = (row?: { evidenceDeadline: Date }) =>
      new Date((row?.evidenceDeadline.getTime() ?? 0) + 1000);
    const before = await xlm(buyer.publicKey());
    expect(
      await runDisputeDeadline(
        world.app,
        service,
        Number(answered.tradeId),
        late(await caseOf(answered.tradeId)),
      ),
    ).toBe("ruled");
    expect(await caseOf(answered.tradeId)).toMatchObject({
      winner: "buyer",
      ruledBy: "default",
      settlement: "applied",
    });
    expect((await xlm(buyer.publicKey())) - before).toBeCloseTo(30, 5);

    expect(
      await runDisputeDeadline(
        world.app,
        service,
        Number(silent.tradeId),
        late(await caseOf(silent.tradeId)),
      ),
    ).toBe("escalated");
    expect(await caseOf(silent.tradeId)).toMatchObject({
      status: "escalated",
      winner: null,
      settlement: "none",
    });
    expect(await notified(admin, "Dispute needs a ruling")).toBeGreaterThanOrEqual(1);
    // Escalated cases head the queue with the open ones; the admin then rules for the seller: the refund.
    const queue = (await call(admin, "GET", "/api/admin/disputes")).json();
    expect(queue.cases.map((c: { tradeId: string }) => c.tradeId)).toContain(silent.tradeId);
    const ruled = await call(admin, "POST", `/api/admin/disputes/${silent.tradeId}/rule`, {
      winner: "seller",
      note: "No proof of payment.",
    });
    expect(ruled.json().case, ruled.body).toMatchObject({ settlement: "applied", tradeStatus: "Cancelled" });
    await expect(world.ledger.horizon.loadAccount(silent.escrowAccountId)).rejects.toBeInstanceOf(Error);
  }, 240_000);

  it("a crash after the case recorded its ruling: the sync resolves the trade and settles it once", async () => {
    const { tradeId, escrowAccountId } = await heldTrade("30", true);
    await call(seller, "POST", "/api/p2p/disputeAmountNotRecivedBySeller", { tradeId });
    await syncDisputeCases(world.app);
    // Step 1 of a ruling committed, then the process died: the case says ruled, the trade is still Disputed.
    await db()
      .update(disputeCases)
      .set({
        status: "ruled",
        winner: "seller",
        ruledBy: "admin",
        ruledByAccount: admin.publicKey(),
        ruledAt: new Date(),
      })
      .where(eq(disputeCases.tradeId, Number(tradeId)));
    const service = await escrow();
    // (The repeating sync may get there first; either way the outcome is the same and happens once.)
    await finishPendingRulings(world.app, service);
    expect(await caseOf(tradeId)).toMatchObject({ status: "ruled", winner: "seller", settlement: "applied" });
    const [trade] = await db()
      .select()
      .from(trades)
      .where(eq(trades.id, Number(tradeId)));
    expect(trade?.status).toBe("Cancelled");
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    await finishPendingRulings(world.app, service);
    expect((await outcomes(tradeId)).map((m) => m.kind)).toEqual(["refund"]);
    expect(await notified(seller, "Dispute ruled: Cancelled")).toBeGreaterThanOrEqual(1);
  }, 180_000);

  it("the seller concedes in the chat ('I have received'): the case is closed as conceded, the buyer released", async () => {
    const { tradeId, escrowAccountId } = await heldTrade("30", true);
    await call(seller, "POST", "/api/p2p/disputeAmountNotRecivedBySeller", { tradeId });
    await syncDisputeCases(world.app);
    const conceded = await call(seller, "POST", "/api/p2p/claimAmountRecivedBySeller", { tradeId });
    expect(conceded.json().trade?.status, conceded.body).toBe("Completed");
    await syncDisputeCases(world.app);
    await finishPendingRulings(world.app, await escrow());
    expect(await caseOf(tradeId)).toMatchObject({
      status: "ruled",
      winner: "buyer",
      ruledBy: "conceded",
      settlement: "applied",
    });
    await expect(world.ledger.horizon.loadAccount(escrowAccountId)).rejects.toBeInstanceOf(Error);
    const late = await call(admin, "POST", `/api/admin/disputes/${tradeId}/rule`, {
      winner: "seller",
      note: "Too late.",
    });
    expect([late.statusCode, late.json().message]).toEqual([409, DISPUTE_MESSAGES.alreadyRuled]);
    expect((await outcomes(tradeId)).map((m) => m.kind)).toEqual(["release"]);
  }, 180_000);
});
