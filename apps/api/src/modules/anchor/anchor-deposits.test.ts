import { Operation } from "@stellar/stellar-sdk";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { anchorChains, anchorTransactions } from "../../db/schema";
import { type AnchorWorld, startAnchorWorld } from "./test/anchor-test-world";

describe.each(TEST_DRIVERS)("anchored deposits on a local EVM chain (%s)", (driver) => {
  let world: AnchorWorld;
  beforeAll(async () => {
    world = await startAnchorWorld(driver);
  }, 60_000);
  afterAll(() => world?.stop());

  const tokenOf = (user: { publicKey(): string }) => testToken(world.app, user.publicKey());
  const rowOf = async (id: string) => {
    const [row] = await world.app.database.db
      .select()
      .from(anchorTransactions)
      .where(eq(anchorTransactions.id, id));
    return row;
  };

  it("answers the deposit address, credits amount − fee once confirmed, and a replay credits nothing twice", async () => {
    const user = await world.user();
    const started = await world.call("POST", "/api/sep24/transactions/deposit/interactive", user, {
      asset_code: "USDT",
      account: user.publicKey(),
      chainshort: "ERC",
    });
    expect(started.status).toBe(200);
    const deposit = started.json.deposit as { how: string; fee_text: string; deposit_min: string };
    expect(deposit.how).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(deposit.fee_text).toBe("0 USDT + 0.5%");
    // The spec's Deposit info fields at the top level too.
    expect(started.json).toMatchObject({
      how: deposit.how,
      fee_fixed: "0",
      fee_percent: "0.5",
      deposit_min: "5",
    });
    // The same address every time for this account and chain.
    const again = await world.call("POST", "/api/sep24/transactions/deposit/interactive", user, {
      asset_code: "USDT",
      chainshort: "ERC20",
    });
    expect((again.json.deposit as { how: string }).how).toBe(deposit.how);
    expect(again.json.id).toBe(started.json.id);

    const sent = await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "100",
    });
    expect(sent.status).toBe(200);
    // One block (its own) is not enough for 2 confirmations: seen, not credited.
    await world.anchor.tick();
    expect((await rowOf(started.json.id as string))?.status).toBe("pending_external");
    expect(await world.balance(user.publicKey())).toBe("0.0000000");

    const row = await world.until(async () => {
      const current = await rowOf(started.json.id as string);
      return current?.status === "completed" && current;
    }, 1);
    expect(row.externalTransactionId).toBe(sent.json.chain_transaction_id);
    expect(row.amountIn).toBe(1_000_000_000n);
    expect(row.amountFee).toBe(5_000_000n);
    expect(row.amountOut).toBe(995_000_000n);
    expect(await world.balance(user.publicKey())).toBe("99.5000000");
    // The completed deposit is announced: a notification for the account (and its realtime event).
    const notes = await world.call(
      "GET",
      `/api/notifications/getNotifications?address=${user.publicKey()}`,
      user,
    );
    expect(JSON.stringify(notes.json)).toContain("USDT deposit credited");

    const list = await world.call("GET", "/api/sep24/transactions?asset_code=USDT&kind=deposit", user);
    const listed = (list.json.transactions as Array<Record<string, unknown>>)[0];
    expect(listed).toMatchObject({
      id: started.json.id,
      status: "completed",
      status_group: "completed",
      amount_in: "100.0000000",
      amount_fee: "0.5000000",
      amount_out: "99.5000000",
      finalAmount: "99.5000000",
      external_transaction_id: sent.json.chain_transaction_id,
      to: user.publicKey(),
    });
    expect(listed?.stellar_transaction_id).toMatch(/^[0-9a-f]{64}$/);

    // Replay every block from the start: the transfer is known (chain + hash + log index), nothing is credited again.
    const db = world.app.database.db;
    await db.update(anchorChains).set({ cursor: 0n });
    await world.chain.mine(2);
    await world.anchor.tick();
    await world.anchor.tick();
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(anchorTransactions)
      .where(eq(anchorTransactions.account, user.publicKey()));
    expect(count?.n).toBe(1);
    expect(await world.balance(user.publicKey())).toBe("99.5000000");
  });

  it("credits an account without a trustline through a claimable balance (pending_trust), completed once claimed", async () => {
    const user = await world.user(false);
    const sent = await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "TRC20",
      amount: "20",
    });
    expect(sent.status).toBe(200);
    expect(sent.json.to).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const row = await world.until(async () => {
      const [current] = await world.app.database.db
        .select()
        .from(anchorTransactions)
        .where(eq(anchorTransactions.account, user.publicKey()));
      return current?.status === "pending_trust" && current;
    }, 1);
    expect(row.claimableBalanceId).toBeTruthy();
    await world.ledger.submit(user, [
      Operation.changeTrust({ asset: world.usdt }),
      Operation.claimClaimableBalance({ balanceId: row.claimableBalanceId as string }),
    ]);
    expect(await world.balance(user.publicKey())).toBe("19.9000000");
    await world.until(async () => (await rowOf(row.id))?.status === "completed");
  });

  it("keeps a deposit below the minimum as too_small, uncredited", async () => {
    const user = await world.user();
    await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "1",
    });
    const row = await world.until(async () => {
      const [current] = await world.app.database.db
        .select()
        .from(anchorTransactions)
        .where(eq(anchorTransactions.account, user.publicKey()));
      return current?.status === "too_small" && current;
    }, 1);
    expect(row.message).toMatch(/minimum of 5 USDT/);
    expect(await world.balance(user.publicKey())).toBe("0.0000000");
  });

  it("sweeps deposit addresses into the hot wallet (topping up their gas) and the reconciler finds no drift", async () => {
    const user = await world.user();
    const sent = await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "30",
    });
    await world.until(async () => {
      const [row] = await world.app.database.db
        .select()
        .from(anchorTransactions)
        .where(eq(anchorTransactions.externalTransactionId, sent.json.chain_transaction_id as string));
      return row?.status === "completed";
    }, 1);
    const address = (
      await world.call("POST", "/api/sep24/transactions/deposit/interactive", user, {
        asset_code: "USDT",
        chainshort: "ERC",
      })
    ).json.deposit as { how: string };
    const hot = world.anchor.options.anchorKeys.hotWallet("ERC20").address;
    const hotBefore = await world.tokenBalance("ERC20", hot);
    expect(await world.tokenBalance("ERC20", address.how.toLowerCase() as `0x${string}`)).toBe(30_000_000n);
    expect(await world.anchor.sweep()).toBeGreaterThanOrEqual(1);
    expect(await world.tokenBalance("ERC20", address.how.toLowerCase() as `0x${string}`)).toBe(0n);
    expect((await world.tokenBalance("ERC20", hot)) - hotBefore).toBeGreaterThanOrEqual(30_000_000n);
    // Sweeping moved tokens, credited nothing.
    expect(await world.balance(user.publicKey())).toBe("29.8500000");

    const admin = await world.user(false);
    world.app.settings.adminAccounts = [...world.app.settings.adminAccounts, admin.publicKey()];
    const pass = await world.call("POST", "/api/admin/anchor/reconciliation", admin);
    expect(pass.status).toBe(200);
    const line = (
      pass.json.lines as Array<{ asset_code: string; ok: boolean; anchored_liability: string }>
    )[0];
    expect(line).toMatchObject({ asset_code: "USDT", ok: true });
    expect(pass.json.alerts).toEqual([]);
    expect((await world.call("GET", "/api/admin/anchor/reconciliation", admin)).json.checked_at).toBe(
      pass.json.checked_at,
    );
    const listed = await world.call("GET", "/api/admin/anchor/transactions?kind=deposit", admin);
    expect(listed.status).toBe(200);
    const first = (listed.json.transactions as Array<Record<string, unknown>>).find(
      (row) => row.status === "completed",
    );
    expect(first?.account).toBeTruthy();
    expect(first?.ledger_url).toMatch(/\/transactions\/[0-9a-f]{64}$/);
    // A plain account and an anonymous caller are refused.
    expect((await world.call("GET", "/api/admin/anchor/transactions", user)).status).toBe(403);
    expect((await world.call("POST", "/api/admin/anchor/reconciliation", undefined)).status).toBe(401);
  });

  it("serves SEP-24: info, an interactive deposit through the one-time token, transaction lookups", async () => {
    const info = await world.call("GET", "/api/sep24/info", undefined);
    expect(info.json.deposit).toMatchObject({ USDT: { enabled: true, min_amount: 5, fee_percent: 0.5 } });
    expect(info.json.withdraw).toMatchObject({ USDT: { enabled: true, min_amount: 10, fee_fixed: 1 } });
    const user = await world.user();
    // A SEP-24 wallet: form body, no chain → incomplete until the page picks one.
    const response = await world.app.inject({
      method: "POST",
      url: "/api/sep24/transactions/deposit/interactive",
      headers: {
        authorization: `Bearer ${await tokenOf(user)}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `asset_code=USDT&account=${user.publicKey()}`,
    });
    expect(response.statusCode).toBe(200);
    const started = response.json() as { url: string; id: string; type: string };
    expect(started.type).toBe("interactive_customer_info_needed");
    const token = new URL(started.url).searchParams.get("token") ?? "";
    expect(new URL(started.url).pathname).toBe("/sep24/interactive");
    const page = await world.call("GET", `/api/sep24/interactive/${token}`, undefined);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ account: user.publicKey(), chains: ["ERC20", "TRC20"] });
    expect((page.json.transaction as { status: string }).status).toBe("incomplete");
    const done = await world.call("POST", `/api/sep24/interactive/${token}/deposit`, undefined, {
      chain: "TRC20",
    });
    expect(done.status).toBe(200);
    expect((done.json.deposit as { how: string }).how).toMatch(/^T/);
    expect((done.json.transaction as { status: string }).status).toBe("pending_user_transfer_start");
    // The token is used up.
    const reused = await world.call("POST", `/api/sep24/interactive/${token}/deposit`, undefined, {
      chain: "TRC20",
    });
    expect(reused.status).toBe(410);
    expect(reused.json.message).toBe("This link has expired or was already used.");
    expect(
      (await world.call("GET", "/api/sep24/interactive/not-a-real-token-at-all", undefined)).status,
    ).toBe(410);

    const lookup = await world.call("GET", `/api/sep24/transaction?id=${started.id}`, user);
    expect(lookup.status).toBe(200);
    expect((lookup.json.transaction as { kind: string }).kind).toBe("deposit");
    // Another account cannot read it; errors carry SEP-24's `error` too.
    const other = await world.user();
    const denied = await world.call("GET", `/api/sep24/transaction?id=${started.id}`, other);
    expect(denied.status).toBe(404);
    expect(denied.json.error).toBe("Transaction not found.");
    const everything = await world.call("GET", "/api/sep24/overalltransactions", user);
    expect((everything.json.transactions as unknown[]).length).toBe(1);
    expect(everything.json.has_more).toBe(false);
    const forOther = await world.call("POST", "/api/sep24/transactions/deposit/interactive", user, {
      asset_code: "USDT",
      account: other.publicKey(),
      chainshort: "ERC",
    });
    expect(forOther.status).toBe(403);
    const anonymous = await world.call("POST", "/api/anchor/demo/simulate-deposit", undefined, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "1",
    });
    expect(anonymous.status).toBe(401);
    const fee = await world.call("GET", "/api/sep24/feeForFrontend?asset_code=USDT", user);
    expect(fee.json).toMatchObject({ fee: "1", deposit: { fee_percent: "0.5", min: "5" } });
    const unknown = await world.call("GET", "/api/sep24/feeForFrontend?asset_code=BTC", user);
    expect(unknown.status).toBe(404);
  });

  it("pages the history 10 at a time, newest first, with has_more; kind takes the spec's 'withdraw'", async () => {
    const user = await world.user();
    const db = world.app.database.db;
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.insert(anchorTransactions).values(
      Array.from({ length: 12 }, (_, index) => ({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        kind: index < 11 ? "deposit" : "withdrawal",
        status: "completed",
        account: user.publicKey(),
        assetCode: "USDT",
        chain: "ERC20",
        amountIn: 10_000_000n,
        amountFee: 0n,
        amountOut: 10_000_000n,
        startedAt: new Date(base + index * 60_000),
      })),
    );
    const first = await world.call("GET", "/api/sep24/transactions?asset_code=USDT&kind=deposit", user);
    const page = first.json.transactions as Array<{ id: string }>;
    expect(page).toHaveLength(10);
    expect(first.json.has_more).toBe(true);
    expect(page[0]?.id).toMatch(/000000000010$/);
    const rest = await world.call(
      "GET",
      `/api/sep24/transactions?asset_code=USDT&kind=deposit&paging_id=${page.at(-1)?.id}`,
      user,
    );
    expect((rest.json.transactions as unknown[]).length).toBe(1);
    expect(rest.json.has_more).toBe(false);
    const withdrawals = await world.call(
      "GET",
      "/api/sep24/transactions?asset_code=USDT&kind=withdraw",
      user,
    );
    expect((withdrawals.json.transactions as Array<{ kind: string }>).map((row) => row.kind)).toEqual([
      "withdrawal",
    ]);
    const everything = await world.call("GET", "/api/sep24/overalltransactions", user);
    expect(everything.json.has_more).toBe(true);
    // Another account sees none of them.
    const other = await world.user();
    const none = await world.call("GET", "/api/sep24/overalltransactions", other);
    expect(none.json.transactions).toEqual([]);
  });

  it("alerts the administrators when the chains hold less than the anchored liability", async () => {
    const admin = await world.user(false);
    world.app.settings.adminAccounts = [...world.app.settings.adminAccounts, admin.publicKey()];
    const db = world.app.database.db;
    // A credited deposit the chains never received: the holdings no longer cover what is owed.
    await db.insert(anchorTransactions).values({
      id: crypto.randomUUID(),
      kind: "deposit",
      status: "completed",
      account: admin.publicKey(),
      assetCode: "USDT",
      chain: "ERC20",
      amountIn: 10n ** 17n,
      amountFee: 0n,
      amountOut: 10n ** 17n,
    });
    await world.app.jobs.send("anchor.reconcile", {});
    const deadline = Date.now() + 20_000;
    let text = "";
    while (!text.includes("Anchor drift") && Date.now() < deadline) {
      const notes = await world.call(
        "GET",
        `/api/notifications/getNotifications?address=${admin.publicKey()}`,
        admin,
      );
      text = JSON.stringify(notes.json);
      if (!text.includes("Anchor drift")) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(text).toContain("USDT: the chains hold");
    const latest = await world.call("GET", "/api/admin/anchor/reconciliation", admin);
    expect((latest.json.lines as Array<{ ok: boolean }>)[0]?.ok).toBe(false);
  });

  // Last: it replaces the chain under the other tests' feet.
  it("notices a fresh chain (Hardhat keeps no state): redeploys, restarts the cursor, fails what only the old chain saw", async () => {
    const user = await world.user();
    const sent = await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "40",
    });
    await world.anchor.tick();
    const db = world.app.database.db;
    const [seen] = await db
      .select()
      .from(anchorTransactions)
      .where(eq(anchorTransactions.externalTransactionId, sent.json.chain_transaction_id as string));
    expect(seen?.status).toBe("pending_external");
    const [before] = await db.select().from(anchorChains).where(eq(anchorChains.chain, "ERC20"));

    await world.chain.restartFresh();
    await world.anchor.tick();
    const [after] = await db.select().from(anchorChains).where(eq(anchorChains.chain, "ERC20"));
    expect(after?.markerHash).not.toBe(before?.markerHash);
    const [failed] = await db
      .select()
      .from(anchorTransactions)
      .where(eq(anchorTransactions.id, seen?.id ?? ""));
    expect(failed?.status).toBe("error");
    expect(failed?.message).toMatch(/restarted/);
    expect(world.anchor.chains.token("ERC20", "USDT")).toBeDefined();

    // Deposits work on the new chain.
    const again = await world.call("POST", "/api/anchor/demo/simulate-deposit", user, {
      asset_code: "USDT",
      chain: "ERC20",
      amount: "40",
    });
    expect(again.status).toBe(200);
    await world.until(async () => {
      // The fresh chain repeats the old transfer's hash (same keys, nonce and data): still a new deposit.
      const rows = await db
        .select()
        .from(anchorTransactions)
        .where(eq(anchorTransactions.externalTransactionId, again.json.chain_transaction_id as string));
      return rows.some((row) => row.status === "completed");
    }, 1);
    expect(await world.balance(user.publicKey())).toBe("39.8000000");
  });
});
