import {
  Asset,
  getLiquidityPoolId,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
  xdr,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { assetBalance, newAccount, newAccounts } from "./support/accounts";
import { getJson, records } from "./support/http";
import { type TestLedger, useLedger } from "./support/ledger";
import { sell } from "./support/market";
import { amount, stroops } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const ONE = 10_000_000n;

/** EUR/USD pool with `reserve` of each, plus a sender holding EUR and a receiver trusting USD. */
async function market(t: TestLedger, reserve = "1000") {
  const [lp, sender, receiver, issuer] = await newAccounts(t, 4);
  const eur = new Asset("EUR", issuer.publicKey());
  const usd = new Asset("USD", issuer.publicKey());
  const share = new LiquidityPoolAsset(eur, usd, LiquidityPoolFeeV18);
  const id = Buffer.from(getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters())).toString(
    "hex",
  );
  await run(t, lp, [
    Operation.changeTrust({ asset: eur }),
    Operation.changeTrust({ asset: usd }),
    Operation.changeTrust({ asset: share }),
  ]);
  await run(t, sender, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  await run(t, receiver, [Operation.changeTrust({ asset: usd })]);
  await run(t, issuer, [
    Operation.payment({ destination: lp.publicKey(), asset: eur, amount: reserve }),
    Operation.payment({ destination: lp.publicKey(), asset: usd, amount: reserve }),
    Operation.payment({ destination: sender.publicKey(), asset: eur, amount: "100" }),
  ]);
  await run(t, lp, [
    Operation.liquidityPoolDeposit({
      liquidityPoolId: id,
      maxAmountA: reserve,
      maxAmountB: reserve,
      minPrice: "1",
      maxPrice: "1",
    }),
  ]);
  return { lp, sender, receiver, issuer, eur, usd, id };
}

/** CAP-38 constant product with a 30 bps fee, written out independently of the ledger code. */
const sendQuote = (x: bigint, y: bigint, inAmount: bigint) =>
  (9970n * y * inAmount) / (10000n * x + 9970n * inAmount);
const receiveQuote = (x: bigint, y: bigint, out: bigint) => {
  const num = 10000n * x * out;
  const den = (y - out) * 9970n;
  return (num + den - 1n) / den;
};

function atoms(resultXdr: string): xdr.ClaimAtom[] {
  const result = xdr.TransactionResult.fromXdr(resultXdr, "base64").result;
  if (result.type !== "txSuccess") throw new Error(result.type);
  const op = result.results[0];
  if (op?.type !== "opInner") throw new Error("no inner result");
  const tr = op.tr;
  if (
    tr.type === "pathPaymentStrictSend" &&
    tr.pathPaymentStrictSendResult.type === "pathPaymentStrictSendSuccess"
  )
    return tr.pathPaymentStrictSendResult.success.offers;
  if (
    tr.type === "pathPaymentStrictReceive" &&
    tr.pathPaymentStrictReceiveResult.type === "pathPaymentStrictReceiveSuccess"
  )
    return tr.pathPaymentStrictReceiveResult.success.offers;
  throw new Error(`not a path payment success: ${tr.type}`);
}

describe("path payments through liquidity pools", () => {
  it("strict send trades with the pool at the constant-product quote", async () => {
    const t = ledger();
    const { sender, receiver, eur, usd, id } = await market(t);
    const expected = sendQuote(1000n * ONE, 1000n * ONE, 10n * ONE);
    const response = await run(t, sender, [
      Operation.pathPaymentStrictSend({
        sendAsset: eur,
        sendAmount: "10",
        destination: receiver.publicKey(),
        destAsset: usd,
        destMin: "0.0000001",
      }),
    ]);
    expect(await assetBalance(t, receiver, usd)).toBe(expected);
    expect(await assetBalance(t, sender, eur)).toBe(90n * ONE);
    const [atom] = atoms(response.result_xdr);
    expect(atom?.type).toBe("claimAtomTypeLiquidityPool");
    expect((await getJson(t, `/liquidity_pools/${id}`)).body).toMatchObject({
      reserves: [{ amount: "1010.0000000" }, { amount: amount(1000n * ONE - expected) }],
    });
    const effects = await t.server.effects().forTransaction(response.hash).call();
    expect(effects.records.map((e) => e.type)).toEqual([
      "account_credited",
      "account_debited",
      "liquidity_pool_trade",
    ]);
    expect(effects.records[2]).toMatchObject({
      type_i: 92,
      sold: { asset: `EUR:${eur.getIssuer()}`, amount: "10.0000000" },
      bought: { asset: `USD:${usd.getIssuer()}`, amount: amount(expected) },
    });
    const trades = await t.server.trades().forLiquidityPool(id).call();
    expect(trades.records).toHaveLength(1);
    expect(trades.records[0]).toMatchObject({
      trade_type: "liquidity_pool",
      liquidity_pool_fee_bp: 30,
    });
    const trade = trades.records[0] as unknown as Record<string, unknown>;
    const poolIsBase = trade.base_liquidity_pool_id === id;
    expect(poolIsBase || trade.counter_liquidity_pool_id === id).toBe(true);
    const byPoolParam = await getJson(t, `/trades?liquidity_pool_id=${id}`);
    expect(records(byPoolParam.body).map((r) => r.id)).toEqual([trade.id]);
    const onlyPools = await getJson(t, "/trades?trade_type=liquidity_pool");
    expect(records(onlyPools.body).map((r) => r.id)).toContain(trade.id);
    const onlyBook = await getJson(t, "/trades?trade_type=orderbook");
    expect(records(onlyBook.body).map((r) => r.id)).not.toContain(trade.id);
    const opsOfPool = await t.server.operations().forLiquidityPool(id).call();
    expect(opsOfPool.records.map((o) => o.type)).toEqual([
      "change_trust",
      "liquidity_pool_deposit",
      "path_payment_strict_send",
    ]);
    const txsOfPool = await t.server.transactions().forLiquidityPool(id).call();
    expect(txsOfPool.records.map((x) => x.hash).at(-1)).toBe(response.hash);
    const effectsOfPool = await t.server.effects().forLiquidityPool(id).call();
    expect(effectsOfPool.records.map((e) => e.type).at(-1)).toBe("liquidity_pool_trade");
  });

  it("strict receive pays the rounded-up constant-product cost", async () => {
    const t = ledger();
    const { sender, receiver, eur, usd } = await market(t);
    const cost = receiveQuote(1000n * ONE, 1000n * ONE, 5n * ONE);
    const response = await run(t, sender, [
      Operation.pathPaymentStrictReceive({
        sendAsset: eur,
        sendMax: "100",
        destination: receiver.publicKey(),
        destAsset: usd,
        destAmount: "5",
      }),
    ]);
    expect(await assetBalance(t, receiver, usd)).toBe(5n * ONE);
    expect(await assetBalance(t, sender, eur)).toBe(100n * ONE - cost);
    expect(atoms(response.result_xdr)[0]?.type).toBe("claimAtomTypeLiquidityPool");
  });

  it("takes the order book only when it fully fills at a strictly better rate", async () => {
    const t = ledger();
    const { sender, receiver, issuer, eur, usd } = await market(t);
    const maker = await newAccount(t);
    await run(t, maker, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
    await run(t, issuer, [Operation.payment({ destination: maker.publicKey(), asset: usd, amount: "100" })]);
    // 1 USD for 1 EUR beats the pool (which charges its fee) but only 2 USD are offered.
    await run(t, maker, [sell(usd, eur, "2", "1")]);
    const pay = (destAmount: string) =>
      Operation.pathPaymentStrictReceive({
        sendAsset: eur,
        sendMax: "100",
        destination: receiver.publicKey(),
        destAsset: usd,
        destAmount,
      });
    const big = await run(t, sender, [pay("3")]);
    expect(atoms(big.result_xdr)[0]?.type).toBe("claimAtomTypeLiquidityPool");
    const small = await run(t, sender, [pay("1")]);
    expect(atoms(small.result_xdr)[0]?.type).toBe("claimAtomTypeOrderBook");
    expect(await assetBalance(t, maker, eur)).toBe(1n * ONE);
  });

  it("fails with op_too_few_offers when the pool cannot pay out the amount", async () => {
    const t = ledger();
    const { sender, receiver, eur, usd } = await market(t, "1");
    const codes = await runFail(t, sender, [
      Operation.pathPaymentStrictReceive({
        sendAsset: eur,
        sendMax: "100",
        destination: receiver.publicKey(),
        destAsset: usd,
        destAmount: "1",
      }),
    ]);
    expect(codes.operations).toEqual(["op_too_few_offers"]);
  });

  it("/paths quote pool hops with exactly the amounts that then execute", async () => {
    const t = ledger();
    const { sender, receiver, eur, usd } = await market(t);
    const sendPaths = await t.server.strictSendPaths(eur, "10", [usd]).call();
    const sendQuoteRecord = sendPaths.records[0];
    expect(sendQuoteRecord).toMatchObject({ path: [], source_amount: "10.0000000" });
    const quoted = stroops(sendQuoteRecord?.destination_amount ?? "0.0000000");
    expect(quoted).toBe(sendQuote(1000n * ONE, 1000n * ONE, 10n * ONE));

    const receivePaths = await t.server.strictReceivePaths([eur], usd, "5").call();
    const receiveQuoteRecord = receivePaths.records[0];
    expect(receiveQuoteRecord).toMatchObject({ path: [], destination_amount: "5.0000000" });
    const cost = stroops(receiveQuoteRecord?.source_amount ?? "0.0000000");
    expect(cost).toBe(receiveQuote(1000n * ONE, 1000n * ONE, 5n * ONE));

    await run(t, sender, [
      Operation.pathPaymentStrictSend({
        sendAsset: eur,
        sendAmount: "10",
        destination: receiver.publicKey(),
        destAsset: usd,
        destMin: amount(quoted),
      }),
    ]);
    expect(await assetBalance(t, receiver, usd)).toBe(quoted);
  });

  it("routes two hops through two pools", async () => {
    const t = ledger();
    const { lp, sender, receiver, issuer, eur, usd } = await market(t);
    const gbp = new Asset("GBP", issuer.publicKey());
    const share = new LiquidityPoolAsset(gbp, usd, LiquidityPoolFeeV18);
    const id = Buffer.from(
      getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters()),
    ).toString("hex");
    await run(t, lp, [Operation.changeTrust({ asset: gbp }), Operation.changeTrust({ asset: share })]);
    await run(t, issuer, [
      Operation.payment({ destination: lp.publicKey(), asset: gbp, amount: "500" }),
      Operation.payment({ destination: lp.publicKey(), asset: usd, amount: "500" }),
    ]);
    await run(t, lp, [
      Operation.liquidityPoolDeposit({
        liquidityPoolId: id,
        maxAmountA: "500",
        maxAmountB: "500",
        minPrice: "1",
        maxPrice: "1",
      }),
    ]);
    await run(t, receiver, [Operation.changeTrust({ asset: gbp })]);
    const first = sendQuote(1000n * ONE, 1000n * ONE, 10n * ONE);
    const second = sendQuote(500n * ONE, 500n * ONE, first);
    const paths = await t.server.strictSendPaths(eur, "10", [gbp]).call();
    expect(paths.records[0]?.path.map((a) => a.asset_code)).toEqual(["USD"]);
    expect(paths.records[0]?.destination_amount).toBe(amount(second));
    const response = await run(t, sender, [
      Operation.pathPaymentStrictSend({
        sendAsset: eur,
        sendAmount: "10",
        destination: receiver.publicKey(),
        destAsset: gbp,
        destMin: amount(second),
        path: [usd],
      }),
    ]);
    expect(await assetBalance(t, receiver, gbp)).toBe(second);
    expect(atoms(response.result_xdr).map((a) => a.type)).toEqual([
      "claimAtomTypeLiquidityPool",
      "claimAtomTypeLiquidityPool",
    ]);
  });
});
