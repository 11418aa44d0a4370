import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AnchorTransactionsCard } from "./anchor-transactions-card";

function row(id: string, kind: "deposit" | "withdrawal", status: string, group: string) {
  return {
    id,
    kind,
    status,
    status_group: group,
    status_eta: null,
    more_info_url: "",
    asset_code: "USDT",
    chain: "ERC20",
    amount_in: "41.0000000",
    amount_in_asset: null,
    amount_out: "40.0000000",
    amount_out_asset: null,
    amount_fee: "1.0000000",
    amount_fee_asset: null,
    finalAmount: "40.0000000",
    started_at: "2026-11-24T05:00:00.000Z",
    updated_at: "2026-11-24T05:00:00.000Z",
    completed_at: null,
    stellar_transaction_id: "ab".repeat(32),
    external_transaction_id: null,
    message: null,
    refunded: false,
    from: null,
    to: null,
    deposit_memo: null,
    deposit_memo_type: null,
    withdraw_anchor_account: null,
    withdraw_memo: null,
    withdraw_memo_type: null,
    claimable_balance_id: null,
    account: `G${"A".repeat(55)}`,
    chain_explorer_url: null,
    ledger_url: `http://ledger/transactions/${"ab".repeat(32)}`,
    refund_transaction_id: null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("AnchorTransactionsCard", () => {
  it("offers a refund only for a withdrawal paid for but not paid out, after a confirmation", async () => {
    const posts: string[] = [];
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "POST") {
        posts.push(url);
        return json({ id: "w1", status: "error" });
      }
      return json({
        transactions: [
          row("w1", "withdrawal", "pending_anchor", "pending"),
          row("w2", "withdrawal", "completed", "completed"),
          row("d1", "deposit", "pending_anchor", "pending"),
        ],
        has_more: false,
      });
    });
    renderWithProviders(<AnchorTransactionsCard />);
    const buttons = await screen.findAllByRole("button", { name: "Refund" });
    expect(buttons).toHaveLength(1);
    expect(
      screen.getAllByRole("link").some((link) => link.getAttribute("href")?.startsWith("http://ledger/")),
    ).toBe(true);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByText("Refund this withdrawal?")).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(posts).toEqual(["/api/admin/anchor/transactions/w1/refund"]));
  });
});
