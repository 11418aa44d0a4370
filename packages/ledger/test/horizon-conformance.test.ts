import { Account, Asset, type Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { latestLedger, newAccounts, sequenceOf } from "./support/accounts";
import { feeBump, innerResult } from "./support/fee-bump";
import { getJson, type Json } from "./support/http";
import { type TestLedger, useLedger } from "./support/ledger";
import { decodeResult } from "./support/result";
import { buildTx, submitOk, txHash } from "./support/tx";

const ledger = useLedger();
const pay = (destination: Keypair, amount: string) =>
  Operation.payment({ destination: destination.publicKey(), asset: Asset.native(), amount });

async function postAsync(t: TestLedger, envelope: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}/transactions_async`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ tx: envelope }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Polls `GET /transactions/:hash` until the transaction is in a closed ledger (generous busy-machine deadline). */
async function waitForRecord(t: TestLedger, hash: string): Promise<Json> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status, body } = await getJson(t, `/transactions/${hash}`);
    if (status === 200) return body;
    if (Date.now() > deadline) throw new Error(`transaction ${hash} never appeared`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("preconditions on transaction records", () => {
  it("show ledgerbounds, min_account_sequence, the ledger gap and extra signers as Horizon does", async () => {
    const t = ledger();
    const [source, dest, extra] = await newAccounts(t, 3, "100");
    const seq = await sequenceOf(t, source);
    const current = await latestLedger(t);
    const tx = new TransactionBuilder(new Account(source.publicKey(), (seq + 4n).toString()), {
      fee: "100",
      networkPassphrase: t.passphrase,
      timebounds: { minTime: 0, maxTime: 0 },
      ledgerbounds: { minLedger: 1, maxLedger: current + 1000 },
      minAccountSequence: seq.toString(),
      minAccountSequenceLedgerGap: 1,
      extraSigners: [extra.publicKey()],
    })
      .addOperation(pay(dest, "1"))
      .build();
    tx.sign(source, extra);
    const { hash } = await submitOk(t, tx);
    const { body } = await getJson(t, `/transactions/${hash}`);
    expect(body.preconditions).toEqual({
      timebounds: { min_time: "0" },
      ledgerbounds: { min_ledger: 1, max_ledger: current + 1000 },
      min_account_sequence: seq.toString(),
      min_account_sequence_ledger_gap: 1,
      extra_signers: [extra.publicKey()],
    });
    expect(await sequenceOf(t, source)).toBe(seq + 5n);
  });

  it("leave out what the transaction does not set", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const now = Math.floor(Date.now() / 1000);
    const { hash } = await submitOk(
      t,
      await buildTx(t, source, [pay(dest, "1")], { timebounds: { minTime: 5, maxTime: now + 600 } }),
    );
    const { body } = await getJson(t, `/transactions/${hash}`);
    expect(body.preconditions).toEqual({ timebounds: { min_time: "5", max_time: String(now + 600) } });
  });
});

describe("malformed transaction hashes", () => {
  const problem = {
    type: "https://stellar.org/horizon-errors/bad_request",
    title: "Bad Request",
    status: 400,
    extras: {
      invalid_field: "tx_id",
      reason: "Transaction hash must be a hex-encoded, lowercase SHA-256 hash",
    },
  };

  it("answer 400 bad_request naming tx_id, for the record and its collections", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const { hash } = await submitOk(t, await buildTx(t, source, [pay(dest, "1")]));
    for (const path of [
      "/transactions/not-a-hash",
      `/transactions/${hash.toUpperCase()}`,
      `/transactions/${hash}00`,
      "/transactions/xyz/operations",
      "/transactions/xyz/effects",
    ]) {
      const response = await getJson(t, path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(response.body).toMatchObject(problem);
    }
  });

  it("while a well-formed unknown hash is 404 not_found", async () => {
    const t = ledger();
    const response = await getJson(t, `/transactions/${"ab".repeat(32)}`);
    expect(response.status).toBe(404);
    expect(response.body.type).toBe("https://stellar.org/horizon-errors/not_found");
  });
});

describe("resubmitting an applied transaction", () => {
  it("through async submission answers ERROR with tx_bad_seq, the sync endpoint the stored result", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, source, [pay(dest, "1")]);
    const first = await postAsync(t, tx.toXDR());
    expect(first).toEqual({ status: 201, body: { hash: txHash(tx), tx_status: "PENDING" } });
    await waitForRecord(t, txHash(tx));
    const again = await postAsync(t, tx.toXDR());
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ tx_status: "ERROR", hash: txHash(tx) });
    const result = decodeResult(String(again.body.error_result_xdr));
    expect(result.code).toBe("txBadSeq");
    const sync = await t.server.submitTransaction(tx);
    expect(sync.hash).toBe(txHash(tx));
    expect(sync.successful).toBe(true);
  });

  it("of a fee-bump through async submission answers ERROR with the inner tx_bad_seq", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, source, [pay(dest, "1")]);
    const bump = feeBump(t, inner, payer);
    const outerHash = Buffer.from(bump.hash()).toString("hex");
    const first = await postAsync(t, bump.toXDR());
    expect(first).toEqual({ status: 201, body: { hash: outerHash, tx_status: "PENDING" } });
    const record = await waitForRecord(t, outerHash);
    expect(record.inner_transaction).toMatchObject({ hash: txHash(inner) });
    const again = await postAsync(t, bump.toXDR());
    expect(again.status).toBe(400);
    expect(again.body.tx_status).toBe("ERROR");
    const result = innerResult(String(again.body.error_result_xdr));
    expect(result).toMatchObject({ outer: "txFeeBumpInnerFailed", code: "txBadSeq", hash: txHash(inner) });
  });
});

describe("invalid limit values", () => {
  const reasons: Array<[string, string]> = [
    ["0", "invalid limit: non-positive value provided"],
    ["-3", "invalid limit: non-positive value provided"],
    ["201", "invalid limit: value provided that is over limit max of 200"],
    ["abc", "unparseable value"],
    ["1.5", "unparseable value"],
  ];

  it.each(reasons)(
    "limit=%s on history and account lists, the order book and trade aggregations answers Horizon's reason",
    async (limit, reason) => {
      const t = ledger();
      const signer = t.root.publicKey();
      const paths = [
        `/transactions?limit=${limit}`,
        `/accounts?signer=${signer}&limit=${limit}`,
        `/order_book?selling_asset_type=native&buying_asset_type=credit_alphanum4&buying_asset_code=USD&buying_asset_issuer=${signer}&limit=${limit}`,
        `/trade_aggregations?base_asset_type=native&counter_asset_type=credit_alphanum4&counter_asset_code=USD&counter_asset_issuer=${signer}&resolution=60000&limit=${limit}`,
      ];
      for (const path of paths) {
        const response = await getJson(t, path);
        expect(response.status, path).toBe(400);
        expect(response.body).toMatchObject({ extras: { invalid_field: "limit", reason } });
      }
    },
  );

  it("accepts the bounds 1 and 200", async () => {
    const t = ledger();
    for (const limit of ["1", "200"])
      expect((await getJson(t, `/operations?limit=${limit}`)).status).toBe(200);
  });
});
