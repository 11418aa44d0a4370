import {
  Asset,
  AuthRequiredFlag,
  AuthRevocableFlag,
  Claimant,
  Keypair,
  Operation,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  assetBalance,
  issueAsset,
  nativeBalance,
  newAccount,
  newAccounts,
  snapshot,
} from "./support/accounts";
import { anyTime, createBalance, created, numSponsoring } from "./support/claimable-balances";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, BASE_RESERVE, XLM } from "./support/result";
import { buildTx, run, runFail, submitFail, tamper } from "./support/tx";

const ledger = useLedger();
const XLM_ASSET = Asset.native();

describe("createClaimableBalance: failures", () => {
  it("op_low_reserve when the amount fits but the claimants' reserves do not", async () => {
    const t = ledger();
    const [creator, a, b] = await newAccounts(t, 3, "12");
    // available after the fee: 12 − 1 − 0.00001 = 10.99999; 10 fits, 2 × 0.5 more does not
    expect(await runFail(t, creator, [createBalance(XLM_ASSET, "10", [anyTime(a), anyTime(b)])])).toEqual(
      failedWith("op_low_reserve"),
    );
    expect(await numSponsoring(t, creator)).toBe(0);
    await created(t, creator, XLM_ASSET, "10", [anyTime(a)]);
    expect(await nativeBalance(t, creator)).toBe(12n * XLM - 10n * XLM - 2n * BASE_FEE);
    expect(BASE_RESERVE).toBe(XLM / 2n);
  });

  it("op_underfunded when the native amount exceeds the available balance", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "12");
    expect(await runFail(t, creator, [createBalance(XLM_ASSET, "11", [anyTime(a)])])).toEqual(
      failedWith("op_underfunded"),
    );
  });

  it("op_no_trust without a trustline, op_underfunded beyond the line's balance", async () => {
    const t = ledger();
    const [holder, stranger, a] = await newAccounts(t, 3, "100");
    const { asset } = await issueAsset(t, "EUR", [holder], "5");
    expect(await runFail(t, stranger, [createBalance(asset, "1", [anyTime(a)])])).toEqual(
      failedWith("op_no_trust"),
    );
    expect(await runFail(t, holder, [createBalance(asset, "5.0000001", [anyTime(a)])])).toEqual(
      failedWith("op_underfunded"),
    );
    await created(t, holder, asset, "5", [anyTime(a)]);
    expect(await assetBalance(t, holder, asset)).toBe(0n);
  });

  it("op_not_authorized from a trustline the issuer has not authorized", async () => {
    const t = ledger();
    const [issuer, holder, a] = await newAccounts(t, 3, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag })]);
    const asset = new Asset("GBP", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset })]);
    expect(await runFail(t, holder, [createBalance(asset, "1", [anyTime(a)])])).toEqual(
      failedWith("op_not_authorized"),
    );
  });

  it.each<[string, (a: string, b: string) => Claimant[]]>([
    ["the same claimant twice", (a) => [anyTime(a), anyTime(a)]],
    ["a negative absolute time", (a) => [new Claimant(a, Claimant.predicateBeforeAbsoluteTime("-1"))]],
    ["a negative relative time", (a) => [new Claimant(a, Claimant.predicateBeforeRelativeTime("-1"))]],
    [
      "predicates nested five deep",
      (a) => {
        let p = Claimant.predicateUnconditional();
        for (let i = 0; i < 4; i++) p = Claimant.predicateNot(p);
        return [new Claimant(a, p)];
      },
    ],
  ])("op_malformed for %s, rejected without a fee", async (_name, claimants) => {
    const t = ledger();
    const creator = await newAccount(t, "100");
    const before = await snapshot(t, creator);
    const a = Keypair.random().publicKey();
    const b = Keypair.random().publicKey();
    expect(await runFail(t, creator, [createBalance(XLM_ASSET, "1", claimants(a, b))])).toEqual(
      failedWith("op_malformed"),
    );
    expect(await snapshot(t, creator)).toEqual(before);
  });

  it("op_malformed for a zero amount, no claimants, or an and of one predicate", async () => {
    const t = ledger();
    const creator = await newAccount(t, "100");
    const a = Keypair.random().publicKey();
    const op = () => createBalance(XLM_ASSET, "1", [anyTime(a)]);
    const edits: Array<(body: Record<string, unknown>) => void> = [
      (body) => {
        body.amount = "0";
      },
      (body) => {
        body.claimants = [];
      },
      (body) => {
        const claimants = body.claimants as Array<{ claimant_type_v0: { predicate: unknown } }>;
        const first = claimants[0];
        if (first) first.claimant_type_v0.predicate = { and: [{ unconditional: null }] };
      },
    ];
    for (const edit of edits) {
      const tx = tamper(await buildTx(t, creator, [op()], { signers: [] }), (envelope) => {
        const ops = envelope.tx.tx.operations as Array<{
          body: { create_claimable_balance: Record<string, unknown> };
        }>;
        const first = ops[0];
        if (first) edit(first.body.create_claimable_balance);
      });
      tx.sign(creator);
      expect(await submitFail(t, tx)).toEqual(failedWith("op_malformed"));
    }
  });
});
