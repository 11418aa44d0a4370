import { Asset, AuthRequiredFlag, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount, newAccounts } from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { deposit, pair, poolJson, poolOf, shareLine } from "./support/pools";
import { decodeResult } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

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
