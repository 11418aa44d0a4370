import { Asset, AuthRequiredFlag, AuthRevocableFlag, Claimant, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { assetBalance, issueAsset, nativeBalance, newAccounts } from "./support/accounts";
import { anyTime, balanceRecord, claim, created, numSponsoring } from "./support/claimable-balances";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, XLM } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const XLM_ASSET = Asset.native();
const MISSING = `00000000${"ab".repeat(32)}`;

describe("claimClaimableBalance: success", () => {
  it("credits the claimant with the whole amount, removes the balance and frees the creator's reserves", async () => {
    const t = ledger();
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const id = await created(t, creator, XLM_ASSET, "7", [anyTime(a), anyTime(b)]);
    expect(await numSponsoring(t, creator)).toBe(2);
    const before = await nativeBalance(t, b);
    await run(t, b, [claim(id)]);
    expect(await nativeBalance(t, b)).toBe(before + 7n * XLM - BASE_FEE);
    expect((await balanceRecord(t, id)).status).toBe(404);
    expect(await numSponsoring(t, creator)).toBe(0);
    // the freed reserve can be spent again: 100 − 7 − fee leaves 92.99999 with a 1 XLM minimum
    await run(t, creator, [
      Operation.payment({ destination: a.publicKey(), asset: XLM_ASSET, amount: "91.9999" }),
    ]);
  });

  it("credits a credit asset to the claimant's trustline", async () => {
    const t = ledger();
    const [holder, a] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "EUR", [holder, a], "10");
    const id = await created(t, holder, asset, "4", [anyTime(a)]);
    await run(t, a, [claim(id)]);
    expect(await assetBalance(t, a, asset)).toBe(14n * XLM);
    expect(await assetBalance(t, holder, asset)).toBe(6n * XLM);
  });

  it("lets the issuer claim a balance of its own asset without a trustline", async () => {
    const t = ledger();
    const [holder] = await newAccounts(t, 1, "100");
    const { issuer, asset } = await issueAsset(t, "JPY", [holder], "10");
    const id = await created(t, holder, asset, "3", [anyTime(issuer)]);
    await run(t, issuer, [claim(id)]);
    expect((await balanceRecord(t, id)).status).toBe(404);
  });
});

describe("claimClaimableBalance: failures", () => {
  it("op_does_not_exist for an unknown id and for a balance already claimed", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    expect(await runFail(t, a, [claim(MISSING)])).toEqual(failedWith("op_does_not_exist"));
    const id = await created(t, creator, XLM_ASSET, "1", [anyTime(a)]);
    await run(t, a, [claim(id)]);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_does_not_exist"));
  });

  it("op_cannot_claim for an account that is not a claimant, even the creator", async () => {
    const t = ledger();
    const [creator, a, stranger] = await newAccounts(t, 3, "100");
    const id = await created(t, creator, XLM_ASSET, "1", [anyTime(a)]);
    expect(await runFail(t, stranger, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    expect(await runFail(t, creator, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    expect((await balanceRecord(t, id)).status).toBe(200);
  });

  it("op_cannot_claim when the claimant's predicate is false at the close time", async () => {
    const t = ledger();
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const expired = new Claimant(a.publicKey(), Claimant.predicateBeforeAbsoluteTime("1"));
    const never = new Claimant(b.publicKey(), Claimant.predicateNot(Claimant.predicateUnconditional()));
    const id = await created(t, creator, XLM_ASSET, "1", [expired, never]);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    expect(await runFail(t, b, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
  });

  it("op_no_trust without a trustline, op_line_full beyond its limit", async () => {
    const t = ledger();
    const [holder, a] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "USD", [holder], "10");
    const id = await created(t, holder, asset, "5", [anyTime(a)]);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_no_trust"));
    await run(t, a, [Operation.changeTrust({ asset, limit: "4.9999999" })]);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_line_full"));
    await run(t, a, [Operation.changeTrust({ asset, limit: "5" }), claim(id)]);
    expect(await assetBalance(t, a, asset)).toBe(5n * XLM);
  });

  it("op_not_authorized when the claimant's trustline is not authorized", async () => {
    const t = ledger();
    const [issuer, holder, a] = await newAccounts(t, 3, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag })]);
    const asset = new Asset("GBP", issuer.publicKey());
    const authorize = (who: string, authorized: boolean) =>
      Operation.setTrustLineFlags({ trustor: who, asset, flags: { authorized } });
    await run(t, holder, [Operation.changeTrust({ asset })]);
    await run(t, a, [Operation.changeTrust({ asset })]);
    await run(t, issuer, [
      authorize(holder.publicKey(), true),
      Operation.payment({ destination: holder.publicKey(), asset, amount: "5" }),
    ]);
    const id = await created(t, holder, asset, "5", [anyTime(a)]);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_not_authorized"));
    await run(t, issuer, [authorize(a.publicKey(), true)]);
    await run(t, a, [claim(id)]);
  });

  it("a failed claim leaves the balance and the reserves in place", async () => {
    const t = ledger();
    const [creator, a, stranger] = await newAccounts(t, 3, "100");
    const id = await created(t, creator, XLM_ASSET, "2", [anyTime(a)]);
    await runFail(t, stranger, [claim(id)]);
    expect(await numSponsoring(t, creator)).toBe(1);
    expect((await balanceRecord(t, id)).body.amount).toBe("2.0000000");
  });
});
