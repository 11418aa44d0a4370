import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  Account,
  Asset,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../../constants";
import { LedgerNode } from "../../node/ledger-node";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(dataDir: string): LedgerNode {
  const n = new LedgerNode({ dataDir, passphrase: STANDALONE_PASSPHRASE, closeMs: 0, devClock: false });
  n.open();
  return n;
}

async function submit(node: LedgerNode, source: Keypair, ops: xdr.Operation[]): Promise<void> {
  const seq = node.state.getAccount(source.publicKey())?.seqNum ?? 0n;
  const builder = new TransactionBuilder(new Account(source.publicKey(), seq.toString()), {
    fee: "100",
    networkPassphrase: STANDALONE_PASSPHRASE,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  tx.sign(source);
  expect((await node.submit(tx.toXdr())).status).toBe("applied");
}

describe("offers across restarts", () => {
  it("replay from the log and load from a snapshot into the same offers, id pool and trades", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-offers-"));
    dirs.push(dataDir);
    const first = open(dataDir);
    const root = Keypair.master(STANDALONE_PASSPHRASE);
    const [issuer, maker, taker] = [Keypair.random(), Keypair.random(), Keypair.random()];
    await submit(
      first,
      root,
      [issuer, maker, taker].map((k) =>
        Operation.createAccount({ destination: k.publicKey(), startingBalance: "100" }),
      ),
    );
    const usd = new Asset("USD", issuer.publicKey());
    const xlm = Asset.native();
    await submit(first, maker, [Operation.changeTrust({ asset: usd })]);
    await submit(first, taker, [Operation.changeTrust({ asset: usd })]);
    await submit(first, issuer, [
      Operation.payment({ destination: maker.publicKey(), asset: usd, amount: "50" }),
    ]);
    await submit(first, maker, [
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "10", price: { n: 3, d: 7 } }),
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "5", price: "1" }),
    ]);
    await submit(first, taker, [
      Operation.manageSellOffer({ selling: xlm, buying: usd, amount: "1", price: { n: 7, d: 3 } }),
    ]);
    expect(first.header.idPool).toBe(2n);
    expect(first.state.getAccount(maker.publicKey())?.offers?.size).toBe(2);
    expect(first.history.market?.trades).toHaveLength(1);

    const fromLog = open(dataDir);
    expect(fromLog.header).toEqual(first.header);
    expect(fromLog.state.accounts).toEqual(first.state.accounts);
    expect(fromLog.history).toEqual(first.history);
    fromLog.shutdown();
    const fromSnapshot = open(dataDir);
    expect(fromSnapshot.header.idPool).toBe(2n);
    expect(fromSnapshot.state.accounts).toEqual(first.state.accounts);
    expect(fromSnapshot.history).toEqual(first.history);
    await submit(fromSnapshot, maker, [
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "1", price: "2" }),
    ]);
    expect([...(fromSnapshot.state.getAccount(maker.publicKey())?.offers?.keys() ?? [])]).toEqual([
      1n,
      2n,
      3n,
    ]);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
