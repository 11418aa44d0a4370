// Submissions whose signatures are verified on worker threads: they are still applied in the order they
// arrived, friendbot calls that arrive together each get their own sequence number, a forged signature is
// still refused, and the development clock's close includes what was submitted before it.
import { Asset, Keypair, Operation, TransactionBuilder, xdr } from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { startTestLedger, type TestLedger } from "./support/ledger";
import { pipelinedBodies, pipelinedRequests, rawPost } from "./support/pipelined-http";

let ledger: TestLedger | undefined;
afterEach(async () => {
  await ledger?.dispose();
  ledger = undefined;
});

async function fund(t: TestLedger, key: Keypair): Promise<void> {
  const res = await fetch(`${t.url}/friendbot?addr=${key.publicKey()}`);
  expect(res.status).toBe(200);
}

async function payments(t: TestLedger, from: Keypair, count: number): Promise<string[]> {
  const account = await t.server.loadAccount(from.publicKey());
  return Array.from({ length: count }, () => {
    const tx = new TransactionBuilder(account, { fee: "100", networkPassphrase: t.passphrase })
      .addOperation(
        Operation.payment({ destination: t.root.publicKey(), asset: Asset.native(), amount: "1" }),
      )
      .setTimeout(0)
      .build();
    tx.sign(from);
    return tx.toXDR();
  });
}

describe.each([1, 2])("with %i verifier thread(s)", (threads) => {
  it("applies one account's pipelined payments in the order they were sent", async () => {
    ledger = await startTestLedger({ verifierThreads: threads });
    const alice = Keypair.random();
    await fund(ledger, alice);
    const envelopes = await payments(ledger, alice, 60);
    const answers = await pipelinedBodies(ledger.url, "/transactions", envelopes);
    expect(answers.map((a) => a.status)).toEqual(envelopes.map(() => 200));
    const seqs = answers.map((a) => BigInt(JSON.parse(a.body).source_account_sequence));
    expect(seqs).toEqual([...seqs].sort((x, y) => (x < y ? -1 : 1)));
    const account = await ledger.server.loadAccount(alice.publicKey());
    expect(BigInt(account.sequenceNumber())).toBe(seqs.at(-1));
  });

  it("funds every account when many friendbot calls arrive at once", async () => {
    ledger = await startTestLedger({ verifierThreads: threads });
    const t = ledger;
    const keys = Array.from({ length: 25 }, () => Keypair.random());
    const statuses = await Promise.all(
      keys.map(async (k) => (await fetch(`${t.url}/friendbot?addr=${k.publicKey()}`)).status),
    );
    expect(statuses).toEqual(keys.map(() => 200));
    for (const k of keys)
      expect((await t.server.loadAccount(k.publicKey())).balances[0]?.balance).toBe("10000.0000000");
  });
});

describe("signatures checked on a verifier thread", () => {
  it("refuses a forged signature and one by the wrong key, and accepts the right one", async () => {
    ledger = await startTestLedger({ verifierThreads: 1 });
    const alice = Keypair.random();
    await fund(ledger, alice);
    const [envelope] = await payments(ledger, alice, 1);
    // The same signature with one bit flipped (its hint still names alice), and a stranger's signature.
    const wire = xdr.TransactionEnvelope.schema.decode(Buffer.from(envelope as string, "base64"));
    if (wire.type !== 2) throw new Error("a v1 envelope was expected");
    const signature = wire.v1.signatures[0];
    if (!signature) throw new Error("unsigned");
    signature.signature = Uint8Array.from(signature.signature, (b: number, i: number) =>
      i === 0 ? b ^ 1 : b,
    );
    const forged = Buffer.from(xdr.TransactionEnvelope.schema.encode(wire)).toString("base64");
    const other = TransactionBuilder.fromXDR(envelope as string, ledger.passphrase);
    other.signatures.splice(0);
    other.sign(Keypair.random());
    const answers = await pipelinedBodies(ledger.url, "/transactions", [
      forged,
      other.toXDR(),
      envelope as string,
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 200]);
    for (const a of answers.slice(0, 2))
      expect(JSON.parse(a.body).extras.result_codes.transaction).toBe("tx_bad_auth");
  });

  it("closes, on the development clock's request, a ledger holding the submission sent just before it", async () => {
    ledger = await startTestLedger({ verifierThreads: 1, devClock: true });
    const t = ledger;
    const alice = Keypair.random();
    await fund(t, alice);
    const [envelope] = await payments(t, alice, 1);
    const hash = Buffer.from(TransactionBuilder.fromXDR(envelope as string, t.passphrase).hash()).toString(
      "hex",
    );
    // Both requests down one connection, the clock's right behind the submission, before either is answered.
    const submit = `tx=${encodeURIComponent(envelope as string)}`;
    const answers = await pipelinedRequests(t.url, [
      rawPost(t.url, "/transactions_async", "application/x-www-form-urlencoded", submit),
      rawPost(t.url, "/_dev/clock", "application/json", JSON.stringify({ close: true }), [
        `X-Dev-Clock-Token: ${t.devClockToken}`,
      ]),
    ]);
    expect(answers[0]?.status).toBe(201);
    expect(answers[1]?.status).toBe(200);
    expect(JSON.parse(answers[1]?.body ?? "{}").closed.transactions).toEqual([hash]);
  });
});
