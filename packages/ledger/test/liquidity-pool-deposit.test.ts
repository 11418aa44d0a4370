import { Asset, AuthRequiredFlag, AuthRevocableFlag, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { assetBalance, newAccount, newAccounts } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { deposit, pair, poolJson, poolOf, shareLine, withdraw } from "./support/pools";
import { amount, decodeResult } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

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
