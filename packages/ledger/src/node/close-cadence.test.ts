import { Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { submitToNode, useNodeDirs } from "../../test/support/ledger-node";
import { STANDALONE_PASSPHRASE } from "../constants";
import { startLedger } from "../index";
import { type CadenceTimers, CloseCadence } from "./close-cadence";
import { LedgerNode } from "./ledger-node";

const dirs = useNodeDirs("sextant-ledger-cadence-");

/** A fake monotonic clock: `advance` runs every timer that falls due, in order, each at its own time. */
function fakeTimers(): CadenceTimers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    schedule(run, delayMs) {
      const timer = { at: now + delayMs, run };
      timers.push(timer);
      return { cancel: () => (timers = timers.filter((t) => t !== timer)) };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

describe("CloseCadence", () => {
  it("ticks once per interval on a fixed phase, whatever happens between ticks", () => {
    const timers = fakeTimers();
    const at: number[] = [];
    new CloseCadence(1000, () => at.push(timers.now()), timers);
    timers.advance(999);
    expect(at).toEqual([]);
    timers.advance(1);
    expect(at).toEqual([1000]);
    timers.advance(4000);
    expect(at).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it("a slow tick does not push later ticks back; ticks missed while stalled are skipped, not bunched", () => {
    const timers = fakeTimers();
    const at: number[] = [];
    let stall = 0;
    new CloseCadence(
      1000,
      () => {
        at.push(timers.now());
        timers.advance(stall);
      },
      timers,
    );
    timers.advance(1000);
    stall = 300;
    timers.advance(1000);
    stall = 2500;
    timers.advance(1000);
    stall = 0;
    timers.advance(3000);
    // 2000 took 300 ms and 3000 is still on time; 3000 stalled to 5500, so 4000 and 5000 never ran.
    expect(at).toEqual([1000, 2000, 3000, 6000]);
  });

  it("stops for good, also when stopped from inside a tick", () => {
    const timers = fakeTimers();
    let ticks = 0;
    const cadence: CloseCadence = new CloseCadence(
      500,
      () => {
        ticks += 1;
        if (ticks === 2) cadence.stop();
      },
      timers,
    );
    timers.advance(5000);
    expect(ticks).toBe(2);
    expect(timers.pending()).toBe(0);
  });

  it("refuses an interval that is not above zero", () => {
    expect(() => new CloseCadence(0, () => {})).toThrow(/above 0/);
  });
});

describe("a ledger node on a close cadence (closeMs > 0)", () => {
  function openOnCadence(dataDir: string, timers: CadenceTimers, devClock = false): LedgerNode {
    const node = new LedgerNode({
      dataDir,
      passphrase: STANDALONE_PASSPHRASE,
      closeMs: 1000,
      devClock,
      timers,
    });
    node.open();
    return node;
  }
  const countsOf = (node: LedgerNode) =>
    node.history.ledgers.map((l) => [l.seq, l.json.successful_transaction_count, l.json.operation_count]);

  it("closes a ledger every interval, empty ones too, and a submission waits only for the next tick", async () => {
    const timers = fakeTimers();
    const node = openOnCadence(dirs.tempDir(), timers);
    try {
      expect(node.header.ledgerSeq).toBe(1);
      timers.advance(3000);
      expect(countsOf(node)).toEqual([
        [1, 0, 0],
        [2, 0, 0],
        [3, 0, 0],
        [4, 0, 0],
      ]);
      timers.advance(400);
      let settled = false;
      const created = Keypair.random().publicKey();
      const submitted = submitToNode(node, Keypair.master(STANDALONE_PASSPHRASE), [
        Operation.createAccount({ destination: created, startingBalance: "10" }),
      ]).then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      expect(node.header.ledgerSeq).toBe(4);
      // 600 ms later, at the tick (not a whole interval after the submission), its ledger closes.
      timers.advance(600);
      await submitted;
      expect(node.header.ledgerSeq).toBe(5);
      expect(countsOf(node).at(-1)).toEqual([5, 1, 1]);
      expect(node.state.getAccount(created)).toBeDefined();
      timers.advance(1000);
      expect(countsOf(node).at(-1)).toEqual([6, 0, 0]);
    } finally {
      node.shutdown();
    }
    // Shut down: no more closes.
    timers.advance(10_000);
    expect(node.header.ledgerSeq).toBe(6);
  });

  it("replays its empty ledgers after a restart: same sequence and hashes", () => {
    const dataDir = dirs.tempDir();
    const timers = fakeTimers();
    const first = openOnCadence(dataDir, timers);
    timers.advance(5000);
    const hashes = first.history.ledgers.map((l) => l.hash);
    // Not shut down (no snapshot): the restart replays the log alone, as after a crash. The fake timers are not
    // advanced any more, so the first node closes nothing while the second reads its log.
    const second = new LedgerNode({
      dataDir,
      passphrase: STANDALONE_PASSPHRASE,
      closeMs: 0,
      devClock: false,
    });
    second.open();
    try {
      expect(second.header.ledgerSeq).toBe(6);
      expect(second.history.ledgers.map((l) => l.hash)).toEqual(hashes);
    } finally {
      second.shutdown();
      first.shutdown();
    }
  });

  it("with the development clock, closeNow closes at once and the cadence keeps its phase", async () => {
    const timers = fakeTimers();
    const node = openOnCadence(dirs.tempDir(), timers, true);
    try {
      timers.advance(1500);
      expect(node.header.ledgerSeq).toBe(2);
      const submitted = submitToNode(node, Keypair.master(STANDALONE_PASSPHRASE), [
        Operation.createAccount({ destination: Keypair.random().publicKey(), startingBalance: "10" }),
      ]);
      expect(node.closeNow()?.sequence).toBe(3);
      await submitted;
      expect(node.closeNow()).toBeUndefined();
      timers.advance(499);
      expect(node.header.ledgerSeq).toBe(3);
      timers.advance(1);
      expect(node.header.ledgerSeq).toBe(4);
    } finally {
      node.shutdown();
    }
  });

  it("closes no empty ledgers with closeMs 0 (a ledger per submission)", async () => {
    const node = new LedgerNode({
      dataDir: dirs.tempDir(),
      passphrase: STANDALONE_PASSPHRASE,
      closeMs: 0,
      devClock: false,
    });
    node.open();
    try {
      await submitToNode(node, Keypair.master(STANDALONE_PASSPHRASE), [
        Operation.createAccount({ destination: Keypair.random().publicKey(), startingBalance: "10" }),
      ]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(countsOf(node)).toEqual([
        [1, 0, 0],
        [2, 1, 1],
      ]);
    } finally {
      node.shutdown();
    }
  });
});

describe("empty ledgers over HTTP", () => {
  it("appear on /ledgers with no transactions, as Horizon shows them", { timeout: 60_000 }, async () => {
    const ledger = await startLedger({ dataDir: dirs.tempDir(), port: 0, closeMs: 100 });
    try {
      type Page = { _embedded: { records: Record<string, unknown>[] } };
      const latest = async () =>
        ((await (await fetch(`${ledger.url}/ledgers?order=desc&limit=5`)).json()) as Page)._embedded.records;
      // Waits for the condition (three ledgers after genesis), not for a duration.
      await expect
        .poll(async () => (await latest()).length, { timeout: 50_000, interval: 50 })
        .toBeGreaterThan(3);
      for (const record of (await latest()).filter((r) => r.sequence !== 1)) {
        expect(record).toMatchObject({
          successful_transaction_count: 0,
          failed_transaction_count: 0,
          operation_count: 0,
          tx_set_operation_count: 0,
        });
      }
    } finally {
      await ledger.close();
    }
  });
});
