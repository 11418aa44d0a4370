import { toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { type TPaymentRecord, toTransactionRow, transactionRows } from "./payments";

const ME = `G${"A".repeat(55)}`;
const OTHER = `G${"B".repeat(55)}`;
const FEE = `G${"F".repeat(55)}`;
const ISSUER = `G${"I".repeat(55)}`;

function payment(id: string, changes: Partial<TPaymentRecord>): TPaymentRecord {
  return {
    id,
    paging_token: id,
    type: "payment",
    created_at: "2026-01-02T03:04:05Z",
    transaction_hash: `hash-${id}`,
    asset_type: "native",
    amount: "1.0000000",
    from: ME,
    to: OTHER,
    ...changes,
  };
}

describe("toTransactionRow", () => {
  it("reads sent and received payments", () => {
    expect(toTransactionRow(payment("10", {}), ME)).toMatchObject({
      kind: "Sent",
      amount: toStroops("1"),
      asset: { code: "XLM", issuer: null },
      counterparty: OTHER,
    });
    expect(
      toTransactionRow(
        payment("11", {
          from: OTHER,
          to: ME,
          asset_type: "credit_alphanum4",
          asset_code: "USDT",
          asset_issuer: ISSUER,
        }),
        ME,
      ),
    ).toMatchObject({ kind: "Received", asset: { code: "USDT", issuer: ISSUER } });
  });

  it("reads account creations both ways", () => {
    const created = payment("12", {
      type: "create_account",
      funder: OTHER,
      account: ME,
      starting_balance: "5.0000000",
    });
    expect(toTransactionRow(created, ME)).toMatchObject({
      kind: "Received",
      amount: toStroops("5"),
      counterparty: OTHER,
    });
    expect(toTransactionRow(created, OTHER)).toMatchObject({ kind: "Sent", counterparty: ME });
  });

  it("ignores other operations, failed transactions and other accounts' payments", () => {
    expect(toTransactionRow(payment("13", { type: "account_merge" }), ME)).toBeNull();
    expect(toTransactionRow(payment("14", { transaction_successful: false }), ME)).toBeNull();
    expect(toTransactionRow(payment("15", { from: OTHER, to: FEE }), ME)).toBeNull();
  });
});

describe("transactionRows", () => {
  it("lists a send with its fee payment once, newest first", () => {
    const rows = transactionRows(
      [
        payment("30", { transaction_hash: "t2", to: FEE, amount: "0.0100000" }),
        payment("29", { transaction_hash: "t2", amount: "9.9900000" }),
        payment("20", { transaction_hash: "t1", from: OTHER, to: ME }),
      ],
      ME,
    );
    expect(rows.map((row) => [row.hash, row.kind, row.amount])).toEqual([
      ["t2", "Sent", toStroops("9.99")],
      ["t1", "Received", toStroops("1")],
    ]);
  });
});
