import {
  Asset,
  getLiquidityPoolId,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
} from "@stellar/stellar-sdk";
import { afterAll, describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { getJson } from "./support/http";
import { startTestLedger, type TestLedger } from "./support/ledger";
import { run, runFail } from "./support/tx";

const opened: TestLedger[] = [];
afterAll(async () => {
  for (const t of opened) await t.stop();
  await opened[0]?.dispose();
});

describe("liquidity pool persistence", () => {
  it("a restart keeps pools, pool-share lines, use counts and pool history", async () => {
    const first = await startTestLedger();
    opened.push(first);
    const holder = await newAccount(first);
    const issuer = await newAccount(first);
    const eur = new Asset("EUR", issuer.publicKey());
    const usd = new Asset("USD", issuer.publicKey());
    const share = new LiquidityPoolAsset(eur, usd, LiquidityPoolFeeV18);
    const id = Buffer.from(
      getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters()),
    ).toString("hex");
    await run(first, holder, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
    await run(first, issuer, [
      Operation.payment({ destination: holder.publicKey(), asset: eur, amount: "50" }),
      Operation.payment({ destination: holder.publicKey(), asset: usd, amount: "50" }),
    ]);
    await run(first, holder, [
      Operation.changeTrust({ asset: share }),
      Operation.liquidityPoolDeposit({
        liquidityPoolId: id,
        maxAmountA: "50",
        maxAmountB: "12.5",
        minPrice: "4",
        maxPrice: "4",
      }),
    ]);
    const pool = (await getJson(first, `/liquidity_pools/${id}`)).body;
    const account = (await getJson(first, `/accounts/${holder.publicKey()}`)).body;
    const ops = (await getJson(first, `/liquidity_pools/${id}/operations`)).body;
    await first.stop();

    const second = await startTestLedger({ dataDir: first.dataDir });
    opened.push(second);
    const strip = (body: Record<string, unknown>) => ({ ...body, _links: undefined });
    expect(strip((await getJson(second, `/liquidity_pools/${id}`)).body)).toEqual(strip(pool));
    expect(strip((await getJson(second, `/accounts/${holder.publicKey()}`)).body)).toEqual(strip(account));
    const opsAfter = (await getJson(second, `/liquidity_pools/${id}/operations`)).body;
    expect(JSON.stringify(opsAfter._embedded)).toBe(
      JSON.stringify(ops._embedded).replaceAll(first.url, second.url),
    );
    expect(pool.total_shares).toBe("25.0000000");
    // the EUR line is still in use by the pool-share line after the restart
    expect(await runFail(second, holder, [Operation.changeTrust({ asset: eur, limit: "0" })])).toMatchObject({
      operations: ["op_cannot_delete"],
    });
  });
});
