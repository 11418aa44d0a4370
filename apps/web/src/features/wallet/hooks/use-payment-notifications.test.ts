import { describe, expect, it } from "vitest";
import { RECEIVED_STARTING_BALANCE, receivedMessage } from "./use-payment-notifications";

const ME = `G${"A".repeat(55)}`;
const OTHER = `G${"B".repeat(55)}`;
const base = { id: "1", paging_token: "1", created_at: "2026-01-01T00:00:00Z", transaction_hash: "h" };

describe("receivedMessage", () => {
  it("announces a received payment with its amount and asset", () => {
    const record = {
      ...base,
      type: "payment",
      from: OTHER,
      to: ME,
      amount: "12.5000000",
      asset_type: "native",
    };
    expect(receivedMessage(record, ME)).toBe("You have received: 12.5000000 XLM");
  });

  it("announces the starting balance", () => {
    const record = {
      ...base,
      type: "create_account",
      funder: OTHER,
      account: ME,
      starting_balance: "5.0000000",
    };
    expect(receivedMessage(record, ME)).toBe(RECEIVED_STARTING_BALANCE);
  });

  it("stays quiet for payments sent", () => {
    const record = {
      ...base,
      type: "payment",
      from: ME,
      to: OTHER,
      amount: "1.0000000",
      asset_type: "native",
    };
    expect(receivedMessage(record, ME)).toBeNull();
  });
});
