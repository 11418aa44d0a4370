import { AccountRequiresMemoError, Asset, Memo, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount, newAccounts, snapshot } from "./support/accounts";
import { getJson } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult } from "./support/result";
import { buildTx, run, runFail } from "./support/tx";

const ledger = useLedger();
const base64 = (text: string) => Buffer.from(text).toString("base64");

describe("manageData", () => {
  it("creates an entry shown base64 in data_attr and at /accounts/:id/data/:key", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const response = await run(t, account, [
      Operation.manageData({ name: "config.memo_required", value: "1" }),
    ]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["manageDataSuccess"]);
    const record = await t.server.loadAccount(account.publicKey());
    expect(record.data_attr).toEqual({ "config.memo_required": "MQ==" });
    expect(record.subentry_count).toBe(1);
    const entry = await getJson(t, `/accounts/${account.publicKey()}/data/config.memo_required`);
    expect(entry.status).toBe(200);
    expect(entry.body).toMatchObject({ value: "MQ==" });
    const raw = await fetch(`${t.url}/accounts/${account.publicKey()}/data/config.memo_required`, {
      headers: { Accept: "application/octet-stream" },
    });
    expect(raw.status).toBe(200);
    expect(Buffer.from(await raw.arrayBuffer()).toString()).toBe("1");
  });

  it("config.memo_required makes the SDK refuse payments without a memo (SEP-29)", async () => {
    const t = ledger();
    const [payer, exchange] = await newAccounts(t, 2, "100");
    await run(t, exchange, [Operation.manageData({ name: "config.memo_required", value: "1" })]);
    const payment = Operation.payment({
      destination: exchange.publicKey(),
      asset: Asset.native(),
      amount: "1",
    });
    const bare = await buildTx(t, payer, [payment]);
    await expect(t.server.submitTransaction(bare)).rejects.toBeInstanceOf(AccountRequiresMemoError);
    const withMemo = await buildTx(t, payer, [payment], { memo: Memo.id("42") });
    expect((await t.server.submitTransaction(withMemo)).successful).toBe(true);
  });

  it("updates a value in place and accepts 64 raw bytes", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const bytes = new Uint8Array(64).map((_, i) => 255 - i);
    await run(t, account, [Operation.manageData({ name: "blob", value: "first" })]);
    await run(t, account, [Operation.manageData({ name: "blob", value: bytes })]);
    const record = await t.server.loadAccount(account.publicKey());
    expect(record.data_attr).toEqual({ blob: Buffer.from(bytes).toString("base64") });
    expect(record.subentry_count).toBe(1);
  });

  it("deletes an entry with a null value, releasing the subentry", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    await run(t, account, [
      Operation.manageData({ name: "keep", value: "k" }),
      Operation.manageData({ name: "drop", value: "d" }),
    ]);
    await run(t, account, [Operation.manageData({ name: "drop", value: null })]);
    const record = await t.server.loadAccount(account.publicKey());
    expect(record.data_attr).toEqual({ keep: base64("k") });
    expect(record.subentry_count).toBe(1);
    const missing = await getJson(t, `/accounts/${account.publicKey()}/data/drop`);
    expect(missing.status).toBe(404);
  });

  it("op_data_name_not_found when deleting a missing entry", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    expect(await runFail(t, account, [Operation.manageData({ name: "nothing", value: null })])).toEqual(
      failedWith("op_data_name_not_found"),
    );
    expect((await snapshot(t, account)).balance).toBe(100n * 10_000_000n - BASE_FEE);
  });

  it("op_low_reserve when a new entry is not covered by the balance", async () => {
    const t = ledger();
    const account = await newAccount(t, "1.4999999");
    expect(await runFail(t, account, [Operation.manageData({ name: "x", value: "y" })])).toEqual(
      failedWith("op_low_reserve"),
    );
    expect((await t.server.loadAccount(account.publicKey())).data_attr).toEqual({});
  });

  it.each([
    ["a control character", "bad\u0001name"],
    ["a non-ASCII character", "na\u00efve"],
  ])("op_data_invalid_name for %s, rejected without fee", async (_case, name) => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await snapshot(t, account);
    expect(await runFail(t, account, [Operation.manageData({ name, value: "v" })])).toEqual(
      failedWith("op_data_invalid_name"),
    );
    expect(await snapshot(t, account)).toEqual(before);
  });
});
