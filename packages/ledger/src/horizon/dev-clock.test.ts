import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Account, Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { startLedger } from "../index";

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
      expect(Date.now() - started).toBeLessThan(5000);
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
});
