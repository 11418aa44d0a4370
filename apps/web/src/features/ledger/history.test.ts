import { describe, expect, it } from "vitest";
import { describeAmounts, entryTouches, historyEntries } from "./history";
import type { TPaymentRecord } from "./payments";

const ME = `G${"A".repeat(55)}`;
const FRIEND = `G${"B".repeat(55)}`;
const FEES = `G${"C".repeat(55)}`;
const ISSUER = `G${"I".repeat(55)}`;

let nextId = 100;
function op(hash: string, fields: Partial<TPaymentRecord>): TPaymentRecord {
  nextId += 1;
  return {
    id: String(nextId),
    paging_token: String(nextId),
    type: "payment",
    created_at: "2026-01-01T00:00:00Z",
    transaction_hash: hash,
    transaction_successful: true,
    asset_type: "native",
    ...fields,
  };
}

describe("historyEntries", () => {
  const records = [
    op("create", { type: "create_account", funder: FRIEND, account: ME, starting_balance: "10000.0000000" }),
    op("send", {
      from: ME,
      to: FRIEND,
      amount: "24.9750000",
      transaction: { memo: "journey memo", memo_type: "text", successful: true },
    }),
    op("send", { from: ME, to: FEES, amount: "0.0250000" }),
    op("swap", {
      type: "path_payment_strict_send",
      from: ME,
      to: ME,
      amount: "12.5000000",
      asset_type: "credit_alphanum12",
      asset_code: "LEVELG",
      asset_issuer: ISSUER,
      source_amount: "10.0000000",
      source_asset_type: "native",
    }),
    op("swap", { from: ME, to: FEES, amount: "0.0100000" }),
    op("failed", { from: ME, to: FRIEND, amount: "5.0000000", transaction_successful: false }),
    op("other", { from: FRIEND, to: FEES, amount: "1.0000000" }),
  ];
  const entries = historyEntries(records, ME);

  it("lists one entry per transaction of this wallet, newest first", () => {
    expect(entries.map((entry) => entry.hash)).toEqual(["failed", "swap", "send", "create"]);
  });

  it("a send with the operator's fee shows what it cost, with counterparty and memo", () => {
    const send = entries.find((entry) => entry.hash === "send");
    expect(send).toMatchObject({
      kind: "Sent",
      counterparty: FRIEND,
      memo: "journey memo",
      successful: true,
    });
    expect(describeAmounts(send?.spent ?? [])).toBe("25.0000000 XLM");
    expect(send?.received).toEqual([]);
  });

  it("a swap shows what left (with its fee) and what came in", () => {
    const swap = entries.find((entry) => entry.hash === "swap");
    expect(swap?.kind).toBe("Swap");
    expect(describeAmounts(swap?.spent ?? [])).toBe("10.0100000 XLM");
    expect(describeAmounts(swap?.received ?? [])).toBe("12.5000000 LEVELG");
    expect(swap && entryTouches(swap, { code: "LEVELG", issuer: ISSUER })).toBe(true);
  });

  it("keeps failed transactions and marks them", () => {
    expect(entries[0]).toMatchObject({ kind: "Sent", successful: false });
  });

  it("a received starting balance names the funder", () => {
    const created = entries.find((entry) => entry.hash === "create");
    expect(created).toMatchObject({ kind: "Received", counterparty: FRIEND, memo: null });
    expect(describeAmounts(created?.received ?? [])).toBe("10000.0000000 XLM");
    expect(created && entryTouches(created, { code: "LEVELG", issuer: ISSUER })).toBe(false);
  });
});
