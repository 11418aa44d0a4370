import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Account, Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { DEV_CLOCK_TOKEN_HEADER, startLedger } from "../index";

describe("development clock", () => {
  it("is off by default and, when enabled, back-dates ledger close times and the Date header", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-clock-"));
    const plain = await startLedger({ dataDir: join(dataDir, "a"), port: 0, closeMs: 0 });
    expect((await fetch(`${plain.url}/_dev/clock`, { method: "POST", body: "{}" })).status).toBe(404);
    await plain.close();

    const ledger = await startLedger({ dataDir: join(dataDir, "b"), port: 0, closeMs: 0, devClock: true });
    try {
      const set = await fetch(`${ledger.url}/_dev/clock`, {
        method: "POST",
        headers: { [DEV_CLOCK_TOKEN_HEADER]: ledger.devClockToken ?? "" },
        body: JSON.stringify({ time: "2026-01-01T00:00:00Z" }),
      });
      expect(await set.json()).toMatchObject({ iso: "2026-01-01T00:00:00Z" });
      const funded = await fetch(`${ledger.url}/friendbot?addr=${Keypair.random().publicKey()}`);
      const tx = (await funded.json()) as { created_at: string; ledger: number };
      expect(tx.created_at.startsWith("2026-01-01T00:00")).toBe(true);
      const page = await fetch(`${ledger.url}/ledgers/${tx.ledger}`);
      expect(new Date(page.headers.get("date") ?? "").getUTCFullYear()).toBe(2026);
      expect(((await page.json()) as { closed_at: string }).closed_at).toBe(tx.created_at);
    } finally {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("closes the open ledger on request, at the time its first transaction fixed, and reports failures", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-close-"));
    // A long close timer: without `close` the ledger would stay open for a minute.
    const ledger = await startLedger({ dataDir, port: 0, closeMs: 60_000, devClock: true });
    const clock = async (body: object) => {
      const response = await fetch(`${ledger.url}/_dev/clock`, {
        method: "POST",
        headers: { [DEV_CLOCK_TOKEN_HEADER]: ledger.devClockToken ?? "" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        time: number;
        closed?: { sequence: number; transactions: string[]; failed: string[] } | null;
      };
    };
    const root = Keypair.master(ledger.networkPassphrase);
    const rootRecord = await fetch(`${ledger.url}/accounts/${root.publicKey()}`);
    const account = new Account(
      root.publicKey(),
      ((await rootRecord.json()) as { sequence: string }).sequence,
    );
    const submitAsync = async (destination: string, startingBalance: string) => {
      const tx = new TransactionBuilder(account, { fee: "100", networkPassphrase: ledger.networkPassphrase })
        .addOperation(Operation.createAccount({ destination, startingBalance }))
        .setTimeout(0)
        .build();
      tx.sign(root);
      const response = await fetch(`${ledger.url}/transactions_async`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ tx: tx.toXDR() }).toString(),
      });
      expect(response.status).toBe(201);
      return Buffer.from(tx.hash()).toString("hex");
    };
    try {
      expect((await clock({ close: true })).closed).toBeNull();

      const backDated = Date.parse("2026-03-01T12:00:00Z") / 1000;
      await clock({ time: backDated });
      const created = Keypair.random().publicKey();
      const good = await submitAsync(created, "10");
      // Below the base reserve: applied, but the operation fails.
      const bad = await submitAsync(Keypair.random().publicKey(), "0.1");
      const started = Date.now();
      const answer = await clock({ close: true, time: backDated + 3600 });
      // Far below the 60 s close interval: the close did not wait for the timer.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(answer.time - (backDated + 3600)).toBeLessThanOrEqual(1);
      expect(answer.closed?.transactions).toEqual([good, bad]);
      expect(answer.closed?.failed).toEqual([bad]);

      const record = (await (await fetch(`${ledger.url}/transactions/${good}`)).json()) as {
        ledger: number;
        created_at: string;
      };
      expect(record.ledger).toBe(answer.closed?.sequence);
      expect(record.created_at).toBe("2026-03-01T12:00:00Z");
      expect((await fetch(`${ledger.url}/accounts/${created}`)).status).toBe(200);

      const later = await submitAsync(Keypair.random().publicKey(), "10");
      const reset = await clock({ close: true, reset: true });
      expect(reset.closed?.transactions).toEqual([later]);
      expect(Math.abs(reset.time - Date.now() / 1000)).toBeLessThanOrEqual(2);
      const laterRecord = (await (await fetch(`${ledger.url}/transactions/${later}`)).json()) as {
        created_at: string;
      };
      expect(laterRecord.created_at).toBe("2026-03-01T13:00:00Z");
    } finally {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("moves only for the holder of its token: 401 without, 403 with a wrong one, and the clock stays put", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-token-"));
    const ledger = await startLedger({
      dataDir,
      port: 0,
      closeMs: 0,
      devClock: true,
      devClockToken: "s3cret-token-0123456789",
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${ledger.url}/_dev/clock`, {
        method: "POST",
        headers,
        body: JSON.stringify({ time: 1_000_000 }),
      });
    try {
      expect(ledger.devClockToken).toBe("s3cret-token-0123456789");
      const missing = await post({});
      expect(missing.status).toBe(401);
      expect(missing.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
      expect(await missing.json()).toMatchObject({
        type: "https://stellar.org/horizon-errors/unauthorized",
        status: 401,
      });
      for (const wrong of ["s3cret-token-0123456788", "s3cret", "s3cret-token-01234567890"]) {
        const denied = await post({ [DEV_CLOCK_TOKEN_HEADER]: wrong });
        expect(denied.status, wrong).toBe(403);
        expect(await denied.json()).toMatchObject({ type: "https://stellar.org/horizon-errors/forbidden" });
      }
      const clock = (await (await fetch(`${ledger.url}/_dev/clock`)).json()) as { time: number };
      expect(Math.abs(clock.time - Date.now() / 1000)).toBeLessThanOrEqual(2);
      const allowed = await post({ [DEV_CLOCK_TOKEN_HEADER]: "s3cret-token-0123456789" });
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toMatchObject({ time: 1_000_000 });
    } finally {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("makes a random token when none is given, and is open to anyone only when asked with `false`", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-token-"));
    const made = await startLedger({ dataDir: join(dataDir, "a"), port: 0, closeMs: 0, devClock: true });
    const other = await startLedger({ dataDir: join(dataDir, "b"), port: 0, closeMs: 0, devClock: true });
    const open = await startLedger({
      dataDir: join(dataDir, "c"),
      port: 0,
      closeMs: 0,
      devClock: true,
      devClockToken: false,
    });
    try {
      expect(made.devClockToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.devClockToken).not.toBe(made.devClockToken);
      const post = (url: string, headers: Record<string, string> = {}) =>
        fetch(`${url}/_dev/clock`, { method: "POST", headers, body: JSON.stringify({ advance: 0 }) });
      expect((await post(made.url)).status).toBe(401);
      expect((await post(made.url, { [DEV_CLOCK_TOKEN_HEADER]: other.devClockToken ?? "" })).status).toBe(
        403,
      );
      expect((await post(made.url, { [DEV_CLOCK_TOKEN_HEADER]: made.devClockToken ?? "" })).status).toBe(200);
      expect(open.devClockToken).toBeUndefined();
      expect((await post(open.url)).status).toBe(200);
    } finally {
      await Promise.all([made.close(), other.close(), open.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("answers 400 to bad clock requests and leaves the clock where it was", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-bad-clock-"));
    const ledger = await startLedger({ dataDir, port: 0, closeMs: 0, devClock: true });
    const post = (body: string) =>
      fetch(`${ledger.url}/_dev/clock`, {
        method: "POST",
        headers: { [DEV_CLOCK_TOKEN_HEADER]: ledger.devClockToken ?? "" },
        body,
      });
    const bad: Array<[string, string]> = [
      ["null", "body"],
      ["[]", "body"],
      ["42", "body"],
      ['"2026-01-01"', "body"],
      ["{", "body"],
      ['{"time": null}', "time"],
      ['{"time": 1e309}', "time"],
      ['{"time": -1}', "time"],
      ['{"time": 1e300}', "time"],
      ['{"time": 253402300800}', "time"],
      ['{"time": "yesterday"}', "time"],
      ['{"time": "+275760-09-13T00:00:00Z"}', "time"],
      ['{"time": true}', "time"],
      ['{"time": {}}', "time"],
      ['{"advance": "10"}', "advance"],
      ['{"advance": null}', "advance"],
      ['{"advance": 1e309}', "advance"],
      ['{"advance": -1e300}', "advance"],
      ['{"advance": -99999999999}', "advance"],
      ['{"time": 253402300799, "advance": 1}', "advance"],
      ['{"reset": "yes"}', "reset"],
      ['{"close": 1}', "close"],
      ['{"colse": true}', "body"],
    ];
    try {
      await post(JSON.stringify({ time: 1_700_000_000 }));
      for (const [body, field] of bad) {
        const response = await post(body);
        expect(response.status, body).toBe(400);
        expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
        expect(await response.json(), body).toMatchObject({
          type: "https://stellar.org/horizon-errors/bad_request",
          status: 400,
          extras: { invalid_field: field },
        });
      }
      const clock = (await (await fetch(`${ledger.url}/_dev/clock`)).json()) as { time: number };
      expect(clock.time - 1_700_000_000).toBeGreaterThanOrEqual(0);
      expect(clock.time - 1_700_000_000).toBeLessThanOrEqual(5);
      const edge = await post(JSON.stringify({ time: 253_402_300_799 }));
      expect(await edge.json()).toMatchObject({ iso: "9999-12-31T23:59:59Z" });
    } finally {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
