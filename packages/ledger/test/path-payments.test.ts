import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { balanceLine, sell } from "./support/market";
import { decodeResult, stroops } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

/**
 * Book: m1 sells 10 EUR at 7/3 USD per EUR, m2 sells 100 USD at 3 XLM per USD. Sender holds XLM only,
 * receiver trusts EUR.
 */
async function setup() {
  const t = ledger();
  const issuer = await newAccount(t, "100");
  const usd = new Asset("USD", issuer.publicKey());
  const eur = new Asset("EUR", issuer.publicKey());
  const [m1, m2, sender, receiver] = [
    await newAccount(t, "100"),
    await newAccount(t, "100"),
    await newAccount(t, "100"),
    await newAccount(t, "100"),
  ];
  await run(t, m1, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  await run(t, m2, [Operation.changeTrust({ asset: usd })]);
  await run(t, receiver, [Operation.changeTrust({ asset: eur })]);
  await run(t, issuer, [
    Operation.payment({ destination: m1.publicKey(), asset: eur, amount: "10" }),
    Operation.payment({ destination: m2.publicKey(), asset: usd, amount: "100" }),
  ]);
  await run(t, m1, [sell(eur, usd, "10", { n: 7, d: 3 })]);
  await run(t, m2, [sell(usd, XLM, "100", "3")]);
  return { t, usd, eur, m1, m2, sender, receiver };
}

const receive = (to: Keypair, eur: Asset, usd: Asset, sendMax: string, destAmount = "1") =>
  Operation.pathPaymentStrictReceive({
    sendAsset: XLM,
    sendMax,
    destination: to.publicKey(),
    destAsset: eur,
    destAmount,
    path: [usd],
  });

const send = (to: Keypair, eur: Asset, usd: Asset, sendAmount: string, destMin: string) =>
  Operation.pathPaymentStrictSend({
    sendAsset: XLM,
    sendAmount,
    destination: to.publicKey(),
    destAsset: eur,
    destMin,
    path: [usd],
  });

describe("path payments through the order book", () => {
  it("strict receive walks from the destination back with rounding against the sender", async () => {
    const { t, usd, eur, m1, m2, sender, receiver } = await setup();
    // Hop USD→EUR at 7/3 for exactly 10000000 EUR: sheepValue = 10000000·7 = 70000000 < wheatValue →
    // wheatReceive = ⌊70000000/7⌋ = 10000000, sheepSend = ⌈10000000·7/3⌉ = 23333334 USD.
    // Hop XLM→USD at 3/1 for 23333334 USD: sheepSend = ⌈23333334·3⌉ = 70000002 XLM stroops.
    expect(await runFail(t, sender, [receive(receiver, eur, usd, "7.0000001")])).toEqual(
      failedWith("op_over_source_max"),
    );
    const before = await nativeBalance(t, sender);
    const response = await run(t, sender, [receive(receiver, eur, usd, "7.0000002")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["pathPaymentStrictReceiveSuccess"]);
    expect(await nativeBalance(t, sender)).toBe(before - 70_000_002n - 100n);
    expect(stroops((await balanceLine(t, receiver, eur)).balance)).toBe(10_000_000n);
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "path_payment_strict_receive",
      type_i: 2,
      from: sender.publicKey(),
      to: receiver.publicKey(),
      amount: "1.0000000",
      asset_code: "EUR",
      source_amount: "7.0000002",
      source_max: "7.0000002",
      source_asset_type: "native",
      path: [{ asset_type: "credit_alphanum4", asset_code: "USD", asset_issuer: usd.getIssuer() }],
    });
    const effects = await t.server.effects().forTransaction(response.hash).call();
    expect(effects.records.map((e) => [e.type, e.account])).toEqual([
      ["account_credited", receiver.publicKey()],
      ["account_debited", sender.publicKey()],
      ["trade", sender.publicKey()],
      ["trade", m2.publicKey()],
      ["trade", sender.publicKey()],
      ["trade", m1.publicKey()],
    ]);
    const trades = await t.server.trades().forAccount(sender.publicKey()).call();
    const opId = BigInt(ops.records[0]?.id ?? "0");
    expect(trades.records.map((r) => r.id)).toEqual([`${opId}-0`, `${opId}-1`]);
    // The sender leaves no offer: its side carries the synthetic id opTOID | 2^62 in both trades.
    const synthetic = (opId | (1n << 62n)).toString();
    for (const record of trades.records) {
      const ids = record as { base_offer_id?: string; counter_offer_id?: string };
      expect([ids.base_offer_id, ids.counter_offer_id]).toContain(synthetic);
    }
    const payments = await t.server.payments().forAccount(receiver.publicKey()).order("desc").limit(1).call();
    expect(payments.records[0]?.type).toBe("path_payment_strict_receive");
  });

  it("strict send sells exactly the amount with rounding against the receiver", async () => {
    const { t, usd, eur, sender, receiver } = await setup();
    // Hop XLM→USD: 60000000 XLM at 3/1 → wheatReceive = ⌊60000000/3⌋ = 20000000 USD.
    // Hop USD→EUR: 20000000 USD at 7/3 → wheatReceive = ⌊20000000·3/7⌋ = 8571428 EUR.
    expect(await runFail(t, sender, [send(receiver, eur, usd, "6", "0.8571429")])).toEqual(
      failedWith("op_under_dest_min"),
    );
    const response = await run(t, sender, [send(receiver, eur, usd, "6", "0.8571428")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["pathPaymentStrictSendSuccess"]);
    expect(stroops((await balanceLine(t, receiver, eur)).balance)).toBe(8_571_428n);
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "path_payment_strict_send",
      type_i: 13,
      amount: "0.8571428",
      source_amount: "6.0000000",
      destination_min: "0.8571428",
    });
  });

  it("fail with Horizon's path payment codes", async () => {
    const { t, usd, eur, m2, sender, receiver } = await setup();
    const stranger = Keypair.random();
    expect(await runFail(t, sender, [receive(stranger, eur, usd, "10")])).toEqual(
      failedWith("op_no_destination"),
    );
    const untrusting = await newAccount(t, "10");
    expect(await runFail(t, sender, [receive(untrusting, eur, usd, "10")])).toEqual(
      failedWith("op_no_trust"),
    );
    const gbp = new Asset("GBP", usd.getIssuer());
    await run(t, receiver, [Operation.changeTrust({ asset: gbp })]);
    const noBook = Operation.pathPaymentStrictReceive({
      sendAsset: XLM,
      sendMax: "10",
      destination: receiver.publicKey(),
      destAsset: gbp,
      destAmount: "1",
      path: [],
    });
    expect(await runFail(t, sender, [noBook])).toEqual(failedWith("op_too_few_offers"));
    // More EUR than the book holds.
    expect(await runFail(t, sender, [receive(receiver, eur, usd, "1000", "11")])).toEqual(
      failedWith("op_too_few_offers"),
    );
    const poor = await newAccount(t, "5");
    expect(await runFail(t, poor, [receive(receiver, eur, usd, "10")])).toEqual(failedWith("op_underfunded"));
    const usdSend = Operation.pathPaymentStrictSend({
      sendAsset: usd,
      sendAmount: "1",
      destination: receiver.publicKey(),
      destAsset: eur,
      destMin: "0.1",
      path: [],
    });
    expect(await runFail(t, sender, [usdSend])).toEqual(failedWith("op_src_no_trust"));
    // m2 paying through its own USD offer crosses itself.
    expect(await runFail(t, m2, [receive(receiver, eur, usd, "10")])).toEqual(failedWith("op_cross_self"));
  });
});
