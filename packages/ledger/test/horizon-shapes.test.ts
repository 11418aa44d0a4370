import {
  Asset,
  Horizon,
  Keypair,
  NotFoundError,
  Operation,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { latestLedger, loadLedger, newAccount, newAccounts } from "./support/accounts";
import { AMOUNT_7DP, expectShape, getJson, type Json, RFC3339_SECONDS } from "./support/http";
import { useLedger } from "./support/ledger";
import { decodeResult, stroops, XLM } from "./support/result";
import {
  ACCOUNT,
  ACCOUNT_LINKS,
  FEE_PERCENTILES,
  FEE_STATS,
  LEDGER,
  ROOT,
  ROOT_LINKS,
} from "./support/shapes";
import { run } from "./support/tx";

const ledger = useLedger();

describe("root and conventions", () => {
  it("GET / describes the network with every link", async () => {
    const t = ledger();
    const { status, headers, body } = await getJson(t, "/");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/hal\+json/);
    expectShape(body, ROOT);
    expectShape(body._links, ROOT_LINKS);
    expect(body.network_passphrase).toBe("Standalone Network ; February 2017");
    expect(body.history_latest_ledger_closed_at).toMatch(RFC3339_SECONDS);
    expect(typeof body.history_latest_ledger).toBe("number");
    expect(body.history_elder_ledger).toBe(1);
    expect(body.history_latest_ledger).toBe(await latestLedger(t));
    expect(body.current_protocol_version).toBeGreaterThanOrEqual(19);
    const root = await t.server.root();
    expect(root.network_passphrase).toBe(t.passphrase);
  });

  it("sends Date, Latest-Ledger and CORS headers exposing both", async () => {
    const t = ledger();
    const { headers } = await getJson(t, "/ledgers?order=desc&limit=1", {
      headers: { Origin: "http://wallet.test" },
    });
    expect(new Date(headers.get("date") ?? "").getTime()).not.toBeNaN();
    expect(headers.get("latest-ledger")).toBe(String(await latestLedger(t)));
    expect(headers.get("access-control-allow-origin")).toMatch(/^(\*|http:\/\/wallet\.test)$/);
    const exposed = (headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["date", "latest-ledger"]));
  });

  it("lets the SDK read server time from Date for fetchTimebounds()", async () => {
    const t = ledger();
    await t.server.root();
    const now = Math.floor(Date.now() / 1000);
    const serverTime = Horizon.getCurrentServerTime(new URL(t.url).host);
    expect(Math.abs((serverTime ?? 0) - now)).toBeLessThanOrEqual(2);
    const bounds = await t.server.fetchTimebounds(100);
    expect(bounds.minTime).toBe(0);
    expect(Math.abs(bounds.maxTime - (now + 100))).toBeLessThanOrEqual(2);
  });

  it.each(["", "application/json", "application/hal+json", "*/*"])(
    "serves JSON for Accept: %j",
    async (accept) => {
      const t = ledger();
      const { status, headers, body } = await getJson(
        t,
        "/ledgers/1",
        accept ? { headers: { Accept: accept } } : {},
      );
      expect(status).toBe(200);
      expect(headers.get("content-type")).toMatch(/^application\/(hal\+)?json/);
      expect(body.sequence).toBe(1);
    },
  );

  it("answers CORS preflight requests for any origin", async () => {
    const t = ledger();
    const response = await fetch(`${t.url}/transactions`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://wallet.test",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-client-name",
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toMatch(/^(\*|http:\/\/wallet\.test)$/);
    expect((response.headers.get("access-control-allow-methods") ?? "").toUpperCase()).toContain("POST");
    expect((response.headers.get("access-control-allow-headers") ?? "").toLowerCase()).toContain(
      "x-client-name",
    );
  });

  it("answers unknown accounts with a 404 problem document", async () => {
    const t = ledger();
    const id = Keypair.random().publicKey();
    const { status, headers, body } = await getJson(t, `/accounts/${id}`);
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({
      type: "https://stellar.org/horizon-errors/not_found",
      title: "Resource Missing",
      status: 404,
    });
    expect(typeof body.detail).toBe("string");
    await expect(t.server.loadAccount(id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getJson(t, `/accounts/${id}/payments`)).status).toBe(404);
  });

  it("friendbot funds a new account with 10,000 XLM and seq = ledger << 32", async () => {
    const t = ledger();
    const fresh = Keypair.random();
    const response = (await t.server.friendbot(fresh.publicKey()).call()) as unknown as Json;
    expect(response.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(response.successful).toBe(true);
    expect(decodeResult(response.result_xdr as string).operations).toEqual(["createAccountSuccess"]);
    const account = await t.server.loadAccount(fresh.publicKey());
    expect(account.balances).toEqual([
      {
        balance: "10000.0000000",
        buying_liabilities: "0.0000000",
        selling_liabilities: "0.0000000",
        asset_type: "native",
      },
    ]);
    expect(account.sequence).toBe((BigInt(response.ledger_attr as number) << 32n).toString());
    const invalid = await getJson(t, "/friendbot?addr=nonsense");
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ status: 400, extras: { invalid_field: "addr" } });
  });
});

describe("GET /accounts/:id", () => {
  it("has every field, native balance last, amounts as 7-decimal strings and a string sequence", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const [issuerA, issuerB] = await newAccounts(t, 2, "10");
    const usd = new Asset("USD", issuerA.publicKey());
    const abc = new Asset("ABCDEF", issuerB.publicKey());
    const signer = Keypair.random();
    const last = await run(t, account, [
      Operation.changeTrust({ asset: usd, limit: "1000" }),
      Operation.changeTrust({ asset: abc }),
      Operation.manageData({ name: "config.memo_required", value: "1" }),
      Operation.setOptions({
        homeDomain: "example.com",
        signer: { ed25519PublicKey: signer.publicKey(), weight: 2 },
      }),
    ]);
    const { status, body } = await getJson(t, `/accounts/${account.publicKey()}`);
    expect(status).toBe(200);
    expectShape(body, ACCOUNT);
    expect(body).toMatchObject({
      id: account.publicKey(),
      account_id: account.publicKey(),
      paging_token: account.publicKey(),
      subentry_count: 4,
      home_domain: "example.com",
      last_modified_ledger: last.ledger,
      thresholds: { low_threshold: 0, med_threshold: 0, high_threshold: 0 },
      flags: {
        auth_required: false,
        auth_revocable: false,
        auth_immutable: false,
        auth_clawback_enabled: false,
      },
      data: { "config.memo_required": "MQ==" },
      num_sponsoring: 0,
      num_sponsored: 0,
    });
    expect(typeof body.sequence).toBe("string");
    expect(body.last_modified_time).toMatch(RFC3339_SECONDS);
    expect(body.last_modified_time).toBe((await loadLedger(t, last.ledger)).closed_at);
    const balances = body.balances as Json[];
    expect(balances.map((b) => b.asset_code ?? b.asset_type)).toEqual(["ABCDEF", "USD", "native"]);
    expect(balances[1]).toEqual({
      balance: "0.0000000",
      limit: "1000.0000000",
      buying_liabilities: "0.0000000",
      selling_liabilities: "0.0000000",
      last_modified_ledger: last.ledger,
      is_authorized: true,
      is_authorized_to_maintain_liabilities: true,
      asset_type: "credit_alphanum4",
      asset_code: "USD",
      asset_issuer: issuerA.publicKey(),
    });
    expect(balances[0]).toMatchObject({ asset_type: "credit_alphanum12", limit: "922337203685.4775807" });
    expect(balances[2]).toEqual({
      balance: "99.9999600",
      buying_liabilities: "0.0000000",
      selling_liabilities: "0.0000000",
      asset_type: "native",
    });
    const signers = [
      { weight: 2, key: signer.publicKey(), type: "ed25519_public_key" },
      { weight: 1, key: account.publicKey(), type: "ed25519_public_key" },
    ].sort((x, y) => (x.key < y.key ? -1 : 1));
    expect(body.signers).toEqual(signers);
    const links = body._links as Record<string, { href: string; templated?: boolean }>;
    expectShape(links, ACCOUNT_LINKS);
    expect(links.self?.href).toBe(`${t.url}/accounts/${account.publicKey()}`);
    expect(links.data).toEqual({
      href: `${t.url}/accounts/${account.publicKey()}/data/{key}`,
      templated: true,
    });
    expect(links.transactions).toEqual({
      href: `${t.url}/accounts/${account.publicKey()}/transactions{?cursor,limit,order}`,
      templated: true,
    });
  });

  it("GET /accounts filters by signer or asset and needs exactly one filter", async () => {
    const t = ledger();
    const [a, b, issuer] = await newAccounts(t, 3, "100");
    const shared = Keypair.random().publicKey();
    const asset = new Asset("FLT", issuer.publicKey());
    for (const account of [a, b])
      await run(t, account, [
        Operation.setOptions({ signer: { ed25519PublicKey: shared, weight: 1 } }),
        Operation.changeTrust({ asset }),
      ]);
    const bySigner = await t.server.accounts().forSigner(shared).call();
    expect(bySigner.records.map((r) => r.id).sort()).toEqual([a.publicKey(), b.publicKey()].sort());
    const byMaster = await t.server.accounts().forSigner(a.publicKey()).call();
    expect(byMaster.records.map((r) => r.id)).toEqual([a.publicKey()]);
    const byAsset = await t.server.accounts().forAsset(asset).call();
    expect(byAsset.records.map((r) => r.id).sort()).toEqual([a.publicKey(), b.publicKey()].sort());
    expect((await getJson(t, "/accounts")).status).toBe(400);
  });

  it("serves an empty claimable balances page", async () => {
    const t = ledger();
    const page = await t.server.claimableBalances().call();
    expect(page.records).toEqual([]);
  });

  it("works with the SDK: AccountResponse builds the next transaction and exposes data_attr", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const loaded = await t.server.loadAccount(account.publicKey());
    expect(loaded.data_attr).toEqual({});
    const tx = new TransactionBuilder(loaded, { fee: "100", networkPassphrase: t.passphrase })
      .addOperation(
        Operation.payment({ destination: t.root.publicKey(), asset: Asset.native(), amount: "1" }),
      )
      .setTimeout(0)
      .build();
    tx.sign(account);
    const response = await t.server.submitTransaction(tx);
    expect(response.successful).toBe(true);
    const reloaded = await t.server.loadAccount(account.publicKey());
    expect(reloaded.sequence).toBe(loaded.sequence);
    expect(stroops(reloaded.balances[0]?.balance ?? "")).toBe(99n * XLM - 100n);
  });
});

describe("ledgers, fee_stats and assets", () => {
  it("GET /ledgers/:seq has every field, a TOID paging token and chains prev_hash", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const response = await run(
      t,
      account,
      [Operation.bumpSequence({ bumpTo: "0" }), Operation.bumpSequence({ bumpTo: "0" })],
      {
        fee: 150,
      },
    );
    const { body } = await getJson(t, `/ledgers/${response.ledger}`);
    expectShape(body, LEDGER);
    expect(body).toMatchObject({
      sequence: response.ledger,
      paging_token: (BigInt(response.ledger) << 32n).toString(),
      successful_transaction_count: 1,
      failed_transaction_count: 0,
      operation_count: 2,
      total_coins: "100000000000.0000000",
      base_fee_in_stroops: 100,
      base_reserve_in_stroops: 5_000_000,
    });
    expect(body.id).toBe(body.hash);
    expect(body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.closed_at).toMatch(RFC3339_SECONDS);
    expect(body.fee_pool).toMatch(AMOUNT_7DP);
    const previous = await getJson(t, `/ledgers/${response.ledger - 1}`);
    expect(body.prev_hash).toBe(previous.body.hash);
    expect(stroops(body.fee_pool as string) - stroops(previous.body.fee_pool as string)).toBe(200n);
    const record = await loadLedger(t, response.ledger);
    expect(record.hash).toBe(body.hash);
    const header = xdr.LedgerHeader.fromXdr(body.header_xdr as string, "base64");
    expect(header.ledgerSeq).toBe(response.ledger);
    expect(header.baseFee).toBe(100);
    expect(header.baseReserve).toBe(5_000_000);
    expect(Buffer.from(header.previousLedgerHash.toXdr()).toString("hex")).toBe(body.prev_hash);
  });

  it("GET /fee_stats reports per-operation fees of the last 5 ledgers", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    for (let i = 0; i < 5; i++)
      await run(
        t,
        account,
        [Operation.bumpSequence({ bumpTo: "0" }), Operation.bumpSequence({ bumpTo: "0" })],
        {
          fee: 300,
        },
      );
    const { body } = await getJson(t, "/fee_stats");
    const charged = body.fee_charged as Json;
    const max = body.max_fee as Json;
    for (const key of FEE_PERCENTILES.required) {
      expect({ key, value: charged[key] }).toEqual({ key, value: "100" });
      expect({ key, value: max[key] }).toEqual({ key, value: "300" });
    }
  });

  it("GET /fee_stats returns int64 strings and the base fee", async () => {
    const t = ledger();
    const { body } = await getJson(t, "/fee_stats");
    expectShape(body, FEE_STATS);
    expect(body.last_ledger_base_fee).toBe("100");
    expect(body.last_ledger).toBe(String(await latestLedger(t)));
    for (const group of [body.fee_charged, body.max_fee] as Json[]) {
      expectShape(group, FEE_PERCENTILES);
      for (const value of Object.values(group)) expect(value).toMatch(/^\d+$/);
    }
    expect(await t.server.fetchBaseFee()).toBe(100);
  });

  it("GET /assets summarises holders and amounts", async () => {
    const t = ledger();
    const [issuer, a, b] = await newAccounts(t, 3, "100");
    const asset = new Asset("STAT", issuer.publicKey());
    await run(t, a, [Operation.changeTrust({ asset })]);
    await run(t, b, [Operation.changeTrust({ asset })]);
    await run(t, issuer, [
      Operation.payment({ destination: a.publicKey(), asset, amount: "10.5" }),
      Operation.payment({ destination: b.publicKey(), asset, amount: "0.0000001" }),
    ]);
    const page = await t.server.assets().forCode("STAT").forIssuer(issuer.publicKey()).call();
    expect(page.records).toHaveLength(1);
    const record = page.records[0] as unknown as Json;
    expect(record).toMatchObject({
      asset_type: "credit_alphanum4",
      asset_code: "STAT",
      asset_issuer: issuer.publicKey(),
      paging_token: `STAT_${issuer.publicKey()}_credit_alphanum4`,
      accounts: { authorized: 2 },
      balances: { authorized: "10.5000001" },
      flags: {
        auth_required: false,
        auth_revocable: false,
        auth_immutable: false,
        auth_clawback_enabled: false,
      },
    });
  });
});
