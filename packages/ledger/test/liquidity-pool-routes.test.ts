import { Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { getJson, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { deposit, pair } from "./support/pools";
import { dataFrames, openSse } from "./support/sse";
import { run } from "./support/tx";

const ledger = useLedger();

describe("Horizon liquidity pool routes", () => {
  it("lists pools filtered by reserves and account, with per-pool history", async () => {
    const t = ledger();
    const { holder, id, share, eur, usd } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    const dep = await run(t, holder, [deposit(id, "1", "1", "1", "1")]);
    const eurKey = `EUR:${eur.getIssuer()}`;

    const byReserves = await getJson(t, `/liquidity_pools?reserves=${eurKey},USD:${usd.getIssuer()}`);
    expect(records(byReserves.body).map((r) => r.id)).toEqual([id]);
    const sdkPage = await t.server.liquidityPools().forAssets(eur, usd).call();
    expect(sdkPage.records.map((r) => r.id)).toEqual([id]);
    const none = await getJson(t, `/liquidity_pools?reserves=native,${eurKey}`);
    expect(records(none.body)).toEqual([]);
    const byAccount = await t.server.liquidityPools().forAccount(holder.publicKey()).call();
    expect(byAccount.records.map((r) => r.id)).toEqual([id]);
    const stranger = await newAccount(t);
    expect((await t.server.liquidityPools().forAccount(stranger.publicKey()).call()).records).toEqual([]);
    expect((await getJson(t, "/liquidity_pools?reserves=bogus")).status).toBe(400);
    const holders = await t.server.accounts().forLiquidityPool(id).call();
    expect(holders.records.map((a) => a.id)).toEqual([holder.publicKey()]);

    const ops = await t.server.operations().forLiquidityPool(id).call();
    expect(ops.records.map((o) => o.type)).toEqual(["change_trust", "liquidity_pool_deposit"]);
    const txs = await t.server.transactions().forLiquidityPool(id).call();
    expect(txs.records.map((x) => x.hash).at(-1)).toBe(dep.hash);
    const effects = await t.server.effects().forLiquidityPool(id).call();
    expect(effects.records.map((e) => e.type)).toEqual([
      "trustline_created",
      "liquidity_pool_created",
      "liquidity_pool_deposited",
    ]);
    expect((await getJson(t, "/liquidity_pools/nothex")).status).toBe(400);
    expect((await getJson(t, `/liquidity_pools/${"0".repeat(64)}`)).status).toBe(404);
  });

  it("streams a pool's effects as they happen", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    const stream = await openSse(t, `/liquidity_pools/${id}/effects?cursor=now`);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((frames) => frames.length >= 1);
      await run(t, holder, [deposit(id, "1", "4", "0.25", "0.25")]);
      const frames = await stream.waitFor((all) => dataFrames(all).length >= 1);
      const record = JSON.parse(dataFrames(frames)[0]?.data ?? "{}") as Record<string, unknown>;
      expect(record).toMatchObject({ type: "liquidity_pool_deposited", shares_received: "2.0000000" });
    } finally {
      stream.close();
    }
  });
});
