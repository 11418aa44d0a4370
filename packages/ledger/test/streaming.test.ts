import { Asset, type Horizon, type Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { lastPaymentToken, latestLedger, newAccount, newAccounts } from "./support/accounts";
import { getJson, type Json } from "./support/http";
import { type TestLedger, useLedger } from "./support/ledger";
import { dataFrames, openSse } from "./support/sse";
import { run } from "./support/tx";

const ledger = useLedger();
const pay = (t: TestLedger, from: Keypair, to: Keypair, amount: string) =>
  run(t, from, [Operation.payment({ destination: to.publicKey(), asset: Asset.native(), amount })]);

describe("SSE framing", () => {
  it("opens with the hello frame and text/event-stream headers", async () => {
    const t = ledger();
    const stream = await openSse(t, "/ledgers?cursor=now");
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const [hello] = await stream.waitFor((frames) => frames.length >= 1);
      expect(hello).toEqual({ retry: "1000", event: "open", data: '"hello"' });
      expect(stream.headers.get("cache-control")).toContain("no-cache");
    } finally {
      stream.close();
    }
  });

  it("sends each new record with an id line equal to its paging token and no event line", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const stream = await openSse(t, `/accounts/${to.publicKey()}/payments?cursor=now`);
    try {
      await stream.waitFor((frames) => frames.length >= 1);
      await pay(t, from, to, "4.2");
      const frames = await stream.waitFor((all) => dataFrames(all).length >= 1);
      const [frame] = dataFrames(frames);
      const record = JSON.parse(frame?.data ?? "{}") as Json;
      expect(record).toMatchObject({
        type: "payment",
        from: from.publicKey(),
        to: to.publicKey(),
        amount: "4.2000000",
      });
      expect(frame?.id).toBe(record.paging_token);
      expect(frame?.event).toBeUndefined();
    } finally {
      stream.close();
    }
  });

  it("replays history, then sends the close frame after `limit` records and ends", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    for (const amount of ["1", "2", "3"]) await pay(t, from, to, amount);
    const stream = await openSse(t, `/accounts/${to.publicKey()}/payments?limit=2`);
    await stream.ended;
    const [hello, first, second, close, ...rest] = stream.frames;
    expect(hello?.event).toBe("open");
    expect(JSON.parse(first?.data ?? "{}")).toMatchObject({
      type: "create_account",
      account: to.publicKey(),
    });
    expect(JSON.parse(second?.data ?? "{}")).toMatchObject({ type: "payment", amount: "1.0000000" });
    expect(close).toEqual({ retry: "10", event: "close", data: '"byebye"' });
    expect(rest).toEqual([]);
  });

  it("resumes after the Last-Event-ID header, overriding cursor", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    for (const amount of ["1", "2"]) await pay(t, from, to, amount);
    const page = await t.server.payments().forAccount(to.publicKey()).call();
    const tokens = page.records.map((r) => r.paging_token);
    const stream = await openSse(t, `/accounts/${to.publicKey()}/payments?cursor=now`, {
      "Last-Event-ID": tokens[0] ?? "",
    });
    try {
      const frames = await stream.waitFor((all) => dataFrames(all).length >= 2);
      expect(dataFrames(frames).map((f) => f.id)).toEqual(tokens.slice(1, 3));
    } finally {
      stream.close();
    }
  });

  it("streams an account object: the current state first, then each change, without id lines", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const stream = await openSse(t, `/accounts/${to.publicKey()}`);
    try {
      const initial = await stream.waitFor((all) => dataFrames(all).length >= 1);
      const first = JSON.parse(dataFrames(initial)[0]?.data ?? "{}") as Horizon.ServerApi.AccountRecord;
      expect(first.balances.at(-1)?.balance).toBe("100.0000000");
      await pay(t, from, to, "0.5");
      const frames = await stream.waitFor((all) => dataFrames(all).length >= 2);
      const second = JSON.parse(dataFrames(frames)[1]?.data ?? "{}") as Horizon.ServerApi.AccountRecord;
      expect(second.balances.at(-1)?.balance).toBe("100.5000000");
      expect(dataFrames(frames).map((f) => f.id)).toEqual([undefined, undefined]);
    } finally {
      stream.close();
    }
  });

  it.each([
    ["/transactions", "transaction"],
    ["/operations", "operation"],
    ["/payments", "operation"],
    ["/effects", "effect"],
    ["/accounts/{id}/transactions", "transaction"],
    ["/accounts/{id}/operations", "operation"],
    ["/accounts/{id}/effects", "effect"],
  ])("streams %s from cursor=now", async (route, kind) => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const stream = await openSse(t, `${route.replace("{id}", to.publicKey())}?cursor=now`);
    try {
      await stream.waitFor((frames) => frames.length >= 1);
      const { hash } = await pay(t, from, to, "1");
      const frames = await stream.waitFor((all) => dataFrames(all).length >= 1);
      const record = JSON.parse(dataFrames(frames)[0]?.data ?? "{}") as Json;
      expect(dataFrames(frames)[0]?.id).toBe(record.paging_token);
      const expected: Record<string, Json> = {
        transaction: { hash },
        operation: { type: "payment", transaction_hash: hash },
        effect: { type: "account_credited", account: to.publicKey(), amount: "1.0000000" },
      };
      expect(record).toMatchObject(expected[kind] ?? {});
    } finally {
      stream.close();
    }
  });

  it("refuses event streams on routes that are not streamable", async () => {
    const t = ledger();
    const { status } = await getJson(t, "/fee_stats", { headers: { Accept: "text/event-stream" } });
    expect(status).toBe(406);
  });
});

describe("SDK streaming", () => {
  it("delivers a new payment to .stream() after the cursor", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const received: object[] = [];
    const stop = t.server
      .payments()
      .forAccount(to.publicKey())
      .cursor(await lastPaymentToken(t, to))
      .stream({
        onmessage: (record) => received.push(record),
      });
    try {
      const response = await pay(t, from, to, "9");
      await expect.poll(() => received.length, { timeout: 3_000, interval: 50 }).toBe(1);
      expect(received[0]).toMatchObject({
        type: "payment",
        amount: "9.0000000",
        transaction_hash: response.hash,
      });
    } finally {
      stop();
    }
  });

  it("resumes from the last paging token after each close frame (limit=1 streams)", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    for (const amount of ["1", "2"]) await pay(t, from, to, amount);
    const tokens: string[] = [];
    const stop = t.server
      .payments()
      .forAccount(to.publicKey())
      .limit(1)
      .stream({ onmessage: (record) => tokens.push(record.paging_token) });
    try {
      await expect.poll(() => tokens.length, { timeout: 3_000, interval: 50 }).toBe(3);
      const page = await t.server.payments().forAccount(to.publicKey()).call();
      expect(tokens).toEqual(page.records.map((r) => r.paging_token));
    } finally {
      stop();
    }
  });

  it("delivers new ledgers to server.ledgers().stream()", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const sequences: number[] = [];
    const stop = t.server
      .ledgers()
      .cursor((BigInt(await latestLedger(t)) << 32n).toString())
      .stream({ onmessage: (record) => sequences.push(record.sequence) });
    try {
      const response = await run(t, account, [Operation.bumpSequence({ bumpTo: "0" })]);
      await expect
        .poll(() => sequences.includes(response.ledger), { timeout: 3_000, interval: 50 })
        .toBe(true);
    } finally {
      stop();
    }
  });
});
