import {
  AuthClawbackEnabledFlag,
  AuthImmutableFlag,
  AuthRequiredFlag,
  AuthRevocableFlag,
  Keypair,
  Operation,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount, snapshot } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult } from "./support/result";
import { buildTx, run, runFail, submitFail, tamper } from "./support/tx";

const ledger = useLedger();
const addSigner = (key: Keypair, weight = 1) =>
  Operation.setOptions({ signer: { ed25519PublicKey: key.publicKey(), weight } });

describe("setOptions: home domain", () => {
  it("sets and clears the home domain", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const response = await run(t, account, [Operation.setOptions({ homeDomain: "a".repeat(32) })]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["setOptionsSuccess"]);
    expect((await t.server.loadAccount(account.publicKey())).home_domain).toBe("a".repeat(32));
    await run(t, account, [Operation.setOptions({ homeDomain: "" })]);
    expect((await t.server.loadAccount(account.publicKey())).home_domain).toBeUndefined();
  });

  it.each([
    ["a control character", "bell\u0007.example"],
    ["a non-ASCII character", "caf\u00e9.example"],
  ])("op_invalid_home_domain for %s, rejected without fee", async (_case, homeDomain) => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await snapshot(t, account);
    expect(await runFail(t, account, [Operation.setOptions({ homeDomain })])).toEqual(
      failedWith("op_invalid_home_domain"),
    );
    expect(await snapshot(t, account)).toEqual(before);
  });
});

describe("setOptions: signers and thresholds", () => {
  it("lists signers and the master key sorted by key, each signer costing one subentry", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const [a, b] = [Keypair.random(), Keypair.random()];
    await run(t, account, [addSigner(a, 5), addSigner(b, 7), Operation.setOptions({ masterWeight: 9 })]);
    const record = await t.server.loadAccount(account.publicKey());
    expect(record.subentry_count).toBe(2);
    const signers = [
      { weight: 5, key: a.publicKey(), type: "ed25519_public_key" },
      { weight: 7, key: b.publicKey(), type: "ed25519_public_key" },
      { weight: 9, key: account.publicKey(), type: "ed25519_public_key" },
    ].sort((x, y) => (x.key < y.key ? -1 : 1));
    expect(record.signers).toEqual(signers);
  });

  it("updates a signer's weight in place", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const a = Keypair.random();
    await run(t, account, [addSigner(a, 1)]);
    await run(t, account, [addSigner(a, 200)]);
    const record = await t.server.loadAccount(account.publicKey());
    expect(record.signers.find((s) => s.key === a.publicKey())?.weight).toBe(200);
    expect(record.subentry_count).toBe(1);
  });

  it("sets thresholds", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    await run(t, account, [Operation.setOptions({ lowThreshold: 0, medThreshold: 1, highThreshold: 255 })]);
    expect((await t.server.loadAccount(account.publicKey())).thresholds).toEqual({
      low_threshold: 0,
      med_threshold: 1,
      high_threshold: 255,
    });
  });

  it("op_threshold_out_of_range above 255, rejected without fee", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await snapshot(t, account);
    const tx = tamper(await buildTx(t, account, [Operation.setOptions({ lowThreshold: 1 })]), (envelope) => {
      const [op] = envelope.tx.tx.operations as { body: { set_options: { low_threshold: number } } }[];
      if (op) op.body.set_options.low_threshold = 256;
    });
    tx.sign(account);
    expect(await submitFail(t, tx)).toEqual(failedWith("op_threshold_out_of_range"));
    expect(await snapshot(t, account)).toEqual(before);
  });

  it("op_bad_signer when the account adds its own key", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    expect(await runFail(t, account, [addSigner(account)])).toEqual(failedWith("op_bad_signer"));
  });

  it("op_low_reserve when a new signer is not covered by the balance", async () => {
    const t = ledger();
    const account = await newAccount(t, "1.4999999");
    expect(await runFail(t, account, [addSigner(Keypair.random())])).toEqual(failedWith("op_low_reserve"));
    expect((await snapshot(t, account)).balance).toBe(14_999_999n - BASE_FEE);
  });

  it("op_too_many_signers above 20", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    await run(
      t,
      account,
      Array.from({ length: 20 }, () => addSigner(Keypair.random())),
    );
    expect(await runFail(t, account, [addSigner(Keypair.random())])).toEqual(
      failedWith("op_too_many_signers"),
    );
    expect((await t.server.loadAccount(account.publicKey())).signers).toHaveLength(21);
  });
});

describe("setOptions: flags", () => {
  it("sets and clears account flags", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    await run(t, issuer, [
      Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag | AuthClawbackEnabledFlag }),
    ]);
    expect((await t.server.loadAccount(issuer.publicKey())).flags).toEqual({
      auth_required: true,
      auth_revocable: true,
      auth_immutable: false,
      auth_clawback_enabled: true,
    });
    await run(t, issuer, [Operation.setOptions({ clearFlags: AuthRequiredFlag })]);
    expect((await t.server.loadAccount(issuer.publicKey())).flags).toMatchObject({
      auth_required: false,
      auth_revocable: true,
    });
  });

  it("op_unknown_flag and op_bad_flags are rejected without fee", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await snapshot(t, account);
    expect(await runFail(t, account, [Operation.setOptions({ setFlags: 16 })])).toEqual(
      failedWith("op_unknown_flag"),
    );
    expect(
      await runFail(t, account, [
        Operation.setOptions({ setFlags: AuthRequiredFlag, clearFlags: AuthRequiredFlag }),
      ]),
    ).toEqual(failedWith("op_bad_flags"));
    expect(await snapshot(t, account)).toEqual(before);
  });

  it("op_cant_change once the account is immutable", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRevocableFlag | AuthImmutableFlag })]);
    expect(await runFail(t, issuer, [Operation.setOptions({ clearFlags: AuthRevocableFlag })])).toEqual(
      failedWith("op_cant_change"),
    );
    expect((await t.server.loadAccount(issuer.publicKey())).flags).toMatchObject({
      auth_revocable: true,
      auth_immutable: true,
    });
  });

  it("op_auth_revocable_required for clawback without revocable", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    expect(await runFail(t, issuer, [Operation.setOptions({ setFlags: AuthClawbackEnabledFlag })])).toEqual(
      failedWith("op_auth_revocable_required"),
    );
  });
});
