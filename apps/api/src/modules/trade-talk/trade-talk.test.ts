import {
  CHAT_MESSAGES,
  P2P_MESSAGES,
  REVIEW_MESSAGES,
  type TChatListResponse,
  type TGetP2pProfileResponse,
  TRADE_MESSAGES,
} from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { notifications, tradeReviews } from "../../db/schema";
import { multipartBody, pdfBytes, pngOfSize } from "../files/upload-fixtures";
import { insertTrade, setTradeState } from "./test/trade-fixtures";

describe.each(TEST_DRIVERS)("trade chat and reviews (%s)", (driver) => {
  const buyer = Keypair.random().publicKey();
  const seller = Keypair.random().publicKey();
  const stranger = Keypair.random().publicKey();
  const admin = Keypair.random().publicKey();
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(driver, { adminAccounts: [admin] });
    const db = app.database.db;
    await approveKycForTest(db, buyer, { name: "Ravi Kumar", country: "IN" });
    await approveKycForTest(db, seller, { name: "Asha Rao", country: "IN" });
    await approveKycForTest(db, stranger, { name: "Meera Iyer", country: "IN" });
    for (const account of [buyer, seller, stranger, admin]) tokens[account] = await testToken(app, account);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const call = (who: string | undefined, method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const chat = (who: string | undefined, tradeId: number, skip = 0) =>
    call(who, "GET", `/api/p2p-chat/chat?tradeId=${tradeId}&take=5&skip=${skip}`);
  const send = (who: string, tradeId: number, message: string, fileNames = "") =>
    call(who, "POST", "/api/p2p-chat/send", { tradeId: String(tradeId), message, fileNames });
  const upload = async (who: string, bytes: Buffer, filename: string) => {
    const body = multipartBody([{ field: "file", filename, bytes }]);
    const response = await app.inject({
      method: "POST",
      url: "/api/p2ptemp-files/upload",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens[who]}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().filename as string;
  };
  const readFile = (who: string, name: string) =>
    app.inject({ url: `/api/files/${name}`, headers: { authorization: `Bearer ${tokens[who]}` } });

  it("lets the two parties chat, newest first 5 at a time, labelled 'me' or by role, with the seller's shortcut", async () => {
    const trade = await insertTrade(app.database.db, { buyer, seller }, "Started");
    for (let i = 1; i <= 6; i += 1) {
      const response = await send(i % 2 ? buyer : seller, trade.id, `hello ${i}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: P2P_MESSAGES.success, chat: { label: "me" } });
    }
    const first = (await chat(buyer, trade.id)).json() as TChatListResponse;
    expect(first.total).toBe(6);
    expect(first.chat.map((m) => [m.message, m.label])).toEqual([
      ["hello 6", "Seller"],
      ["hello 5", "me"],
      ["hello 4", "Seller"],
      ["hello 3", "me"],
      ["hello 2", "Seller"],
    ]);
    expect(first.chat[1]?.kyc.firstName).toBe("Ravi");
    expect(first.access).toEqual({ role: "buyer", canWrite: true, receivedShortcut: false });
    const older = (await chat(seller, trade.id, 5)).json() as TChatListResponse;
    expect(older.chat.map((m) => [m.message, m.label])).toEqual([["hello 1", "Buyer"]]);
    expect(older.access.receivedShortcut).toBe(false);

    await setTradeState(app.database.db, trade.id, { status: "FundsSent" });
    expect(((await chat(seller, trade.id)).json() as TChatListResponse).access.receivedShortcut).toBe(true);
    expect(((await chat(buyer, trade.id)).json() as TChatListResponse).access.receivedShortcut).toBe(false);
  });

  it("tells the other party in the bell, not the writer", async () => {
    const trade = await insertTrade(app.database.db, { buyer, seller }, "Started");
    await send(buyer, trade.id, "I will pay in five minutes");
    const stored = (account: string) =>
      app.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.account, account), eq(notifications.objectId, String(trade.id))));
    expect(await stored(seller)).toMatchObject([
      {
        title: `New message in trade ${trade.id}`,
        text: "The buyer: I will pay in five minutes",
        path: `/transactionProgressScreen?tradeId=${trade.id}`,
      },
    ]);
    expect(await stored(buyer)).toEqual([]);
  });

  it("refuses visitors, empty and over-long messages, others' files, and writing after the trade ended", async () => {
    const trade = await insertTrade(app.database.db, { buyer, seller }, "Started");
    const visitor = await chat(undefined, trade.id);
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, P2P_MESSAGES.notLoggedIn]);
    const empty = await send(buyer, trade.id, "   ");
    expect([empty.statusCode, empty.json().message]).toEqual([400, CHAT_MESSAGES.empty]);
    const long = await send(buyer, trade.id, "x".repeat(1001));
    expect([long.statusCode, long.json().message]).toEqual([400, CHAT_MESSAGES.tooLong]);
    expect((await send(buyer, trade.id, "x".repeat(1000))).statusCode).toBe(200);
    // Line breaks are kept; other control characters (a NUL would fail in the database) are refused.
    const lines = await send(buyer, trade.id, "Bank: Lone Star\nRef: 42");
    expect(lines.json().chat.message).toBe("Bank: Lone Star\nRef: 42");
    expect((await send(buyer, trade.id, "a\u0000b")).statusCode).toBe(400);
    const sellersFile = await upload(seller, pngOfSize(200), "receipt.png");
    const notMine = await send(buyer, trade.id, "look", sellersFile);
    expect([notMine.statusCode, notMine.json().message]).toEqual([400, CHAT_MESSAGES.fileNotYours]);
    const missing = await chat(buyer, 999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, TRADE_MESSAGES.tradeNotFound]);

    await setTradeState(app.database.db, trade.id, { status: "Completed" });
    const late = await send(buyer, trade.id, "thanks");
    expect([late.statusCode, late.json().message]).toEqual([409, CHAT_MESSAGES.closed]);
    expect((await chat(buyer, trade.id)).statusCode).toBe(200);
  });

  it("keeps a third account out of the chat and its files; an admin only once a dispute was opened", async () => {
    const trade = await insertTrade(app.database.db, { buyer, seller }, "FundsSent");
    const images = [
      await upload(buyer, pngOfSize(300), "a.png"),
      await upload(buyer, pngOfSize(301), "b.png"),
      await upload(buyer, pngOfSize(302), "c.png"),
      await upload(buyer, pngOfSize(303), "d.png"),
      await upload(buyer, pdfBytes(), "receipt.pdf"),
    ];
    const sent = await send(buyer, trade.id, "Paid, receipts attached", images.join(","));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().chat.files).toEqual(images);

    for (const name of images) {
      expect((await readFile(seller, name)).statusCode).toBe(200);
      expect((await readFile(buyer, name)).statusCode).toBe(200);
      expect((await readFile(stranger, name)).statusCode).toBe(404);
    }
    const strangerReads = await chat(stranger, trade.id);
    expect([strangerReads.statusCode, strangerReads.json().message]).toEqual([
      404,
      TRADE_MESSAGES.tradeNotFound,
    ]);
    const strangerWrites = await send(stranger, trade.id, "hi");
    expect(strangerWrites.statusCode).toBe(404);

    // No dispute yet: the admin is a stranger to the chat.
    expect((await chat(admin, trade.id)).statusCode).toBe(404);
    expect((await send(admin, trade.id, "hello")).statusCode).toBe(404);
    // Nor its files, even knowing their names.
    for (const name of images) expect((await readFile(admin, name)).statusCode).toBe(404);

    // The seller says not received: the dispute opens (as the trade machine and the dispute module set it).
    await setTradeState(app.database.db, trade.id, {
      status: "Disputed",
      disputeState: "open",
      disputeOpenedBy: "seller",
      disputeReason: "not_received",
    });
    const adminReads = (await chat(admin, trade.id)).json() as TChatListResponse;
    expect(adminReads.access).toEqual({ role: "admin", canWrite: true, receivedShortcut: false });
    expect(adminReads.chat[0]).toMatchObject({ label: "Buyer", files: images });
    for (const name of images) expect((await readFile(admin, name)).statusCode).toBe(200);
    const adminWrites = await send(admin, trade.id, "Please both send your bank statements.");
    expect(adminWrites.json().chat).toMatchObject({ accountId: "admin", role: "admin", label: "me" });
    const asSeller = (await chat(seller, trade.id)).json() as TChatListResponse;
    expect(asSeller.chat[0]).toMatchObject({ label: "Admin", kyc: { firstName: "Support" } });
    expect(asSeller.access.receivedShortcut).toBe(true);
    // Still nobody else.
    expect((await chat(stranger, trade.id)).statusCode).toBe(404);
    for (const name of images) expect((await readFile(stranger, name)).statusCode).toBe(404);

    // Resolved: the admin still reads, no longer writes; the shortcut is gone.
    await setTradeState(app.database.db, trade.id, { disputeState: "resolved", disputeWinner: "buyer" });
    expect(((await chat(admin, trade.id)).json() as TChatListResponse).access.canWrite).toBe(false);
    expect((await send(admin, trade.id, "closed")).statusCode).toBe(409);
    expect(((await chat(seller, trade.id)).json() as TChatListResponse).access.receivedShortcut).toBe(false);
  });

  it("takes one review per party of a Completed trade, updates it, and refuses strangers and unfinished trades", async () => {
    const trade = await insertTrade(app.database.db, { buyer, seller }, "FundsSent");
    const review = (who: string, body: object) =>
      call(who, "POST", "/api/p2p/addOrUpdateComment", { tradeId: String(trade.id), ...body });

    const early = await review(buyer, { commentByBuyer: "Fast", ratingByBuyer: 5 });
    expect([early.statusCode, early.json().message]).toEqual([409, REVIEW_MESSAGES.notCompleted]);
    await setTradeState(app.database.db, trade.id, { status: "Completed" });

    const empty = await review(buyer, { commentByBuyer: "", ratingByBuyer: 5 });
    expect([empty.statusCode, empty.json().message]).toEqual([400, "This field id required."]);
    const noStars = await review(buyer, { commentByBuyer: "Fine", ratingByBuyer: 0 });
    expect([noStars.statusCode, noStars.json().message]).toEqual([400, REVIEW_MESSAGES.ratingRequired]);
    const wrongSide = await review(buyer, { commentBySeller: "Fine", ratingBySeller: 4 });
    expect([wrongSide.statusCode, wrongSide.json().message]).toEqual([403, TRADE_MESSAGES.onlySeller]);
    const outsider = await review(stranger, { commentByBuyer: "Great", ratingByBuyer: 5 });
    expect([outsider.statusCode, outsider.json().message]).toEqual([404, TRADE_MESSAGES.tradeNotFound]);

    const byBuyer = await review(buyer, { commentByBuyer: "Fast and friendly", ratingByBuyer: 4 });
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    expect(byBuyer.json()).toMatchObject({
      message: REVIEW_MESSAGES.saved,
      review: {
        commentByBuyer: "Fast and friendly",
        ratingByBuyer: 4,
        commentBySeller: "",
        ratingBySeller: 0,
      },
    });
    const updated = await review(buyer, {
      commentByBuyer: "Fast, friendly, would trade again",
      ratingByBuyer: 5,
    });
    expect(updated.json().review).toMatchObject({ ratingByBuyer: 5 });
    const bySeller = await review(seller, { commentBySeller: "Paid on time", ratingBySeller: 5 });
    expect(bySeller.statusCode).toBe(200);
    const rows = await app.database.db.select().from(tradeReviews).where(eq(tradeReviews.tradeId, trade.id));
    expect(rows).toHaveLength(2);
    // The seller heard of the buyer's review once (not of its update).
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.account, seller), eq(notifications.title, `New review of trade ${trade.id}`)),
      );
    expect(told.map((n) => n.text)).toEqual(["The buyer gave you 4 stars."]);

    const read = await call(seller, "GET", `/api/p2p/reviews?tradeId=${trade.id}&accountId=${seller}`);
    expect(read.json().review).toEqual({
      tradeId: String(trade.id),
      commentByBuyer: "Fast, friendly, would trade again",
      ratingByBuyer: 5,
      commentBySeller: "Paid on time",
      ratingBySeller: 5,
    });
    expect((await call(stranger, "GET", `/api/p2p/reviews?tradeId=${trade.id}`)).statusCode).toBe(404);
    expect(
      (await call(buyer, "GET", `/api/p2p/reviews?tradeId=${trade.id}&accountId=${seller}`)).statusCode,
    ).toBe(403);
  });

  it("makes the public profile's figures, rating and feedback real, and ad-row ratings", async () => {
    const db = app.database.db;
    const newBuyer = Keypair.random().publicKey();
    const trader = Keypair.random().publicKey();
    const partnerA = Keypair.random().publicKey();
    const partnerB = Keypair.random().publicKey();
    await approveKycForTest(db, partnerA, { name: "Kiran Das", country: "IN" });
    await approveKycForTest(db, partnerB, { name: "Acme Traders", country: "IN", kind: "company" });
    for (const account of [trader, partnerA, partnerB, newBuyer])
      tokens[account] = await testToken(app, account);

    const t1 = await insertTrade(db, { buyer: partnerA, seller: trader }, "Completed");
    const t2 = await insertTrade(db, { buyer: trader, seller: partnerB }, "Completed");
    await insertTrade(db, { buyer: partnerA, seller: trader }, "Completed");
    await insertTrade(db, { buyer: partnerB, seller: trader }, "Cancelled");
    const won = await insertTrade(db, { buyer: newBuyer, seller: trader }, "Disputed");
    await setTradeState(db, won.id, { disputeState: "resolved", disputeWinner: "seller" });
    await insertTrade(db, { buyer: partnerA, seller: trader }, "Started");

    await call(partnerA, "POST", "/api/p2p/addOrUpdateComment", {
      tradeId: String(t1.id),
      commentByBuyer: "Released quickly",
      ratingByBuyer: 5,
    });
    await call(partnerB, "POST", "/api/p2p/addOrUpdateComment", {
      tradeId: String(t2.id),
      commentBySeller: "Slow to pay",
      ratingBySeller: 2,
    });
    const profile = (await call(undefined, "GET", `/api/p2p/getProfile?account=${trader}`)).json()
      .profile as TGetP2pProfileResponse["profile"];
    expect(profile).toMatchObject({
      total_successfull_trade: 3,
      total_fail_trade: 2,
      partners: 2,
      rating: 3.5,
      total_reviews: 2,
    });
    expect(profile.feedback).toEqual(
      expect.arrayContaining([
        { rating: 5, review: "Released quickly", first_name: "Kiran" },
        { rating: 2, review: "Slow to pay", first_name: "Acme Traders" },
      ]),
    );
    expect(profile.lastSeen).toBe("online");

    const listed = (await call(undefined, "GET", `/api/p2p/getReviews?account=${trader}&take=1`)).json();
    expect(listed).toMatchObject({ total: 2, rating: 3.5 });
    expect(listed.reviews).toHaveLength(1);
    const own = await call(trader, "GET", "/api/p2p/getReviews");
    expect(own.json().total).toBe(2);
    expect((await call(undefined, "GET", "/api/p2p/getReviews")).statusCode).toBe(401);

    const ratings = await call(undefined, "GET", `/api/p2p/ratings?accounts=${trader},${newBuyer}`);
    expect(ratings.json()).toEqual({ ratings: { [trader]: 3.5, [newBuyer]: null } });
  });
});
