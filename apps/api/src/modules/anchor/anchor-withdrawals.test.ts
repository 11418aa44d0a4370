import { Asset, Memo, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import { encodeFunctionData, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { anchorStellarPayments, anchorTransactions, priceReferences } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { AnchorService } from "./anchor-service";
import { ERC20_ABI } from "./chains/evm-chain";
import { hexToTron } from "./chains/tron-address";
import { watchPayments } from "./stellar-watcher";
import { type AnchorWorld, startAnchorWorld } from "./test/anchor-test-world";

const ERC_DEST = "0x52908400098527886e0f7030069857d2e4169ee7" as Hex;
const TRC_DEST_HEX = "0x8ba1f109551bd432803012645ac136ddd64dba72" as Hex;

describe.each(TEST_DRIVERS)("anchored withdrawals (%s)", (driver) => {
  let world: AnchorWorld;
  beforeAll(async () => {
    world = await startAnchorWorld(driver);
  }, 60_000);
  afterAll(() => world?.stop());

  /** A user holding `amount` USDT (credited by the issuer). */
  const holder = async (amount: string) => {
    const user = await world.user();
    await world.ledger.submit(world.issuer, [
      Operation.payment({ destination: user.publicKey(), asset: world.usdt, amount }),
    ]);
    return user;
  };

  const pay = async (
    user: Awaited<ReturnType<typeof holder>>,
    amount: string,
    memo: string,
    asset: Asset = world.usdt,
  ) => {
    const account = await world.horizon.loadAccount(user.publicKey());
    const tx = new TransactionBuilder(account, {
      fee: "100",
      networkPassphrase: world.ledger.ledger.networkPassphrase,
    })
      .addOperation(Operation.payment({ destination: world.issuer.publicKey(), asset, amount }))
      .addMemo(Memo.text(memo))
      .setTimeout(60)
      .build();
    tx.sign(user);
    return (await world.horizon.submitTransaction(tx)).hash;
  };

  const withdraw = (user: Awaited<ReturnType<typeof holder>>, body: Record<string, unknown>) =>
    world.call("POST", "/api/sep24/transactions/withdraw/interactive", user, {
      asset_code: "USDT",
      account: user.publicKey(),
      ...body,
    });

  it("answers the account and memo, matches the payment, pays out once on the chain and completes with both ids", async () => {
    const user = await holder("100");
    const requested = await withdraw(user, { amount: "25", dest: ERC_DEST, isTrc20: false });
    expect(requested.status).toBe(200);
    expect(requested.json).toMatchObject({
      account_id: world.issuer.publicKey(),
      memo_type: "text",
      amount: "25.0000000",
      fee: "1.0000000",
      total: "26.0000000",
    });
    const hash = await pay(user, "26", requested.json.memo as string);
    const before = await world.tokenBalance("ERC20", ERC_DEST);
    const id = requested.json.id as string;
    const done = await world.until(async () => {
      const [row] = await world.app.database.db
        .select()
        .from(anchorTransactions)
        .where(eq(anchorTransactions.id, id));
      return row?.status === "completed" && row;
    }, 1);
    expect(done.stellarTransactionId).toBe(hash);
    expect(done.externalTransactionId).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await world.tokenBalance("ERC20", ERC_DEST)) - before).toBe(25_000_000n);
    expect(await world.balance(user.publicKey())).toBe("74.0000000");
    const shown = await world.call("GET", `/api/sep24/transaction?id=${id}`, user);
    expect(shown.json.transaction).toMatchObject({
      status: "completed",
      kind: "withdrawal",
      amount_in: "26.0000000",
      amount_fee: "1.0000000",
      amount_out: "25.0000000",
      withdraw_anchor_account: world.issuer.publicKey(),
      to: "0x52908400098527886E0F7030069857D2E4169EE7",
      stellar_transaction_id: hash,
    });
    // More passes never pay again.
    await world.chain.mine(2);
    await world.anchor.tick();
    expect((await world.tokenBalance("ERC20", ERC_DEST)) - before).toBe(25_000_000n);
  });

  it("pays once when the process died between the payout's broadcast and the database update", async () => {
    const user = await holder("100");
    const dest = hexToTron(TRC_DEST_HEX);
    const before = await world.tokenBalance("TRC20", TRC_DEST_HEX);
    const requested = await withdraw(user, { amount: "10", dest, isTrc20: true });
    expect(requested.status).toBe(200);
    await pay(user, "11", requested.json.memo as string);
    const id = requested.json.id as string;
    const db = world.app.database.db;
    // The pass that signs, stores and broadcasts the payout…
    const broadcast = await world.until(async () => {
      const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
      return row?.status === "pending_external" && row;
    });
    // …then the process dies: nothing after the broadcast is recorded. A new process (a fresh service on the same
    // database and chain) takes over, and the bytes even reach the chain a second time.
    const restarted = new AnchorService({ ...world.anchor.options, onChanged: undefined });
    const runtime = world.anchor.chains.get("TRC20");
    await runtime?.evm.broadcast(broadcast.payoutRaw as Hex);
    for (let pass = 0; pass < 4; pass += 1) {
      await world.chain.mine(1);
      await restarted.tick();
    }
    const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
    expect(row?.status).toBe("completed");
    expect(row?.externalTransactionId).toBe(broadcast.externalTransactionId);
    expect((await world.tokenBalance("TRC20", TRC_DEST_HEX)) - before).toBe(10_000_000n);
  });

  it("pays once when the signed payout was stored but never broadcast (crash before the broadcast)", async () => {
    const user = await holder("100");
    const requested = await withdraw(user, { amount: "12", dest: ERC_DEST });
    await pay(user, "13", requested.json.memo as string);
    const id = requested.json.id as string;
    const db = world.app.database.db;
    // Match the payment only (no payout yet), then sign and store exactly as a pass would, but stop before the
    // broadcast.
    await watchPayments(
      { db, horizon: world.horizon, operatorAccounts: new Set() },
      world.issuer.publicKey(),
    );
    const [matched] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
    expect(matched?.status).toBe("pending_anchor");
    const runtime = world.anchor.chains.get("ERC20");
    const token = world.anchor.chains.token("ERC20", "USDT");
    if (!runtime || !token) throw new Error("chain not open");
    const hot = world.anchor.options.anchorKeys.hotWallet("ERC20");
    const signed = await runtime.evm.signTokenTransfer(hot, token.contract, ERC_DEST, 12_000_000n);
    await db
      .update(anchorTransactions)
      .set({
        status: "pending_external",
        payoutRaw: signed.raw,
        payoutNonce: signed.nonce,
        externalTransactionId: signed.hash,
      })
      .where(and(eq(anchorTransactions.id, id), eq(anchorTransactions.status, "pending_anchor")));
    const before = await world.tokenBalance("ERC20", ERC_DEST);
    const done = await world.until(async () => {
      const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
      return row?.status === "completed" && row;
    }, 1);
    expect(done.externalTransactionId).toBe(signed.hash);
    await world.anchor.tick();
    expect((await world.tokenBalance("ERC20", ERC_DEST)) - before).toBe(12_000_000n);
  });

  it("refunds the user's payment when the chain reverts the payout, and ends the withdrawal refunded", async () => {
    const user = await holder("100");
    const requested = await withdraw(user, { amount: "10", dest: ERC_DEST });
    await pay(user, "11", requested.json.memo as string);
    const id = requested.json.id as string;
    const db = world.app.database.db;
    await watchPayments(
      { db, horizon: world.horizon, operatorAccounts: new Set() },
      world.issuer.publicKey(),
    );
    // A payout that runs out of gas on the chain: mined, reverted, nothing paid.
    const runtime = world.anchor.chains.get("ERC20");
    const token = world.anchor.chains.token("ERC20", "USDT");
    if (!runtime || !token) throw new Error("chain not open");
    const hot = world.anchor.options.anchorKeys.hotWallet("ERC20");
    const data = encodeFunctionData({
      abi: ERC20_ABI,
      functionName: "transfer",
      args: [ERC_DEST, 10_000_000n],
    });
    const signed = await runtime.evm.sign(hot, { to: token.contract, data, gas: 25_000n });
    await db
      .update(anchorTransactions)
      .set({
        status: "pending_external",
        payoutRaw: signed.raw,
        payoutNonce: signed.nonce,
        externalTransactionId: signed.hash,
      })
      .where(and(eq(anchorTransactions.id, id), eq(anchorTransactions.status, "pending_anchor")));
    await runtime.evm.broadcast(signed.raw);
    const before = await world.tokenBalance("ERC20", ERC_DEST);
    const done = await world.until(async () => {
      const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
      return row?.status === "refunded" && row;
    }, 1);
    expect(done.refunded).toBe(true);
    expect(done.message).toMatch(/refused by the chain/);
    expect(await world.tokenBalance("ERC20", ERC_DEST)).toBe(before);
    expect(await world.balance(user.publicKey())).toBe("100.0000000");
  });

  it("lets an administrator refund a withdrawal paid for but not paid out; others are refused", async () => {
    const user = await holder("100");
    const requested = await withdraw(user, { amount: "10", dest: ERC_DEST });
    await pay(user, "11", requested.json.memo as string);
    const id = requested.json.id as string;
    const db = world.app.database.db;
    await watchPayments(
      { db, horizon: world.horizon, operatorAccounts: new Set() },
      world.issuer.publicKey(),
    );
    const url = `/api/admin/anchor/transactions/${id}/refund`;
    expect((await world.call("POST", url, user)).status).toBe(403);
    const admin = await world.user(false);
    world.app.settings.adminAccounts = [...world.app.settings.adminAccounts, admin.publicKey()];
    const refunded = await world.call("POST", url, admin);
    expect(refunded.status).toBe(200);
    expect(refunded.json.status).toBe("error");
    expect((await world.call("POST", url, admin)).status).toBe(409);
    const before = await world.tokenBalance("ERC20", ERC_DEST);
    await world.until(async () => {
      const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
      return row?.status === "refunded" && row;
    }, 1);
    expect(await world.balance(user.publicKey())).toBe("100.0000000");
    expect(await world.tokenBalance("ERC20", ERC_DEST)).toBe(before);
  });

  it("refunds an unmatched payment and a short one; the short one's withdrawal keeps waiting", async () => {
    const user = await holder("100");
    await pay(user, "5", "nobody-has-this");
    const requested = await withdraw(user, { amount: "20", dest: ERC_DEST });
    await pay(user, "3", requested.json.memo as string);
    expect(await world.balance(user.publicKey())).toBe("92.0000000");
    const db = world.app.database.db;
    await world.until(async () => {
      const rows = await db
        .select()
        .from(anchorStellarPayments)
        .where(eq(anchorStellarPayments.sender, user.publicKey()));
      return rows.length === 2 && rows.every((row) => row.status === "refunded") && rows;
    });
    expect(await world.balance(user.publicKey())).toBe("100.0000000");
    const [row] = await db
      .select()
      .from(anchorTransactions)
      .where(eq(anchorTransactions.id, requested.json.id as string));
    expect(row?.status).toBe("pending_user_transfer_start");
    expect(row?.message).toMatch(/short/);
  });

  it("expires a withdrawal never paid within 24 hours and refunds a payment that comes after", async () => {
    const user = await holder("50");
    const requested = await withdraw(user, { amount: "10", dest: ERC_DEST });
    const id = requested.json.id as string;
    const db = world.app.database.db;
    await db
      .update(anchorTransactions)
      .set({ startedAt: sql`now() - interval '25 hours'` })
      .where(eq(anchorTransactions.id, id));
    await world.anchor.tick();
    const [expired] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
    expect(expired?.status).toBe("expired");
    await pay(user, "11", requested.json.memo as string);
    await world.until(async () => {
      const [payment] = await db
        .select()
        .from(anchorStellarPayments)
        .where(eq(anchorStellarPayments.withdrawalId, id));
      return payment?.status === "refunded";
    });
    expect(await world.balance(user.publicKey())).toBe("50.0000000");
  });

  it("completes an interactive SEP-24 withdrawal: the page sets destination and amount with the one-time token", async () => {
    const user = await holder("40");
    const started = await withdraw(user, {});
    expect(started.status).toBe(200);
    expect(started.json.account_id).toBeUndefined();
    const token = new URL(started.json.url as string).searchParams.get("token") ?? "";
    const page = await world.call("GET", `/api/sep24/interactive/${token}`, undefined);
    expect((page.json.transaction as { status: string; kind: string }).kind).toBe("withdrawal");
    const bad = await world.call("POST", `/api/sep24/interactive/${token}/withdraw`, undefined, {
      dest: "0x12",
      amount: "15",
    });
    expect(bad.json.message).toBe("Please enter a valid USDT Address.");
    const done = await world.call("POST", `/api/sep24/interactive/${token}/withdraw`, undefined, {
      dest: ERC_DEST,
      amount: "15",
    });
    expect(done.status).toBe(200);
    const transaction = done.json.transaction as Record<string, string>;
    expect(transaction).toMatchObject({
      status: "pending_user_transfer_start",
      amount_in: "16.0000000",
      amount_out: "15.0000000",
      withdraw_anchor_account: world.issuer.publicKey(),
      withdraw_memo_type: "text",
    });
    expect((await world.call("GET", `/api/sep24/interactive/${token}`, undefined)).status).toBe(410);
    await pay(user, "16", transaction.withdraw_memo as string);
    await world.until(async () => {
      const shown = await world.call("GET", `/api/sep24/transaction?id=${started.json.id}`, user);
      return (shown.json.transaction as { status: string }).status === "completed";
    }, 1);
  });

  it("answers each spec message of the withdraw form", async () => {
    const user = await holder("1");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: "", dest: ERC_DEST }, "Amount can't be Empty."],
      [{ amount: "0", dest: ERC_DEST }, "Amount should be greater than 0."],
      [{ amount: "-3", dest: ERC_DEST }, "Amount should be greater than 0."],
      [{ amount: "15", dest: "" }, "Please Enter Recipient's Address"],
      [{ amount: "15", dest: "0x1234" }, "Please enter a valid USDT Address."],
      [{ amount: "15", dest: ERC_DEST, isTrc20: true }, "Please enter a valid USDT Address."],
      [{ amount: "15", dest: "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdX" }, "Please enter a valid USDT Address."],
      [{ amount: "15.1234567", dest: ERC_DEST }, "USDT can be paid out on ERC20 with at most 6 decimals."],
      [{ amount: "2", dest: ERC_DEST }, "Amount is below the minimum withdrawal of 10 USDT."],
      // 15 + 1 fee is more than the 1 USDT held.
      [{ amount: "15", dest: ERC_DEST }, "Amount can't be greater than your balance."],
      [
        { amount: "15", dest: "0x0000000000000000000000000000000000000000" },
        "Please enter a valid USDT Address.",
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await withdraw(user, body);
      expect({ body, status: answer.status, message: answer.json.message, error: answer.json.error }).toEqual(
        {
          body,
          status: 400,
          message,
          error: message,
        },
      );
    }
  });

  it("limits withdrawals to 10 BTC worth per 24 hours", async () => {
    const user = await holder("1000000");
    // USDT at 1 USD and BTC at 95,000 USD (reference prices): 10 BTC is 950,000 USDT, fees included.
    const first = await withdraw(user, { amount: "900000", dest: ERC_DEST });
    expect(first.status).toBe(200);
    const second = await withdraw(user, { amount: "60000", dest: ERC_DEST });
    expect(second.status).toBe(400);
    expect(second.json.message).toBe("Withdrawals are limited to 10 BTC worth per 24 hours.");
    const small = await withdraw(user, { amount: "40000", dest: ERC_DEST });
    expect(small.status).toBe(200);
  });

  it("keeps the 10 BTC limit when two accounts trade 0.0001 BTC at 100,000,000 USDT (docs/prices.md)", async () => {
    const keys = await OperatorKeys.load(world.app.database.db);
    const btcIssuer = keys.issuer("BTC");
    await world.ledger.fund(btcIssuer);
    const btc = new Asset("BTC", btcIssuer.publicKey());
    const seller = await world.user();
    const buyer = await holder("10001");
    await world.ledger.submit(seller, [Operation.changeTrust({ asset: btc })]);
    await world.ledger.submit(buyer, [Operation.changeTrust({ asset: btc })]);
    await world.ledger.submit(btcIssuer, [
      Operation.payment({ destination: seller.publicKey(), asset: btc, amount: "0.0001" }),
    ]);
    await world.ledger.submit(seller, [
      Operation.manageSellOffer({ selling: btc, buying: world.usdt, amount: "0.0001", price: "100000000" }),
    ]);
    await world.ledger.submit(buyer, [
      Operation.manageBuyOffer({ selling: world.usdt, buying: btc, buyAmount: "0.0001", price: "100000000" }),
    ]);
    world.app.prices.invalidate();
    // The trade is on the ledger, and the price service saw it; at $100,000,000 a BTC the limit would be gone.
    expect((await world.app.prices.quote(`BTC:${btcIssuer.publicKey()}`))?.market?.usd).toBeCloseTo(1e8, -2);
    const user = await holder("1000000");
    const over = await withdraw(user, { amount: "960000", dest: ERC_DEST });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe("Withdrawals are limited to 10 BTC worth per 24 hours.");

    // With BTC's reference stale and no market it can trust, no withdrawal is valued at a guess.
    await world.app.database.db
      .update(priceReferences)
      .set({ setAt: sql`now() - make_interval(hours => 200)` })
      .where(eq(priceReferences.assetCode, "BTC"));
    world.app.prices.invalidate();
    const unpriced = await withdraw(user, { amount: "10", dest: ERC_DEST });
    expect(unpriced.status).toBe(503);
    expect(unpriced.json.message).toBe("Prices are not available right now; please try again shortly.");
    await world.app.database.db
      .update(priceReferences)
      .set({ setAt: sql`now()` })
      .where(eq(priceReferences.assetCode, "BTC"));
    world.app.prices.invalidate();
  });

  it("refuses a withdrawal for another account and without a token", async () => {
    const user = await holder("1");
    const other = await world.user();
    const forOther = await withdraw(user, { account: other.publicKey(), amount: "15", dest: ERC_DEST });
    expect(forOther.status).toBe(403);
    const anonymous = await world.call("POST", "/api/sep24/transactions/withdraw/interactive", undefined, {
      asset_code: "USDT",
      amount: "15",
      dest: ERC_DEST,
    });
    expect(anonymous.status).toBe(401);
  });
});
