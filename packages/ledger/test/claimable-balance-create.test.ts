import {
  Asset,
  AuthClawbackEnabledFlag,
  AuthRequiredFlag,
  AuthRevocableFlag,
  Claimant,
  Keypair,
  Operation,
  TransactionBuilder,
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
import {
  anyTime,
  balanceRecord,
  claim,
  createBalance,
  created,
  numSponsoring,
} from "./support/claimable-balances";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, BASE_RESERVE, XLM } from "./support/result";
import { buildTx, run, runFail, submitFail, tamper } from "./support/tx";

const ledger = useLedger();
const XLM_ASSET = Asset.native();

describe("createClaimableBalance: success", () => {
  it("moves the amount into a balance whose id is the hash of the operation id, one reserve per claimant on the creator", async () => {
    const t = ledger();
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const before = await nativeBalance(t, creator);
    const id = await created(t, creator, XLM_ASSET, "12.5", [anyTime(a), anyTime(b)]);
    expect(id).toMatch(/^00000000[0-9a-f]{64}$/);
    expect(await nativeBalance(t, creator)).toBe(before - (125n * XLM) / 10n - BASE_FEE);
    expect(await numSponsoring(t, creator)).toBe(2);
    const { status, body } = await balanceRecord(t, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      asset: "native",
      amount: "12.5000000",
      sponsor: creator.publicKey(),
      claimants: [
        { destination: a.publicKey(), predicate: { unconditional: true } },
        { destination: b.publicKey(), predicate: { unconditional: true } },
      ],
      flags: { clawback_enabled: false },
    });
  });

  it("gives each operation of a transaction its own id", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, creator, [
      createBalance(XLM_ASSET, "1", [anyTime(a)]),
      createBalance(XLM_ASSET, "2", [anyTime(a)]),
    ]);
    await t.server.submitTransaction(tx);
    const [first, second] = [tx.getClaimableBalanceId(0), tx.getClaimableBalanceId(1)];
    expect(first).not.toBe(second);
    expect((await balanceRecord(t, first)).body.amount).toBe("1.0000000");
    expect((await balanceRecord(t, second)).body.amount).toBe("2.0000000");
  });

  it("locks the reserves: the creator cannot spend them while the balance exists", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "12");
    await created(t, creator, XLM_ASSET, "10", [anyTime(a)]);
    // 12 − 10 − fee = 1.99999 XLM held; minimum (2 + 1 sponsoring) × 0.5 = 1.5 XLM
    expect(
      await runFail(t, creator, [
        Operation.payment({ destination: a.publicKey(), asset: XLM_ASSET, amount: "0.5" }),
      ]),
    ).toEqual(failedWith("op_underfunded"));
  });

  it("lets the issuer create a balance of its own asset without a trustline", async () => {
    const t = ledger();
    const [issuer, a] = await newAccounts(t, 2, "100");
    const usd = new Asset("USD", issuer.publicKey());
    const id = await created(t, issuer, usd, "1000", [anyTime(a)]);
    expect((await balanceRecord(t, id)).body).toMatchObject({
      asset: `USD:${issuer.publicKey()}`,
      amount: "1000.0000000",
    });
  });

  it("accepts ten claimants", async () => {
    const t = ledger();
    const creator = await newAccount(t, "100");
    const claimants = Array.from({ length: 10 }, () => anyTime(Keypair.random().publicKey()));
    const id = await created(t, creator, XLM_ASSET, "1", claimants);
    expect((await balanceRecord(t, id)).body.claimants).toHaveLength(10);
    expect(await numSponsoring(t, creator)).toBe(10);
  });
});

describe("createClaimableBalance: ids and the creator's account", () => {
  it("hashes the inner transaction's source and sequence when a fee bump carries it", async () => {
    const t = ledger();
    const [creator, payer, a] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, creator, [createBalance(XLM_ASSET, "1", [anyTime(a)])]);
    const bump = TransactionBuilder.buildFeeBumpTransaction(payer, "200", inner, t.passphrase);
    bump.sign(payer);
    await t.server.submitTransaction(bump);
    const id = inner.getClaimableBalanceId(0);
    expect((await balanceRecord(t, id)).body).toMatchObject({ id, sponsor: creator.publicKey() });
  });

  it("keeps a creator that sponsors a balance from merging (op_is_sponsor) until it is claimed", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const id = await created(t, creator, XLM_ASSET, "1", [anyTime(a)]);
    const merge = Operation.accountMerge({ destination: a.publicKey() });
    expect(await runFail(t, creator, [merge])).toEqual(failedWith("op_is_sponsor"));
    await run(t, a, [claim(id)]);
    await run(t, creator, [merge]);
  });
});

describe("createClaimableBalance: inside a sponsorship sandwich", () => {
  it("puts the reserves on the sandwich's sponsor, who becomes the balance's sponsor", async () => {
    const t = ledger();
    const [sponsor, creator, a, b] = await newAccounts(t, 4, "100");
    await run(
      t,
      creator,
      [
        Operation.beginSponsoringFutureReserves({
          sponsoredId: creator.publicKey(),
          source: sponsor.publicKey(),
        }),
        createBalance(XLM_ASSET, "1", [anyTime(a), anyTime(b)]),
        Operation.endSponsoringFutureReserves({}),
      ],
      { signers: [creator, sponsor] },
    );
    expect(await numSponsoring(t, sponsor)).toBe(2);
    expect(await numSponsoring(t, creator)).toBe(0);
    const page = await t.server.claimableBalances().sponsor(sponsor.publicKey()).call();
    expect(page.records.map((r) => [r.sponsor, r.amount])).toEqual([[sponsor.publicKey(), "1.0000000"]]);
    await run(t, a, [claim(page.records[0]?.id ?? "")]);
    expect(await numSponsoring(t, sponsor)).toBe(0);
  });

  it("op_low_reserve when the sandwich's sponsor cannot carry the reserves", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const sponsor = await newAccount(t, "1.4");
    expect(
      await runFail(
        t,
        creator,
        [
          Operation.beginSponsoringFutureReserves({
            sponsoredId: creator.publicKey(),
            source: sponsor.publicKey(),
          }),
          createBalance(XLM_ASSET, "1", [anyTime(a)]),
          Operation.endSponsoringFutureReserves({}),
        ],
        { signers: [creator, sponsor] },
      ),
    ).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_success", "op_low_reserve", "op_success"],
    });
  });
});

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

describe("createClaimableBalance: clawback flag", () => {
  it("copies the trustline's clawback flag, or the issuer's account flag when the issuer creates it", async () => {
    const t = ledger();
    const [issuer, holder, a] = await newAccounts(t, 3, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthClawbackEnabledFlag | AuthRevocableFlag })]);
    const asset = new Asset("CLW", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset })]);
    await run(t, issuer, [Operation.payment({ destination: holder.publicKey(), asset, amount: "10" })]);
    const fromHolder = await created(t, holder, asset, "1", [anyTime(a)]);
    const fromIssuer = await created(t, issuer, asset, "1", [anyTime(a)]);
    await run(t, issuer, [
      Operation.setTrustLineFlags({ trustor: holder.publicKey(), asset, flags: { clawbackEnabled: false } }),
    ]);
    const afterClear = await created(t, holder, asset, "1", [anyTime(a)]);
    const flag = async (id: string) =>
      ((await balanceRecord(t, id)).body.flags as { clawback_enabled: boolean }).clawback_enabled;
    expect([await flag(fromHolder), await flag(fromIssuer), await flag(afterClear)]).toEqual([
      true,
      true,
      false,
    ]);
    await run(t, a, [Operation.changeTrust({ asset }), claim(fromHolder)]);
  });
});
