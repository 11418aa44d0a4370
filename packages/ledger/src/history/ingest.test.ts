import {
  Account,
  Asset,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../constants";
import { RootState } from "../engine/ledger-view";
import { newAccount } from "../engine/operations/create-account";
import { applyTransaction } from "../tx/apply";
import { decodeEnvelope } from "../tx/decode";
import { toid } from "../util/toid";
import { ingestLedger } from "./ingest";
import { emptyHistory } from "./records";

describe("ingestLedger", () => {
  it("assigns TOIDs, effect ids and per-account indexes the way Horizon does", () => {
    const state = new RootState();
    const alice = Keypair.random();
    const bob = Keypair.random();
    state.accounts.set(alice.publicKey(), newAccount(alice.publicKey(), 100_000_000n, 2));
    state.accounts.set(bob.publicKey(), newAccount(bob.publicKey(), 100_000_000n, 2));
    const tx = new TransactionBuilder(new Account(alice.publicKey(), (2n << 32n).toString()), {
      fee: "200",
      networkPassphrase: STANDALONE_PASSPHRASE,
    })
      .addOperation(Operation.payment({ destination: bob.publicKey(), asset: Asset.native(), amount: "1" }))
      .addOperation(Operation.manageData({ name: "k", value: "v" }))
      .setTimeout(TimeoutInfinite)
      .build();
    tx.sign(alice);
    const env = { ledgerSeq: 7, closeTime: 1_700_000_000n, baseFee: 100, baseReserve: 5_000_000n };
    const applied = applyTransaction(decodeEnvelope(tx.toXdr(), STANDALONE_PASSPHRASE), state, env);
    const history = emptyHistory();
    for (let seq = 1; seq < 7; seq++) {
      ingestLedger(history, { seq, closeTime: 0n, hash: `h${seq}`, json: {} }, []);
    }
    ingestLedger(history, { seq: 7, closeTime: env.closeTime, hash: "h7", json: {} }, [applied]);

    const [record] = history.txs;
    expect(record?.key).toBe(toid(7, 1, 0));
    expect(record?.json).toMatchObject({
      paging_token: toid(7, 1, 0).toString(),
      created_at: "2023-11-14T22:13:20Z",
    });
    expect(history.ops.map((o) => o.json.id)).toEqual([toid(7, 1, 1).toString(), toid(7, 1, 2).toString()]);
    expect(history.effects.map((e) => e.json.paging_token)).toEqual([
      `${toid(7, 1, 1)}-1`,
      `${toid(7, 1, 1)}-2`,
      `${toid(7, 1, 2)}-1`,
    ]);
    expect(history.effects[0]?.json.id).toBe(`${toid(7, 1, 1).toString().padStart(19, "0")}-0000000001`);
    expect(history.payments).toEqual([0]);
    expect(history.byAccount.get(bob.publicKey())).toEqual({
      txs: [0],
      ops: [0],
      payments: [0],
      effects: [0],
    });
    expect(history.byAccount.get(alice.publicKey())?.effects).toEqual([1, 2]);
    expect(history.ledgers[6]).toMatchObject({
      txStart: 0,
      txEnd: 1,
      opStart: 0,
      opEnd: 2,
      effStart: 0,
      effEnd: 3,
    });
  });
});
