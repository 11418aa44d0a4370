import {
  Asset,
  AuthClawbackEnabledFlag,
  AuthRevocableFlag,
  Keypair,
  Operation,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount, newAccounts } from "./support/accounts";
import {
  anyTime,
  balanceRecord,
  claim,
  createBalance,
  created,
  numSponsoring,
} from "./support/claimable-balances";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, XLM } from "./support/result";
import { buildTx, run, runFail, submitFail } from "./support/tx";

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

  it("rolls the balance back when a later operation of the transaction fails", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, creator, [
      createBalance(XLM_ASSET, "1", [anyTime(a)]),
      Operation.payment({ destination: a.publicKey(), asset: XLM_ASSET, amount: "1000" }),
    ]);
    expect(await submitFail(t, tx)).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_success", "op_underfunded"],
    });
    expect((await balanceRecord(t, tx.getClaimableBalanceId(0))).status).toBe(404);
    expect(await numSponsoring(t, creator)).toBe(0);
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
