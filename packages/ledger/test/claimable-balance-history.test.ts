import { Account, Asset, MuxedAccount, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccounts } from "./support/accounts";
import { anyTime, claim, created } from "./support/claimable-balances";
import { getJson, type Json, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { dataFrames, openSse } from "./support/sse";
import { run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

describe("claimable balance history", () => {
  it("lists the operations and transactions of a balance; effects reach every account involved", async () => {
    const t = ledger();
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const id = await created(t, creator, XLM, "5", [anyTime(a), anyTime(b)]);
    const claimed = await run(t, a, [claim(id)]);
    const ops = records((await getJson(t, `/claimable_balances/${id}/operations`)).body);
    expect(ops.map((o) => [o.type, o.type_i])).toEqual([
      ["create_claimable_balance", 14],
      ["claim_claimable_balance", 15],
    ]);
    expect(ops[0]).toMatchObject({
      asset: "native",
      amount: "5.0000000",
      source_account: creator.publicKey(),
    });
    expect(ops[1]).toMatchObject({ balance_id: id, claimant: a.publicKey() });
    const txs = records((await getJson(t, `/claimable_balances/${id}/transactions`)).body);
    expect(txs.map((x) => x.hash)).toHaveLength(2);
    expect(txs[1]?.hash).toBe(claimed.hash);

    const createEffects = records((await getJson(t, `/operations/${ops[0]?.id}/effects`)).body);
    expect(createEffects.map((e) => [e.type, e.type_i, e.account])).toEqual([
      ["claimable_balance_created", 50, creator.publicKey()],
      ["claimable_balance_claimant_created", 51, a.publicKey()],
      ["claimable_balance_claimant_created", 51, b.publicKey()],
      ["account_debited", 3, creator.publicKey()],
      ["claimable_balance_sponsorship_created", 69, creator.publicKey()],
    ]);
    expect(createEffects[0]).toMatchObject({ asset: "native", balance_id: id, amount: "5.0000000" });
    expect(createEffects[0]).not.toHaveProperty("claimable_balance_clawback_enabled_flag");
    expect(createEffects[1]).toMatchObject({ balance_id: id, predicate: { unconditional: true } });
    expect(createEffects[4]).toMatchObject({ balance_id: id, sponsor: creator.publicKey() });
    const claimEffects = records((await getJson(t, `/operations/${ops[1]?.id}/effects`)).body);
    expect(claimEffects.map((e) => [e.type, e.type_i, e.account])).toEqual([
      ["claimable_balance_claimed", 52, a.publicKey()],
      ["account_credited", 2, a.publicKey()],
      ["claimable_balance_sponsorship_removed", 71, a.publicKey()],
    ]);
    const bEffects = records(
      (await getJson(t, `/accounts/${b.publicKey()}/effects?order=desc&limit=1`)).body,
    );
    expect(bEffects[0]).toMatchObject({ type: "claimable_balance_claimant_created", balance_id: id });
    const bOps = records((await getJson(t, `/accounts/${b.publicKey()}/operations?order=desc&limit=1`)).body);
    expect(bOps[0]?.type).toBe("create_claimable_balance");
  });

  it("names a multiplexed claimant in the claim's record", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const id = await created(t, creator, XLM, "1", [anyTime(a)]);
    const muxed = new MuxedAccount(new Account(a.publicKey(), "0"), "42").accountId();
    const response = await run(t, a, [Operation.claimClaimableBalance({ balanceId: id, source: muxed })]);
    const [op] = records((await getJson(t, `/transactions/${response.hash}/operations`)).body);
    expect(op).toMatchObject({
      balance_id: id,
      claimant: a.publicKey(),
      claimant_muxed: muxed,
      claimant_muxed_id: "42",
    });
  });

  it("streams a claimant's new effects", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const stream = await openSse(t, `/accounts/${a.publicKey()}/effects?cursor=now`);
    try {
      const id = await created(t, creator, XLM, "1", [anyTime(a)]);
      const frames = await stream.waitFor((f) => dataFrames(f).length > 0, 30_000);
      const effect = JSON.parse(dataFrames(frames)[0]?.data ?? "{}") as Json;
      expect(effect).toMatchObject({ type: "claimable_balance_claimant_created", balance_id: id });
    } finally {
      stream.close();
    }
  });

  it("streams a balance's operations: the claim after the creation", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const id = await created(t, creator, XLM, "1", [anyTime(a)]);
    const stream = await openSse(t, `/claimable_balances/${id}/operations`);
    try {
      await run(t, a, [claim(id)]);
      const frames = await stream.waitFor((f) => dataFrames(f).length >= 2, 30_000);
      const types = dataFrames(frames).map((f) => (JSON.parse(f.data ?? "{}") as Json).type);
      expect(types).toEqual(["create_claimable_balance", "claim_claimable_balance"]);
    } finally {
      stream.close();
    }
  });
});
