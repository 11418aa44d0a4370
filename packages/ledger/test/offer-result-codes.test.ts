import { Asset, AuthRequiredFlag, AuthRevocableFlag, type Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { buy, market, offerResult, sell } from "./support/market";
import { buildTx, run, runFail, submit } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

describe("result codes", () => {
  it("op_malformed for the same asset on both sides and for deleting offer 0", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "10");
    const [trader] = holders as [Keypair];
    expect(await runFail(t, trader, [sell(usd, usd, "1", "1")])).toEqual(failedWith("op_malformed"));
    expect(await runFail(t, trader, [sell(usd, XLM, "0", "1")])).toEqual(failedWith("op_malformed"));
    // Rejected before apply: the valid operation shows a success placeholder of its own type.
    const outcome = await submit(
      t,
      await buildTx(t, trader, [sell(usd, XLM, "1", "1"), sell(usd, usd, "1", "1")]),
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.codes?.operations).toEqual(["op_success", "op_malformed"]);
      expect(outcome.result?.operations).toEqual(["manageSellOfferSuccess", "manageSellOfferMalformed"]);
    }
  });

  it("op_sell_no_trust, op_buy_no_trust and op_underfunded for an empty line", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "0");
    const [holder] = holders as [Keypair];
    const stranger = await newAccount(t, "100");
    expect(await runFail(t, stranger, [sell(usd, XLM, "1", "1")])).toEqual(failedWith("op_sell_no_trust"));
    expect(await runFail(t, stranger, [sell(XLM, usd, "1", "1")])).toEqual(failedWith("op_buy_no_trust"));
    expect(await runFail(t, holder, [sell(usd, XLM, "1", "1")])).toEqual(failedWith("op_underfunded"));
  });

  it("op_underfunded when the offer's selling liabilities exceed the spendable balance", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "10", "20");
    const [holder] = holders as [Keypair];
    // 20 XLM − 1.5 XLM reserve (trustline) − fees: selling 19 XLM needs 19 XLM of liabilities room.
    expect(await runFail(t, holder, [sell(XLM, usd, "19", "1")])).toEqual(failedWith("op_underfunded"));
    expect(await runFail(t, holder, [sell(usd, XLM, "10.0000001", "1")])).toEqual(
      failedWith("op_underfunded"),
    );
  });

  it("sell_not_authorized and buy_not_authorized", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: (AuthRequiredFlag | AuthRevocableFlag) as 3 })]);
    const eur = new Asset("EUR", issuer.publicKey());
    const [holder, pending] = [await newAccount(t, "100"), await newAccount(t, "100")];
    await run(t, holder, [Operation.changeTrust({ asset: eur })]);
    await run(t, pending, [Operation.changeTrust({ asset: eur })]);
    const flags = (trustor: Keypair, set: boolean) =>
      Operation.setTrustLineFlags({ trustor: trustor.publicKey(), asset: eur, flags: { authorized: set } });
    await run(t, issuer, [
      flags(holder, true),
      Operation.payment({ destination: holder.publicKey(), asset: eur, amount: "5" }),
      flags(holder, false),
    ]);
    expect(await runFail(t, holder, [sell(eur, XLM, "1", "1")])).toEqual(failedWith("sell_not_authorized"));
    expect(await runFail(t, pending, [sell(XLM, eur, "1", "1")])).toEqual(failedWith("buy_not_authorized"));
  });

  it("op_line_full when the buying liabilities do not fit the trustline limit", async () => {
    const t = ledger();
    const { asset: usd } = await market(t, "USD", 0, "0");
    const holder = await newAccount(t, "100");
    await run(t, holder, [Operation.changeTrust({ asset: usd, limit: "1" })]);
    expect(await runFail(t, holder, [sell(XLM, usd, "2", "1")])).toEqual(failedWith("op_line_full"));
    await run(t, holder, [sell(XLM, usd, "1", "1")]);
  });

  it("op_offer_not_found for an unknown id or someone else's offer", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [owner, other] = holders as [Keypair, Keypair];
    const id = offerResult(await run(t, owner, [sell(usd, XLM, "1", "1")])).currentOffer?.offerId ?? "";
    expect(await runFail(t, other, [sell(usd, XLM, "1", "1", id)])).toEqual(failedWith("op_offer_not_found"));
    expect(await runFail(t, owner, [sell(usd, XLM, "0", "1", "987654321")])).toEqual(
      failedWith("op_offer_not_found"),
    );
    expect(await runFail(t, owner, [buy(XLM, usd, "1", "1", "987654321")])).toEqual(
      failedWith("op_offer_not_found"),
    );
  });

  it("op_low_reserve is checked before crossing, even for an offer that would fill", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "10", "2");
    const [poor] = holders as [Keypair];
    const maker = await newAccount(t, "100");
    await run(t, maker, [Operation.changeTrust({ asset: usd }), sell(XLM, usd, "1", "1")]);
    // 2 XLM − fees − 1.5 XLM minimum balance leaves less than the 0.5 XLM the new offer would reserve.
    expect(await runFail(t, poor, [sell(usd, XLM, "1", "1")])).toEqual(failedWith("op_low_reserve"));
  });

  it("op_exceeded_work_limit past 1000 crossed offers", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 3, "10", "1000");
    const [m1, m2, taker] = holders as [Keypair, Keypair, Keypair];
    const batch = (n: number) => Array.from({ length: n }, () => sell(usd, XLM, "0.0000001", "1"));
    for (const maker of [m1, m2]) for (let i = 0; i < 5; i++) await run(t, maker, batch(100), { fee: 100 });
    await run(t, m2, batch(1));
    expect(await runFail(t, taker, [sell(XLM, usd, "0.0001001", "1")])).toEqual(
      failedWith("op_exceeded_work_limit"),
    );
    const result = offerResult(await run(t, taker, [sell(XLM, usd, "0.0001", "1")]));
    expect(result.offersClaimed).toHaveLength(1000);
    expect(result.wasImmediatelyFilled).toBe(true);
  }, 60_000);
});
