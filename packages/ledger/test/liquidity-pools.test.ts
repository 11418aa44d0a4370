import {
  Asset,
  AuthRequiredFlag,
  AuthRevocableFlag,
  getLiquidityPoolId,
  type Keypair,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { assetBalance, newAccount, newAccounts } from "./support/accounts";
import { getJson, records } from "./support/http";
import { type TestLedger, useLedger } from "./support/ledger";
import { amount, decodeResult } from "./support/result";
import { dataFrames, openSse } from "./support/sse";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const failedWith = (code: string) => ({ status: 400, transaction: "tx_failed", operations: [code] });

/** The pool of two assets in XDR order, its share asset and its id as the SDK computes it. */
function poolOf(x: Asset, y: Asset) {
  const [assetA, assetB] = Asset.compare(x, y) <= 0 ? [x, y] : [y, x];
  const share = new LiquidityPoolAsset(assetA, assetB, LiquidityPoolFeeV18);
  const id = Buffer.from(getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters())).toString(
    "hex",
  );
  return { assetA, assetB, share, id };
}

/** A holder trusting EUR and USD of one issuer (holding `funds` of each) and the pool of the pair. */
async function pair(t: TestLedger, funds = "1000", startingBalance = "1000") {
  const holder = await newAccount(t, startingBalance);
  const issuer = await newAccount(t);
  const eur = new Asset("EUR", issuer.publicKey());
  const usd = new Asset("USD", issuer.publicKey());
  await run(t, holder, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  if (funds !== "0") {
    await run(t, issuer, [
      Operation.payment({ destination: holder.publicKey(), asset: eur, amount: funds }),
      Operation.payment({ destination: holder.publicKey(), asset: usd, amount: funds }),
    ]);
  }
  return { holder, issuer, eur, usd, ...poolOf(eur, usd) };
}

const deposit = (id: string, maxA: string, maxB: string, minPrice: string, maxPrice: string) =>
  Operation.liquidityPoolDeposit({
    liquidityPoolId: id,
    maxAmountA: maxA,
    maxAmountB: maxB,
    minPrice,
    maxPrice,
  });

const withdraw = (id: string, shares: string, minA = "0", minB = "0") =>
  Operation.liquidityPoolWithdraw({
    liquidityPoolId: id,
    amount: shares,
    minAmountA: minA,
    minAmountB: minB,
  });

async function shareLine(t: TestLedger, account: Keypair, id: string) {
  const record = await t.server.loadAccount(account.publicKey());
  const line = record.balances.find(
    (b) => b.asset_type === "liquidity_pool_shares" && b.liquidity_pool_id === id,
  );
  return { line, subentries: record.subentry_count, balances: record.balances };
}

async function poolJson(t: TestLedger, id: string) {
  return getJson(t, `/liquidity_pools/${id}`);
}

describe("pool-share trustlines (changeTrust)", () => {
  it("creates the pool with the first trustline, costs two subentries and shows a share balance", async () => {
    const t = ledger();
    const { holder, id, share, eur, usd } = await pair(t);
    const response = await run(t, holder, [Operation.changeTrust({ asset: share })]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["changeTrustSuccess"]);

    const { line, subentries, balances } = await shareLine(t, holder, id);
    expect(subentries).toBe(4);
    expect(line).toEqual({
      balance: "0.0000000",
      liquidity_pool_id: id,
      limit: "922337203685.4775807",
      last_modified_ledger: response.ledger,
      is_authorized: true,
      is_authorized_to_maintain_liabilities: true,
      asset_type: "liquidity_pool_shares",
    });
    expect(balances.map((b) => b.asset_type)).toEqual([
      "credit_alphanum4",
      "credit_alphanum4",
      "liquidity_pool_shares",
      "native",
    ]);

    const { status, body } = await poolJson(t, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      paging_token: id,
      fee_bp: 30,
      type: "constant_product",
      total_trustlines: "1",
      total_shares: "0.0000000",
      reserves: [
        { asset: `EUR:${eur.getIssuer()}`, amount: "0.0000000" },
        { asset: `USD:${usd.getIssuer()}`, amount: "0.0000000" },
      ],
      last_modified_ledger: response.ledger,
    });
    expect(Object.keys(body._links as object).sort()).toEqual(["operations", "self", "transactions"]);
    const viaSdk = await t.server.liquidityPools().liquidityPoolId(id).call();
    expect(viaSdk.id).toBe(id);

    const effects = await t.server.effects().forTransaction(response.hash).call();
    // Horizon emits the trustline effect, then the pool effects derived from ledger changes
    expect(effects.records.map((e) => e.type)).toEqual(["trustline_created", "liquidity_pool_created"]);
    expect(effects.records[0]).toMatchObject({ asset_type: "liquidity_pool_shares", liquidity_pool_id: id });
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "change_trust",
      asset_type: "liquidity_pool_shares",
      liquidity_pool_id: id,
      trustor: holder.publicKey(),
    });
  });

  it("counts trustlines and removes the pool with the last one", async () => {
    const t = ledger();
    const { holder, issuer, eur, usd, id, share } = await pair(t);
    const other = await newAccount(t);
    await run(t, other, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    await run(t, other, [Operation.changeTrust({ asset: share })]);
    expect((await poolJson(t, id)).body.total_trustlines).toBe("2");

    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })]);
    expect((await poolJson(t, id)).body.total_trustlines).toBe("1");
    expect((await shareLine(t, holder, id)).subentries).toBe(2);

    const last = await run(t, other, [Operation.changeTrust({ asset: share, limit: "0" })]);
    expect((await poolJson(t, id)).status).toBe(404);
    const effects = await t.server.effects().forTransaction(last.hash).call();
    expect(effects.records.map((e) => e.type)).toEqual(["trustline_removed", "liquidity_pool_removed"]);
    expect(issuer).toBeDefined();
  });

  it("lets the issuer of both assets trust the pool without asset trustlines", async () => {
    const t = ledger();
    const issuer = await newAccount(t);
    const { share, id } = poolOf(new Asset("AAA", issuer.publicKey()), new Asset("BBB", issuer.publicKey()));
    await run(t, issuer, [Operation.changeTrust({ asset: share })]);
    expect((await shareLine(t, issuer, id)).subentries).toBe(2);
  });

  it("op_trust_line_missing without a trustline for a reserve asset", async () => {
    const t = ledger();
    const holder = await newAccount(t);
    const issuer = await newAccount(t);
    const usd = new Asset("USD", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset: usd })]);
    const { share } = poolOf(Asset.native(), new Asset("EUR", issuer.publicKey()));
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share })])).toEqual(
      failedWith("op_trust_line_missing"),
    );
    const { share: withUsd } = poolOf(Asset.native(), usd);
    await run(t, holder, [Operation.changeTrust({ asset: withUsd })]);
  });

  it("op_not_aut_maintain_liabilities when a reserve trustline is not authorized", async () => {
    const t = ledger();
    const [holder, issuer] = await newAccounts(t, 2);
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag })]);
    const kyc = new Asset("KYC", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset: kyc })]);
    const { share } = poolOf(Asset.native(), kyc);
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share })])).toEqual(
      failedWith("op_not_aut_maintain_liabilities"),
    );
  });

  it("op_cannot_delete for a reserve trustline in use by a pool-share line", async () => {
    const t = ledger();
    const { holder, eur, share } = await pair(t, "0");
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: eur, limit: "0" })])).toEqual(
      failedWith("op_cannot_delete"),
    );
    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })]);
    await run(t, holder, [Operation.changeTrust({ asset: eur, limit: "0" })]);
  });

  it("op_invalid_limit when creating with limit 0 or lowering below the share balance", async () => {
    const t = ledger();
    const { holder, share, id } = await pair(t);
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    await run(t, holder, [deposit(id, "10", "10", "1", "1")]);
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share, limit: "9" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })])).toEqual(
      failedWith("op_invalid_limit"),
    );
  });

  it("op_low_reserve: a pool-share line needs two base reserves", async () => {
    const t = ledger();
    // 2.7 XLM less fees: two trustlines need 2 XLM; one more subentry would fit (2.5 XLM), two (3 XLM) do not.
    const { holder, share } = await pair(t, "0", "2.7");
    expect(await runFail(t, holder, [Operation.changeTrust({ asset: share })])).toEqual(
      failedWith("op_low_reserve"),
    );
  });
});

describe("liquidityPoolDeposit", () => {
  it("first deposit takes both maxima and mints floor(sqrt(a*b)) shares", async () => {
    const t = ledger();
    const { holder, id, share, eur, usd } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    const response = await run(t, holder, [deposit(id, "100", "400", "0.25", "0.25")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["liquidityPoolDepositSuccess"]);
    expect((await shareLine(t, holder, id)).line?.balance).toBe("200.0000000");
    expect(await assetBalance(t, holder, eur)).toBe(900n * 10_000_000n);
    expect(await assetBalance(t, holder, usd)).toBe(600n * 10_000_000n);
    expect((await poolJson(t, id)).body).toMatchObject({
      total_shares: "200.0000000",
      reserves: [
        { asset: `EUR:${eur.getIssuer()}`, amount: "100.0000000" },
        { asset: `USD:${usd.getIssuer()}`, amount: "400.0000000" },
      ],
    });
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "liquidity_pool_deposit",
      type_i: 22,
      liquidity_pool_id: id,
      reserves_max: [
        { asset: `EUR:${eur.getIssuer()}`, amount: "100.0000000" },
        { asset: `USD:${usd.getIssuer()}`, amount: "400.0000000" },
      ],
      min_price: "0.2500000",
      min_price_r: { n: 1, d: 4 },
      max_price: "0.2500000",
      reserves_deposited: [
        { asset: `EUR:${eur.getIssuer()}`, amount: "100.0000000" },
        { asset: `USD:${usd.getIssuer()}`, amount: "400.0000000" },
      ],
      shares_received: "200.0000000",
    });
    const assets = await t.server
      .assets()
      .forCode("EUR")
      .forIssuer(eur.getIssuer() ?? "")
      .call();
    expect(assets.records[0]).toMatchObject({
      num_liquidity_pools: 1,
      liquidity_pools_amount: "100.0000000",
    });
    const effects = await t.server.effects().forTransaction(response.hash).call();
    expect(effects.records.map((e) => e.type)).toEqual(["liquidity_pool_deposited"]);
    expect(effects.records[0]).toMatchObject({
      type_i: 90,
      shares_received: "200.0000000",
      liquidity_pool: { id, total_shares: "200.0000000", total_trustlines: "1", fee_bp: 30 },
    });
  });

  it("later deposits are proportional: fewest shares, amounts rounded up; withdrawals round down", async () => {
    const t = ledger();
    const { holder, id, share, eur, usd } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    // 10 / 30 stroops -> floor(sqrt(300)) = 17 shares
    await run(t, holder, [deposit(id, amount(10n), amount(30n), "0.1", "10")]);
    expect((await shareLine(t, holder, id)).line?.balance).toBe(amount(17n));
    // max 4 / 9: shares min(floor(17*4/10)=6, floor(17*9/30)=5) = 5; amounts ceil(5*10/17)=3, ceil(5*30/17)=9
    await run(t, holder, [deposit(id, amount(4n), amount(9n), "0.1", "10")]);
    expect((await shareLine(t, holder, id)).line?.balance).toBe(amount(22n));
    const start = 1000n * 10_000_000n;
    expect(await assetBalance(t, holder, eur)).toBe(start - 13n);
    expect(await assetBalance(t, holder, usd)).toBe(start - 39n);
    // 5 of 22 shares of 13 / 39: floor(65/22) = 2, floor(195/22) = 8
    const response = await run(t, holder, [withdraw(id, amount(5n))]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["liquidityPoolWithdrawSuccess"]);
    expect(await assetBalance(t, holder, eur)).toBe(start - 11n);
    expect(await assetBalance(t, holder, usd)).toBe(start - 31n);
    expect((await poolJson(t, id)).body).toMatchObject({
      total_shares: amount(17n),
      reserves: [{ amount: amount(11n) }, { amount: amount(31n) }],
    });
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "liquidity_pool_withdraw",
      type_i: 23,
      liquidity_pool_id: id,
      shares: amount(5n),
      reserves_received: [
        { asset: `EUR:${eur.getIssuer()}`, amount: amount(2n) },
        { asset: `USD:${usd.getIssuer()}`, amount: amount(8n) },
      ],
    });
    const effects = await t.server.effects().forTransaction(response.hash).call();
    expect(effects.records[0]).toMatchObject({
      type: "liquidity_pool_withdrew",
      shares_redeemed: amount(5n),
    });
  });

  it("withdrawing every share empties the pool, which stays until its last trustline goes", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    await run(t, holder, [deposit(id, "5", "20", "0.25", "0.25")]);
    await run(t, holder, [withdraw(id, "10", "5", "20")]);
    expect((await poolJson(t, id)).body).toMatchObject({ total_shares: "0.0000000", total_trustlines: "1" });
    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })]);
    expect((await poolJson(t, id)).status).toBe(404);
  });

  it("op_no_trust without a pool-share trustline", async () => {
    const t = ledger();
    const { holder, id } = await pair(t);
    expect(await runFail(t, holder, [deposit(id, "1", "1", "1", "1")])).toEqual(failedWith("op_no_trust"));
  });

  it("op_malformed when the minimum price exceeds the maximum", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    expect(await runFail(t, holder, [deposit(id, "1", "1", "2", "1")])).toEqual(failedWith("op_malformed"));
  });

  it("op_underfunded when a maximum exceeds the available balance", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t, "10");
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    expect(await runFail(t, holder, [deposit(id, "11", "10", "0.1", "10")])).toEqual(
      failedWith("op_underfunded"),
    );
  });

  it("op_bad_price when the deposit price falls outside the bounds", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    expect(await runFail(t, holder, [deposit(id, "10", "20", "0.6", "2")])).toEqual(
      failedWith("op_bad_price"),
    );
    await run(t, holder, [deposit(id, "10", "20", "0.5", "0.5")]);
    // later deposits are checked at the executed (rounded) amounts: 10/20 = 0.5
    expect(await runFail(t, holder, [deposit(id, "10", "20", "1", "2")])).toEqual(failedWith("op_bad_price"));
  });

  it("op_line_full when the shares exceed the pool-share limit", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "9.9999999" })]);
    expect(await runFail(t, holder, [deposit(id, "10", "10", "1", "1")])).toEqual(failedWith("op_line_full"));
  });

  it("op_not_authorized when a reserve trustline is only authorized to maintain liabilities", async () => {
    const t = ledger();
    const [holder, issuer] = await newAccounts(t, 2);
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag })]);
    const kyc = new Asset("KYC", issuer.publicKey());
    await run(t, holder, [Operation.changeTrust({ asset: kyc })]);
    await run(t, issuer, [
      Operation.setTrustLineFlags({ trustor: holder.publicKey(), asset: kyc, flags: { authorized: true } }),
      Operation.payment({ destination: holder.publicKey(), asset: kyc, amount: "100" }),
    ]);
    const { share, id } = poolOf(Asset.native(), kyc);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    await run(t, issuer, [
      Operation.setTrustLineFlags({
        trustor: holder.publicKey(),
        asset: kyc,
        flags: { authorized: false, authorizedToMaintainLiabilities: true },
      }),
    ]);
    expect(await runFail(t, holder, [deposit(id, "1", "1", "1", "1")])).toEqual(
      failedWith("op_not_authorized"),
    );
  });

  it("op_pool_full when a reserve would overflow int64", async () => {
    const t = ledger();
    const issuer = await newAccount(t);
    const aaa = new Asset("AAA", issuer.publicKey());
    const bbb = new Asset("BBB", issuer.publicKey());
    const { share, id } = poolOf(aaa, bbb);
    const max = "922337203685.4775807";
    await run(t, issuer, [Operation.changeTrust({ asset: share }), deposit(id, max, max, "1", "1")]);
    expect((await poolJson(t, id)).body.total_shares).toBe(max);
    const holder = await newAccount(t);
    await run(t, holder, [
      Operation.changeTrust({ asset: aaa }),
      Operation.changeTrust({ asset: bbb }),
      Operation.changeTrust({ asset: share }),
    ]);
    await run(t, issuer, [
      Operation.payment({ destination: holder.publicKey(), asset: aaa, amount: "1" }),
      Operation.payment({ destination: holder.publicKey(), asset: bbb, amount: "1" }),
    ]);
    expect(await runFail(t, holder, [deposit(id, "1", "1", "1", "1")])).toEqual(failedWith("op_pool_full"));
  });
});

describe("liquidityPoolWithdraw", () => {
  async function funded(t: TestLedger) {
    const p = await pair(t);
    await run(t, p.holder, [
      Operation.changeTrust({ asset: p.share }),
      deposit(p.id, "10", "40", "0.25", "0.25"),
    ]);
    return p;
  }

  it("op_no_trust without a pool-share trustline", async () => {
    const t = ledger();
    const { id } = await funded(t);
    const stranger = await newAccount(t);
    expect(await runFail(t, stranger, [withdraw(id, "1")])).toEqual(failedWith("op_no_trust"));
  });

  it("op_underfunded when redeeming more shares than held", async () => {
    const t = ledger();
    const { holder, id } = await funded(t);
    expect(await runFail(t, holder, [withdraw(id, "20.0000001")])).toEqual(failedWith("op_underfunded"));
  });

  it("op_under_minimum when a reserve payout is below its minimum", async () => {
    const t = ledger();
    const { holder, id } = await funded(t);
    expect(await runFail(t, holder, [withdraw(id, "10", "5.0000001", "0")])).toEqual(
      failedWith("op_under_minimum"),
    );
    expect(await runFail(t, holder, [withdraw(id, "10", "0", "20.0000001")])).toEqual(
      failedWith("op_under_minimum"),
    );
    await run(t, holder, [withdraw(id, "10", "5", "20")]);
  });

  it("op_line_full when a reserve trustline cannot take the payout", async () => {
    const t = ledger();
    const { holder, id, eur } = await funded(t);
    await run(t, holder, [Operation.changeTrust({ asset: eur, limit: "990" })]);
    expect(await runFail(t, holder, [withdraw(id, "10")])).toEqual(failedWith("op_line_full"));
  });
});

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
