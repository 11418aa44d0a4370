import { Asset, Operation } from "@stellar/stellar-sdk";
import { afterAll, describe, expect, it } from "vitest";
import { latestLedger, newAccount } from "./support/accounts";
import { getJson, type Json, records } from "./support/http";
import { startTestLedger, type TestLedger } from "./support/ledger";
import { run } from "./support/tx";

const opened: TestLedger[] = [];
afterAll(async () => {
  for (const t of opened) await t.stop();
  await opened[0]?.dispose();
});

describe("persistence", () => {
  it("a restart on the same data directory keeps accounts, history and the ledger chain", async () => {
    const first = await startTestLedger();
    opened.push(first);
    const [holder, issuer] = [await newAccount(first, "100"), await newAccount(first, "100")];
    const asset = new Asset("KEEP", issuer.publicKey());
    await run(first, holder, [
      Operation.changeTrust({ asset }),
      Operation.manageData({ name: "note", value: "persisted" }),
    ]);
    const payment = await run(first, issuer, [
      Operation.payment({ destination: holder.publicKey(), asset, amount: "12.3456789" }),
    ]);
    const before = (await getJson(first, `/accounts/${holder.publicKey()}`)).body;
    const effectsBefore = (await getJson(first, `/accounts/${holder.publicKey()}/effects?limit=50`)).body;
    const lastSeq = await latestLedger(first);
    const lastHash = (await getJson(first, `/ledgers/${lastSeq}`)).body.hash;
    await first.stop();

    const second = await startTestLedger({ dataDir: first.dataDir });
    opened.push(second);
    const after = (await getJson(second, `/accounts/${holder.publicKey()}`)).body;
    const strip = (body: Record<string, unknown>) => ({ ...body, _links: undefined });
    expect(strip(after)).toEqual(strip(before));
    expect(await latestLedger(second)).toBeGreaterThanOrEqual(lastSeq);
    expect((await getJson(second, `/ledgers/${lastSeq}`)).body.hash).toBe(lastHash);
    const effectsAfter = (await getJson(second, `/accounts/${holder.publicKey()}/effects?limit=50`)).body;
    const withoutLinks = (list: Json[]) => list.map((record) => ({ ...record, _links: undefined }));
    expect(withoutLinks(records(effectsAfter))).toEqual(withoutLinks(records(effectsBefore)));
    const tx = await second.server.transactions().transaction(payment.hash).call();
    expect(tx.result_xdr).toBe(payment.result_xdr);

    const next = await run(second, holder, [
      Operation.payment({ destination: issuer.publicKey(), asset, amount: "2" }),
    ]);
    expect(next.ledger).toBeGreaterThan(lastSeq);
    const previous = (await getJson(second, `/ledgers/${next.ledger - 1}`)).body.hash;
    expect((await getJson(second, `/ledgers/${next.ledger}`)).body.prev_hash).toBe(previous);
    const line = (await second.server.loadAccount(holder.publicKey())).balances[0];
    expect(line?.balance).toBe("10.3456789");
  });
});
