import { Asset, Operation, StrKey } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccounts } from "./support/accounts";
import { anyTime, claim, createBalance, created } from "./support/claimable-balances";
import { getJson, href, type Json, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { buildTx, run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();
const RECORD_KEYS = [
  "_links",
  "id",
  "asset",
  "amount",
  "sponsor",
  "last_modified_ledger",
  "last_modified_time",
  "claimants",
  "flags",
  "paging_token",
];

const ids = (body: Json) => records(body).map((r) => r.id);

describe("GET /claimable_balances/{id}", () => {
  it("renders Horizon's record, also under the B… StrKey of the id", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const id = await created(t, creator, XLM, "3", [anyTime(a)]);
    const { status, body } = await getJson(t, `/claimable_balances/${id}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(RECORD_KEYS);
    expect(body.paging_token).toBe(`${body.last_modified_ledger}-${id}`);
    expect(body.last_modified_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(href(body, "self")).toBe(`${t.url}/claimable_balances/${id}`);
    expect(href(body, "operations")).toBe(
      `${t.url}/claimable_balances/${id}/operations{?cursor,limit,order}`,
    );
    const strkey = StrKey.encodeClaimableBalance(Buffer.from(`00${id.slice(8)}`, "hex"));
    expect((await getJson(t, `/claimable_balances/${strkey}`)).body.id).toBe(id);
    const sdk = await t.server.claimableBalances().claimableBalance(id).call();
    expect(sdk.amount).toBe("3.0000000");
  });

  it("answers 400 for a malformed id and 404 for a well-formed unknown one", async () => {
    const t = ledger();
    for (const bad of ["nope", "ab".repeat(32), `00000001${"ab".repeat(32)}`, `00000000${"ab".repeat(31)}`]) {
      const { status, body } = await getJson(t, `/claimable_balances/${bad}`);
      expect(status).toBe(400);
      expect(body.type).toBe("https://stellar.org/horizon-errors/bad_request");
    }
    expect((await getJson(t, `/claimable_balances/00000000${"ab".repeat(32)}`)).status).toBe(404);
  });
});

describe("GET /claimable_balances", () => {
  it("filters by claimant, sponsor and asset (each alone and together)", async () => {
    const t = ledger();
    const [creator, other, a, b] = await newAccounts(t, 4, "100");
    const { asset } = await issueAsset(t, "EUR", [creator], "10");
    const one = await created(t, creator, XLM, "1", [anyTime(a)]);
    const two = await created(t, creator, asset, "1", [anyTime(a), anyTime(b)]);
    const three = await created(t, other, XLM, "1", [anyTime(b)]);
    const list = async (query: string) =>
      ids((await getJson(t, `/claimable_balances?${query}&limit=200`)).body);
    expect(await list(`claimant=${a.publicKey()}`)).toEqual([one, two]);
    expect(await list(`claimant=${b.publicKey()}`)).toEqual([two, three]);
    expect(await list(`sponsor=${creator.publicKey()}`)).toEqual([one, two]);
    expect(await list(`sponsor=${other.publicKey()}`)).toEqual([three]);
    expect(await list(`claimant=${b.publicKey()}&asset=native`)).toEqual([three]);
    expect(await list(`sponsor=${creator.publicKey()}&asset=EUR:${asset.getIssuer()}`)).toEqual([two]);
    expect(await list(`claimant=${a.publicKey()}&sponsor=${other.publicKey()}`)).toEqual([]);
    const sdk = await t.server.claimableBalances().claimant(a.publicKey()).asset(asset).call();
    expect(sdk.records.map((r) => r.id)).toEqual([two]);
    await run(t, a, [claim(one)]);
    expect(await list(`claimant=${a.publicKey()}`)).toEqual([two]);
  });

  it.each([
    ["claimant=GABC", "claimant"],
    ["sponsor=nope", "sponsor"],
    ["asset=EUR", "asset"],
    ["asset=EUR:nope", "asset"],
    ["cursor=12", "cursor"],
    ["cursor=1-abc", "cursor"],
    ["limit=0", "limit"],
    ["order=up", "order"],
  ])("answers 400 for %s", async (query, field) => {
    const t = ledger();
    const { status, body } = await getJson(t, `/claimable_balances?${query}`);
    expect(status).toBe(400);
    expect((body.extras as { invalid_field?: string } | undefined)?.invalid_field).toBe(field);
  });

  it("pages by last modified ledger then id, in both orders, following the links", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const created3 = [
      await created(t, creator, XLM, "1", [anyTime(a)]),
      await created(t, creator, XLM, "1", [anyTime(a)]),
      await created(t, creator, XLM, "1", [anyTime(a)]),
    ];
    const all = ids((await getJson(t, `/claimable_balances?claimant=${a.publicKey()}&limit=200`)).body);
    expect(all).toEqual(created3);
    const first = await getJson(t, `/claimable_balances?claimant=${a.publicKey()}&limit=2`);
    expect(ids(first.body)).toEqual(created3.slice(0, 2));
    const second = await getJson(t, href(first.body, "next"));
    expect(ids(second.body)).toEqual(created3.slice(2));
    expect(ids((await getJson(t, href(second.body, "next"))).body)).toEqual([]);
    const back = await getJson(t, href(second.body, "prev"));
    expect(ids(back.body)).toEqual(created3.slice(0, 2).reverse());
    const desc = await getJson(t, `/claimable_balances?claimant=${a.publicKey()}&order=desc&limit=2`);
    expect(ids(desc.body)).toEqual([created3[2], created3[1]]);
  });

  it("orders balances of one ledger by id", async () => {
    const t = ledger();
    const [creator, a] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, creator, [
      createBalance(XLM, "1", [anyTime(a)]),
      createBalance(XLM, "2", [anyTime(a)]),
    ]);
    await t.server.submitTransaction(tx);
    const expected = [tx.getClaimableBalanceId(0), tx.getClaimableBalanceId(1)].sort();
    expect(ids((await getJson(t, `/claimable_balances?claimant=${a.publicKey()}`)).body)).toEqual(expected);
  });
});

describe("GET /assets", () => {
  it("counts the claimable balances of an asset and the amount they hold", async () => {
    const t = ledger();
    const [holder, a] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "CBA", [holder], "10");
    const stats = async () => {
      const page = await getJson(t, `/assets?asset_code=CBA&asset_issuer=${asset.getIssuer()}`);
      const [record] = records(page.body);
      return [record?.num_claimable_balances, record?.claimable_balances_amount];
    };
    expect(await stats()).toEqual([0, "0.0000000"]);
    const first = await created(t, holder, asset, "2.5", [anyTime(a)]);
    await created(t, holder, asset, "1", [anyTime(a)]);
    expect(await stats()).toEqual([2, "3.5000000"]);
    await run(t, a, [Operation.changeTrust({ asset }), claim(first)]);
    expect(await stats()).toEqual([1, "1.0000000"]);
  });
});
