import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
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
});
