import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { latestLedger, loadLedger, newAccount } from "./support/accounts";
import { getJson, href, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { run } from "./support/tx";

const ledger = useLedger();

/** An account that received five payments, in five ledgers. */
let payee: Keypair;
let tokens: string[];

beforeAll(async () => {
  const t = ledger();
  const payer = await newAccount(t, "100");
  payee = await newAccount(t, "100");
  for (let i = 1; i <= 5; i++)
    await run(t, payer, [
      Operation.payment({ destination: payee.publicKey(), asset: Asset.native(), amount: String(i) }),
    ]);
  const page = await t.server.payments().forAccount(payee.publicKey()).limit(200).call();
  tokens = page.records.map((r) => r.paging_token);
});

describe("paging", () => {
  it("pages through a collection with the SDK's next() and prev()", async () => {
    const t = ledger();
    expect(tokens).toHaveLength(6);
    const first = await t.server.payments().forAccount(payee.publicKey()).limit(2).call();
    expect(first.records.map((r) => r.paging_token)).toEqual(tokens.slice(0, 2));
    const second = await first.next();
    expect(second.records.map((r) => r.paging_token)).toEqual(tokens.slice(2, 4));
    const third = await second.next();
    expect(third.records.map((r) => r.paging_token)).toEqual(tokens.slice(4, 6));
    const empty = await third.next();
    expect(empty.records).toEqual([]);
    const back = await third.prev();
    expect(back.records.map((r) => r.paging_token)).toEqual([tokens[3], tokens[2]]);
  });

  it("builds self, next and prev links from the cursor, limit and order", async () => {
    const t = ledger();
    const path = `/accounts/${payee.publicKey()}/payments`;
    const { body } = await getJson(t, `${path}?limit=2&cursor=${tokens[0]}`);
    expect(records(body).map((r) => r.paging_token)).toEqual(tokens.slice(1, 3));
    const params = (link: string) => Object.fromEntries(new URL(link).searchParams);
    expect(new URL(href(body, "self")).pathname).toBe(path);
    expect(params(href(body, "self"))).toEqual({ cursor: tokens[0], limit: "2", order: "asc" });
    expect(params(href(body, "next"))).toEqual({ cursor: tokens[2], limit: "2", order: "asc" });
    expect(params(href(body, "prev"))).toEqual({ cursor: tokens[1], limit: "2", order: "desc" });
  });

  it("orders descending and treats the cursor as exclusive", async () => {
    const t = ledger();
    const desc = await t.server.payments().forAccount(payee.publicKey()).order("desc").limit(200).call();
    expect(desc.records.map((r) => r.paging_token)).toEqual([...tokens].reverse());
    const after = await t.server
      .payments()
      .forAccount(payee.publicKey())
      .cursor(tokens[4] ?? "")
      .call();
    expect(after.records.map((r) => r.paging_token)).toEqual([tokens[5]]);
    const before = await t.server
      .payments()
      .forAccount(payee.publicKey())
      .cursor(tokens[1] ?? "")
      .order("desc")
      .call();
    expect(before.records.map((r) => r.paging_token)).toEqual([tokens[0]]);
  });

  it("uses TOID paging tokens for ledgers, transactions and operations", async () => {
    const t = ledger();
    const payments = await t.server.payments().forAccount(payee.publicKey()).order("desc").limit(1).call();
    const op = payments.records[0];
    if (!op) throw new Error("no payment");
    const tx = await t.server.transactions().transaction(op.transaction_hash).call();
    const ledgerSeq = BigInt(tx.ledger_attr);
    expect(tx.paging_token).toBe(((ledgerSeq << 32n) | (1n << 12n)).toString());
    expect(op.paging_token).toBe(((ledgerSeq << 32n) | (1n << 12n) | 1n).toString());
    expect(op.id).toBe(op.paging_token);
    const record = await loadLedger(t, Number(ledgerSeq));
    expect(record.paging_token).toBe((ledgerSeq << 32n).toString());
    const ledgers = await t.server.ledgers().cursor(record.paging_token).limit(1).order("desc").call();
    expect(ledgers.records[0]?.sequence).toBe(Number(ledgerSeq) - 1);
  });

  it("defaults to 10 records and accepts up to 200", async () => {
    const t = ledger();
    const defaults = await getJson(t, "/ledgers");
    expect(records(defaults.body)).toHaveLength(Math.min(10, await latestLedger(t)));
    expect(records(defaults.body)[0]?.sequence).toBe(1);
    const max = await getJson(t, "/ledgers?limit=200");
    expect(max.status).toBe(200);
  });

  it.each(["limit=0", "limit=201", "limit=-1", "order=sideways", "cursor=not-a-cursor"])(
    "answers 400 bad_request for %s",
    async (query) => {
      const t = ledger();
      const { status, body } = await getJson(t, `/ledgers?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ type: "https://stellar.org/horizon-errors/bad_request", status: 400 });
      expect((body.extras as { invalid_field?: string }).invalid_field).toBe(query.split("=")[0]);
    },
  );

  it("ignores unknown query parameters such as the SDK's X-Client-Name", async () => {
    const t = ledger();
    const { status, body } = await getJson(t, "/ledgers?limit=1&X-Client-Name=js-stellar-sdk&whatever=1");
    expect(status).toBe(200);
    expect(records(body)).toHaveLength(1);
  });

  it("returns an empty page with cursor=now and keeps records: []", async () => {
    const t = ledger();
    const { status, body } = await getJson(t, `/accounts/${payee.publicKey()}/payments?cursor=now`);
    expect(status).toBe(200);
    expect(records(body)).toEqual([]);
    const next = await getJson(t, href(body, "next"));
    expect(next.status).toBe(200);
    expect(records(next.body)).toEqual([]);
  });
});
