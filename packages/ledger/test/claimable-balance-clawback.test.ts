import { Asset, AuthClawbackEnabledFlag, AuthRevocableFlag, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { assetBalance, issueAsset, newAccounts } from "./support/accounts";
import {
  anyTime,
  balanceRecord,
  clawbackBalance,
  created,
  numSponsoring,
} from "./support/claimable-balances";
import { getJson, records } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { XLM } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const MISSING = `00000000${"cd".repeat(32)}`;

/** An issuer with clawback enabled and a holder of 10 units. */
async function clawbackAsset(t: ReturnType<typeof ledger>) {
  const [issuer, holder, claimant] = await newAccounts(t, 3, "100");
  await run(t, issuer, [Operation.setOptions({ setFlags: AuthClawbackEnabledFlag | AuthRevocableFlag })]);
  const asset = new Asset("CLW", issuer.publicKey());
  await run(t, holder, [Operation.changeTrust({ asset })]);
  await run(t, issuer, [Operation.payment({ destination: holder.publicKey(), asset, amount: "10" })]);
  return { issuer, holder, claimant, asset };
}

describe("clawbackClaimableBalance", () => {
  it("lets the issuer remove a clawback-enabled balance; the creator's reserve is freed", async () => {
    const t = ledger();
    const { issuer, holder, claimant, asset } = await clawbackAsset(t);
    const id = await created(t, holder, asset, "4", [anyTime(claimant)]);
    expect(await numSponsoring(t, holder)).toBe(1);
    const createdEffects = records(
      (await getJson(t, `/accounts/${holder.publicKey()}/effects?order=desc&limit=3`)).body,
    );
    const createdEffect = createdEffects.find((e) => e.type === "claimable_balance_created");
    expect(createdEffect).toMatchObject({ balance_id: id, claimable_balance_clawback_enabled_flag: true });
    const response = await run(t, issuer, [clawbackBalance(id)]);
    expect((await balanceRecord(t, id)).status).toBe(404);
    expect(await numSponsoring(t, holder)).toBe(0);
    expect(await assetBalance(t, holder, asset)).toBe(6n * XLM);
    const ops = records((await getJson(t, `/transactions/${response.hash}/operations`)).body);
    expect(ops[0]).toMatchObject({ type: "clawback_claimable_balance", type_i: 20, balance_id: id });
    const effects = records((await getJson(t, `/transactions/${response.hash}/effects`)).body);
    expect(effects.map((e) => [e.type, e.type_i, e.account])).toEqual([
      ["claimable_balance_clawed_back", 80, issuer.publicKey()],
      ["account_credited", 2, issuer.publicKey()],
      ["claimable_balance_sponsorship_removed", 71, issuer.publicKey()],
    ]);
    expect(effects[0]).toMatchObject({ balance_id: id });
    expect(effects[1]).toMatchObject({ amount: "4.0000000", asset_code: "CLW" });
    expect(effects[2]).toMatchObject({ balance_id: id, former_sponsor: holder.publicKey() });
  });

  it("op_does_not_exist for an unknown id", async () => {
    const t = ledger();
    const { issuer } = await clawbackAsset(t);
    expect(await runFail(t, issuer, [clawbackBalance(MISSING)])).toEqual(failedWith("op_does_not_exist"));
  });

  it("op_not_issuer for anyone but the issuer, and for native balances", async () => {
    const t = ledger();
    const { holder, claimant, asset } = await clawbackAsset(t);
    const id = await created(t, holder, asset, "1", [anyTime(claimant)]);
    expect(await runFail(t, holder, [clawbackBalance(id)])).toEqual(failedWith("op_not_issuer"));
    expect(await runFail(t, claimant, [clawbackBalance(id)])).toEqual(failedWith("op_not_issuer"));
    const native = await created(t, holder, Asset.native(), "1", [anyTime(claimant)]);
    expect(await runFail(t, holder, [clawbackBalance(native)])).toEqual(failedWith("op_not_issuer"));
    expect((await balanceRecord(t, id)).status).toBe(200);
  });

  it("op_not_clawback_enabled for a balance created without the flag", async () => {
    const t = ledger();
    const [holder, claimant] = await newAccounts(t, 2, "100");
    const { issuer, asset } = await issueAsset(t, "PLN", [holder], "10");
    const id = await created(t, holder, asset, "1", [anyTime(claimant)]);
    expect(await runFail(t, issuer, [clawbackBalance(id)])).toEqual(failedWith("op_not_clawback_enabled"));
  });

  it("op_not_clawback_enabled once the holder's trustline lost the flag before creating", async () => {
    const t = ledger();
    const { issuer, holder, claimant, asset } = await clawbackAsset(t);
    await run(t, issuer, [
      Operation.setTrustLineFlags({ trustor: holder.publicKey(), asset, flags: { clawbackEnabled: false } }),
    ]);
    const id = await created(t, holder, asset, "1", [anyTime(claimant)]);
    expect(await runFail(t, issuer, [clawbackBalance(id)])).toEqual(failedWith("op_not_clawback_enabled"));
  });
});
