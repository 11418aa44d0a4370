import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { lastPaymentToken, loadLedger, newAccounts, sequenceOf } from "./support/accounts";
import { useLedger } from "./support/ledger";
import { buildTx, run, submitOk } from "./support/tx";

const CLOSE_MS = 1_000;
const ledger = useLedger({ closeMs: CLOSE_MS });
/** Accounts created in one transaction, so that only the tests' own submissions wait for closes. */
let accounts: Keypair[] = [];
beforeAll(async () => {
  accounts = await newAccounts(ledger(), 4, "100");
}, 15_000);
const account = (index: number): Keypair => {
  const keypair = accounts[index];
  if (!keypair) throw new Error(`no account ${index}`);
  return keypair;
};

describe("timed ledger closes (closeMs: 1000)", { timeout: 60_000 }, () => {
  it("a stream receives a submitted payment within one ledger close", async () => {
    const t = ledger();
    const [from, to] = [account(0), account(1)];
    const received: object[] = [];
    const stop = t.server
      .payments()
      .forAccount(to.publicKey())
      .cursor(await lastPaymentToken(t, to))
      .stream({ onmessage: (record) => received.push(record) });
    try {
      // The stream starts from a cursor, so it receives the payment whether it connects before or after.
      const before = await t.server.ledgers().order("desc").limit(1).call();
      const response = await run(t, from, [
        Operation.payment({ destination: to.publicKey(), asset: Asset.native(), amount: "3" }),
      ]);
      // Within one close: in the first ledger closed after the submission (no wall-clock bound, which a busy
      // machine would break; the latency is measured by bench/exchange/trade-to-screen.bench.ts). Ledgers close
      // on a cadence, so one more may have closed between reading the latest and submitting.
      const latest = before.records[0]?.sequence ?? 0;
      expect(response.ledger).toBeGreaterThan(latest);
      expect(response.ledger).toBeLessThanOrEqual(latest + 2);
      await expect.poll(() => received.length, { timeout: 20 * CLOSE_MS, interval: 20 }).toBe(1);
      expect(received[0]).toMatchObject({ amount: "3.0000000", transaction_hash: response.hash });
    } finally {
      stop();
    }
  });

  it("includes consecutive transactions of one account in the same ledger, in sequence order", async () => {
    const t = ledger();
    const source = account(2);
    const bump = [Operation.bumpSequence({ bumpTo: "0" })];
    // Ledgers close on a cadence: a tick may fall between the two submissions, so try again (rarely needed).
    for (let attempt = 1; ; attempt++) {
      const sequence = await sequenceOf(t, source);
      const [one, two] = await Promise.all([
        buildTx(t, source, bump, { sequence: sequence + 1n }),
        buildTx(t, source, bump, { sequence: sequence + 2n }),
      ]);
      const [first, second] = await Promise.all([submitOk(t, one), submitOk(t, two)]);
      if (second.ledger !== first.ledger && attempt < 5) continue;
      expect(second.ledger).toBe(first.ledger);
      const toid = (index: bigint) => ((BigInt(first.ledger) << 32n) | (index << 12n)).toString();
      expect([first.paging_token, second.paging_token]).toEqual([toid(1n), toid(2n)]);
      expect(await sequenceOf(t, source)).toBe(sequence + 2n);
      return;
    }
  });

  it("submission blocks until the containing ledger has closed", async () => {
    const t = ledger();
    const response = await run(t, account(3), [Operation.bumpSequence({ bumpTo: "0" })]);
    const record = await loadLedger(t, response.ledger);
    expect(record.successful_transaction_count).toBeGreaterThanOrEqual(1);
    const tx = await t.server.transactions().transaction(response.hash).call();
    expect(tx.ledger_attr).toBe(response.ledger);
  });
});
