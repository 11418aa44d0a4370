import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { getJson } from "./support/http";
import { useLedger } from "./support/ledger";
import { sell } from "./support/market";
import { run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

/** m1 sells 10 EUR at 7/3 USD per EUR, m2 sells 100 USD at 3 XLM per USD. */
async function book() {
  const t = ledger();
  const issuer = await newAccount(t, "100");
  const usd = new Asset("USD", issuer.publicKey());
  const eur = new Asset("EUR", issuer.publicKey());
  const [m1, m2, holder] = [
    await newAccount(t, "100"),
    await newAccount(t, "100"),
    await newAccount(t, "100"),
  ];
  await run(t, m1, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  await run(t, m2, [Operation.changeTrust({ asset: usd })]);
  await run(t, holder, [Operation.changeTrust({ asset: eur })]);
  await run(t, issuer, [
    Operation.payment({ destination: m1.publicKey(), asset: eur, amount: "10" }),
    Operation.payment({ destination: m2.publicKey(), asset: usd, amount: "100" }),
  ]);
  await run(t, m1, [sell(eur, usd, "10", { n: 7, d: 3 })]);
  await run(t, m2, [sell(usd, XLM, "100", "3")]);
  return { t, usd, eur, holder };
}

describe("path finding", () => {
  it("strict receive quotes what the payment will cost", async () => {
    const { t, usd, eur, holder } = await book();
    // EUR hop: ⌈10000000·7/3⌉ = 23333334 USD; USD hop: ⌈23333334·3/1⌉ = 70000002 XLM (as executed).
    const page = await t.server.strictReceivePaths([XLM], eur, "1").call();
    expect(page.records).toEqual([
      {
        source_asset_type: "native",
        source_amount: "7.0000002",
        destination_asset_type: "credit_alphanum4",
        destination_asset_code: "EUR",
        destination_asset_issuer: eur.getIssuer(),
        destination_amount: "1.0000000",
        path: [{ asset_type: "credit_alphanum4", asset_code: "USD", asset_issuer: usd.getIssuer() }],
      },
    ]);
    const byAccount = await t.server.strictReceivePaths(holder.publicKey(), eur, "1").call();
    // The holder trusts EUR but holds none, so only the XLM path passes the balance check.
    expect(byAccount.records.map((r) => [r.source_asset_type, r.source_amount])).toEqual([
      ["native", "7.0000002"],
    ]);
    const broke = await newAccount(t, "5");
    expect((await t.server.strictReceivePaths(broke.publicKey(), eur, "1").call()).records).toEqual([]);
    expect((await t.server.strictReceivePaths([XLM], eur, "11").call()).records).toEqual([]);
  });

  it("strict send quotes what the payment will deliver", async () => {
    const { t, eur, holder } = await book();
    // USD hop: ⌊60000000/3⌋ = 20000000; EUR hop: ⌊20000000·3/7⌋ = 8571428.
    const page = await t.server.strictSendPaths(XLM, "6", [eur]).call();
    expect(page.records.map((r) => [r.destination_asset_code, r.destination_amount, r.path.length])).toEqual([
      ["EUR", "0.8571428", 1],
    ]);
    const byAccount = await t.server.strictSendPaths(XLM, "6", holder.publicKey()).call();
    expect(byAccount.records.map((r) => [r.destination_asset_type, r.destination_amount])).toEqual([
      ["credit_alphanum4", "0.8571428"],
      ["native", "6.0000000"],
    ]);
  });

  it("needs exactly one of the account or the asset list", async () => {
    const t = ledger();
    const base = "/paths/strict-receive?destination_asset_type=native&destination_amount=1";
    expect((await getJson(t, base)).status).toBe(400);
    expect(
      (await getJson(t, `${base}&source_assets=native&source_account=${Keypair.random().publicKey()}`))
        .status,
    ).toBe(400);
    expect((await getJson(t, `${base}&source_assets=native`)).status).toBe(200);
  });
});
