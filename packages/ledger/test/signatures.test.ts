import {
  Asset,
  AuthRequiredFlag,
  AuthRevocableFlag,
  Keypair,
  Networks,
  Operation,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount, newAccounts, snapshot } from "./support/accounts";
import { type TestLedger, useLedger } from "./support/ledger";
import { buildTx, run, runFail, submitFail } from "./support/tx";

const ledger = useLedger();
const pay = (destination: Keypair, amount = "1") =>
  Operation.payment({ destination: destination.publicKey(), asset: Asset.native(), amount });

describe("transaction signatures", () => {
  it("tx_bad_auth when signed for another network passphrase, with no fee and no sequence", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const before = await snapshot(t, source);
    const tx = await buildTx(t, source, [pay(t.root)], { passphrase: Networks.TESTNET });
    const failure = await submitFail(t, tx);
    expect(failure).toEqual({ status: 400, transaction: "tx_bad_auth" });
    expect(await snapshot(t, source)).toEqual(before);
  });

  it("tx_bad_auth when signed by a key that is not a signer", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const failure = await runFail(t, source, [pay(t.root)], { signers: [Keypair.random()] });
    expect(failure).toEqual({ status: 400, transaction: "tx_bad_auth" });
  });

  it("tx_bad_auth_extra for an unused extra signature, with no fee and no sequence", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const before = await snapshot(t, source);
    const failure = await runFail(t, source, [pay(t.root)], { signers: [source, Keypair.random()] });
    expect(failure).toEqual({ status: 400, transaction: "tx_bad_auth_extra" });
    expect(await snapshot(t, source)).toEqual(before);
  });

  it("tx_bad_auth_extra when the same key signs twice (each signature matches one signer)", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const failure = await runFail(t, source, [pay(t.root)], { signers: [source, source] });
    expect(failure).toEqual({ status: 400, transaction: "tx_bad_auth_extra" });
  });

  it("an operation with another source account needs that account's signature", async () => {
    const t = ledger();
    const [source, other] = await newAccounts(t, 2, "100");
    const op = Operation.payment({
      source: other.publicKey(),
      destination: source.publicKey(),
      asset: Asset.native(),
      amount: "5",
    });
    expect(await runFail(t, source, [op])).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_bad_auth"],
    });
    const response = await run(t, source, [op], { signers: [source, other] });
    expect(response.successful).toBe(true);
  });

  it("an operation whose source does not exist and did not sign: op_bad_auth, rejected without fee", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const op = Operation.bumpSequence({ source: Keypair.random().publicKey(), bumpTo: "0" });
    const before = await snapshot(t, source);
    expect(await runFail(t, source, [op])).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_bad_auth"],
    });
    expect(await snapshot(t, source)).toEqual(before);
  });

  it("an operation whose source does not exist but signed: op_no_source_account when applied", async () => {
    const t = ledger();
    const [source, ghost] = [await newAccount(t, "100"), Keypair.random()];
    const op = Operation.bumpSequence({ source: ghost.publicKey(), bumpTo: "0" });
    const before = await snapshot(t, source);
    const applied = await runFail(t, source, [op], { signers: [source, ghost] });
    expect(applied).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_no_source_account"] });
    expect(await snapshot(t, source)).toEqual({
      balance: before.balance - 100n,
      sequence: before.sequence + 1n,
    });
  });

  it("a master weight of 0 disables the master key", async () => {
    const t = ledger();
    const [source, cosigner] = [await newAccount(t, "100"), Keypair.random()];
    await run(t, source, [
      Operation.setOptions({ signer: { ed25519PublicKey: cosigner.publicKey(), weight: 1 } }),
      Operation.setOptions({ masterWeight: 0 }),
    ]);
    expect(await runFail(t, source, [pay(t.root)])).toEqual({ status: 400, transaction: "tx_bad_auth" });
    expect((await run(t, source, [pay(t.root)], { signers: [cosigner] })).successful).toBe(true);
    const signers = (await t.server.loadAccount(source.publicKey())).signers;
    expect(signers).toEqual([
      { weight: 1, key: cosigner.publicKey(), type: "ed25519_public_key" },
      { weight: 0, key: source.publicKey(), type: "ed25519_public_key" },
    ]);
  });
});

describe("thresholds", () => {
  /** Account with master weight 1, signers b and c of weight 1, thresholds low 1 / med 2 / high 3. */
  async function multisig(t: TestLedger) {
    const [master, b, c] = [await newAccount(t, "100"), Keypair.random(), Keypair.random()];
    await run(t, master, [
      Operation.setOptions({ signer: { ed25519PublicKey: b.publicKey(), weight: 1 } }),
      Operation.setOptions({ signer: { ed25519PublicKey: c.publicKey(), weight: 1 } }),
      Operation.setOptions({ lowThreshold: 1, medThreshold: 2, highThreshold: 3 }),
    ]);
    return { master, b, c };
  }

  it("payment needs the medium threshold", async () => {
    const t = ledger();
    const { master, b } = await multisig(t);
    const before = await snapshot(t, master);
    const failure = await runFail(t, master, [pay(t.root)]);
    expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_bad_auth"] });
    expect(await snapshot(t, master)).toEqual(before);
    expect((await run(t, master, [pay(t.root)], { signers: [master, b] })).successful).toBe(true);
  });

  it("bumpSequence needs only the low threshold", async () => {
    const t = ledger();
    const { master, c } = await multisig(t);
    const response = await run(t, master, [Operation.bumpSequence({ bumpTo: "0" })], { signers: [c] });
    expect(response.successful).toBe(true);
  });

  it("setOptions is medium for a home domain but high for thresholds, signers and master weight", async () => {
    const t = ledger();
    const { master, b, c } = await multisig(t);
    expect(
      (await run(t, master, [Operation.setOptions({ homeDomain: "example.com" })], { signers: [b, c] }))
        .successful,
    ).toBe(true);
    const high = [
      Operation.setOptions({ medThreshold: 1 }),
      Operation.setOptions({ masterWeight: 2 }),
      Operation.setOptions({ signer: { ed25519PublicKey: Keypair.random().publicKey(), weight: 1 } }),
    ];
    for (const op of high) {
      const failure = await runFail(t, master, [op], { signers: [master, b] });
      expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_bad_auth"] });
    }
    expect(
      (await run(t, master, [Operation.setOptions({ medThreshold: 1 })], { signers: [master, b, c] }))
        .successful,
    ).toBe(true);
    const record = await t.server.loadAccount(master.publicKey());
    expect(record.thresholds).toEqual({ low_threshold: 1, med_threshold: 1, high_threshold: 3 });
    expect(record.home_domain).toBe("example.com");
  });

  it("accountMerge needs the high threshold", async () => {
    const t = ledger();
    const { master, b, c } = await multisig(t);
    const merge = Operation.accountMerge({ destination: t.root.publicKey() });
    const failure = await runFail(t, master, [merge], { signers: [master, b] });
    expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_bad_auth"] });
    expect((await run(t, master, [merge], { signers: [master, b, c] })).successful).toBe(true);
  });

  it("allowTrust needs only the low threshold of the issuer", async () => {
    const t = ledger();
    const { master: issuer, b } = await multisig(t);
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag })], {
      signers: [issuer, b],
    });
    const holder = await newAccount(t, "100");
    const asset = new Asset("LOW", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset })]);
    const allow = Operation.allowTrust({ trustor: holder.publicKey(), assetCode: "LOW", authorize: true });
    expect((await run(t, issuer, [allow])).successful).toBe(true);
    const line = (await t.server.loadAccount(holder.publicKey())).balances.find(
      (l) => l.asset_type !== "native",
    );
    expect(line && "is_authorized" in line ? line.is_authorized : undefined).toBe(true);
  });

  it("a signer of weight 0 is removed", async () => {
    const t = ledger();
    const { master, b, c } = await multisig(t);
    await run(t, master, [Operation.setOptions({ signer: { ed25519PublicKey: c.publicKey(), weight: 0 } })], {
      signers: [master, b, c],
    });
    const record = await t.server.loadAccount(master.publicKey());
    expect(record.signers.map((s) => s.key).sort()).toEqual([master.publicKey(), b.publicKey()].sort());
    expect(record.subentry_count).toBe(1);
  });
});
