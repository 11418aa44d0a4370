import { CHAT_MESSAGES } from "@sextant/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from "../../../test/support/test-database";
import { files } from "../../db/schema";
import { CHAT_FILE_KIND, listTradeChat, postTradeChat } from "./chat-store";
import { insertTrade, randomAccount } from "./test/trade-fixtures";

describe.each(TEST_DRIVERS)("chat store (%s)", (driver) => {
  let database: TestDatabase;
  const buyer = randomAccount();
  const seller = randomAccount();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  const upload = async (owner: string, name: string) => {
    await database.db.insert(files).values({ name, ownerAccount: owner, mimeType: "image/png", size: 10 });
  };

  it("pages newest first, 5 at a time, with the total", async () => {
    const trade = await insertTrade(database.db, { buyer, seller });
    for (let i = 1; i <= 7; i += 1) {
      await postTradeChat(database.db, {
        tradeId: trade.id,
        sender: i % 2 ? buyer : seller,
        role: i % 2 ? "buyer" : "seller",
        text: `message ${i}`,
        fileIds: [],
      });
    }
    const first = await listTradeChat(database.db, trade.id, { take: 5, skip: 0 });
    expect(first.total).toBe(7);
    expect(first.messages.map((m) => m.text)).toEqual([7, 6, 5, 4, 3].map((i) => `message ${i}`));
    const older = await listTradeChat(database.db, trade.id, { take: 5, skip: 5 });
    expect(older.messages.map((m) => m.text)).toEqual(["message 2", "message 1"]);
    expect(older.messages[0]).toMatchObject({ sender: seller, role: "seller", fileNames: [] });
  });

  it("claims the writer's own unattached uploads for the trade, once; refuses others' files and empty text", async () => {
    const trade = await insertTrade(database.db, { buyer, seller });
    const mine = "a".repeat(32).concat(".png");
    const theirs = "b".repeat(32).concat(".png");
    await upload(buyer, mine);
    await upload(seller, theirs);

    await expect(
      postTradeChat(database.db, {
        tradeId: trade.id,
        sender: buyer,
        role: "buyer",
        text: "x",
        fileIds: [theirs],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: CHAT_MESSAGES.fileNotYours });
    await expect(
      postTradeChat(database.db, {
        tradeId: trade.id,
        sender: buyer,
        role: "buyer",
        text: "  ",
        fileIds: [],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: CHAT_MESSAGES.empty });
    await expect(
      postTradeChat(database.db, {
        tradeId: trade.id,
        sender: buyer,
        role: "buyer",
        text: "y".repeat(1001),
        fileIds: [],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: CHAT_MESSAGES.tooLong });

    const posted = await postTradeChat(database.db, {
      tradeId: trade.id,
      sender: buyer,
      role: "buyer",
      text: "",
      fileIds: [mine],
    });
    expect(posted.fileNames).toEqual([mine]);
    const [row] = await database.db.select().from(files).where(eq(files.name, mine));
    expect(row).toMatchObject({ attachedKind: CHAT_FILE_KIND, attachedId: String(trade.id) });
    // An attached file cannot be attached again (to this or another trade).
    await expect(
      postTradeChat(database.db, {
        tradeId: trade.id,
        sender: buyer,
        role: "buyer",
        text: "again",
        fileIds: [mine],
      }),
    ).rejects.toMatchObject({ message: CHAT_MESSAGES.fileNotYours });
    expect((await listTradeChat(database.db, trade.id, { take: 5, skip: 0 })).total).toBe(1);
  });

  it("stores the dispute desk's message as 'admin', its files from the admin's own uploads", async () => {
    const trade = await insertTrade(database.db, { buyer, seller }, "Disputed");
    const admin = randomAccount();
    const name = "c".repeat(32).concat(".png");
    await upload(admin, name);
    const posted = await postTradeChat(database.db, {
      tradeId: trade.id,
      sender: "admin",
      role: "admin",
      text: "Please send the receipt.",
      fileIds: [name],
      uploader: admin,
    });
    expect(posted).toMatchObject({ sender: "admin", role: "admin", fileNames: [name] });
  });
});
