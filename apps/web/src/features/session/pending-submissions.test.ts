import { afterEach, describe, expect, it, vi } from "vitest";
import {
  awaitOutcome,
  PENDING_LOOKUP_WINDOW_MS,
  PENDING_POLL_MS,
  readPending,
  rememberSigned,
  reportAfterReload,
  settleInPage,
  type TLedgerOutcome,
} from "./pending-submissions";

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);
const HASH_C = "c".repeat(64);

/** A fake clock that only moves when the code under test sleeps. */
function fakeTime(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe("transactions signed before a reload", () => {
  afterEach(() => window.sessionStorage.clear());

  it("remembers each signed hash once, and drops entries older than the look-up window", () => {
    rememberSigned(HASH_A, 0);
    rememberSigned(HASH_A, 10);
    expect(readPending()).toEqual([{ hash: HASH_A, signedAt: 10 }]);
    rememberSigned(HASH_B, 10 + PENDING_LOOKUP_WINDOW_MS);
    expect(readPending()).toEqual([{ hash: HASH_B, signedAt: 10 + PENDING_LOOKUP_WINDOW_MS }]);
    window.sessionStorage.setItem("sextant.session.pending", '[{"hash":"not-a-hash","signedAt":1}]');
    expect(readPending()).toEqual([]);
  });

  it("after a reload, shows each outcome Horizon reports — also one that lands only later", async () => {
    const time = fakeTime();
    rememberSigned(HASH_A, time.now());
    rememberSigned(HASH_B, time.now());
    rememberSigned(HASH_C, time.now());
    let callsForA = 0;
    const lookup = vi.fn(async (hash: string): Promise<TLedgerOutcome> => {
      if (hash === HASH_A) return ++callsForA >= 3 ? "success" : "unknown";
      if (hash === HASH_B) return "failed";
      return "unknown";
    });
    const notify = vi.fn();
    await reportAfterReload({ lookup, notify, ...time });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith("success", HASH_A);
    expect(notify).toHaveBeenCalledWith("failed", HASH_B);
    expect(notify).not.toHaveBeenCalledWith(expect.anything(), HASH_C);
    expect(readPending()).toEqual([]);
  });

  it("gives up when the window closes, and survives look-up errors", async () => {
    const time = fakeTime();
    const lookup = vi.fn(async (): Promise<TLedgerOutcome> => {
      throw new Error("offline");
    });
    const outcome = await awaitOutcome({ hash: HASH_A, signedAt: time.now() }, { lookup, ...time });
    expect(outcome).toBe("unknown");
    expect(lookup).toHaveBeenCalledTimes(PENDING_LOOKUP_WINDOW_MS / PENDING_POLL_MS);
  });

  it("the page that signed forgets the entry once the transaction is on the ledger", async () => {
    const time = fakeTime();
    rememberSigned(HASH_A, time.now());
    rememberSigned(HASH_B, time.now());
    await settleInPage({ hash: HASH_A, signedAt: time.now() }, { lookup: async () => "success", ...time });
    expect(readPending().map((entry) => entry.hash)).toEqual([HASH_B]);
  });
});
