import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { Sep24InteractiveRoute } from "./sep24-interactive-route";

const ACCOUNT = `G${"A".repeat(55)}`;
const FEES = {
  asset_code: "USDT",
  fee: "1",
  deposit: { fee_fixed: "0", fee_percent: "0.5", min: "5" },
  withdraw: { service_fee_fixed: "0.5", service_fee_percent: "0", blockchain_fee: "0.5", min: "10" },
  chains: ["ERC20", "TRC20"],
};

function transaction(kind: "deposit" | "withdrawal", changes: Record<string, unknown> = {}) {
  return {
    id: "t1",
    kind,
    status: "incomplete",
    status_group: "error",
    status_eta: null,
    more_info_url: "http://localhost/sep24/interactive?id=t1",
    asset_code: "USDT",
    chain: null,
    amount_in: null,
    amount_in_asset: null,
    amount_out: null,
    amount_out_asset: null,
    amount_fee: null,
    amount_fee_asset: null,
    finalAmount: null,
    started_at: "2026-11-24T05:00:00.000Z",
    updated_at: "2026-11-24T05:00:00.000Z",
    completed_at: null,
    stellar_transaction_id: null,
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
    ...changes,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(handler: (url: string, init?: RequestInit) => Response) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      body: init?.body && JSON.parse(String(init.body)),
    });
    return handler(String(input), init);
  });
  return calls;
}

function open(query: string) {
  renderWithProviders(
    <Routes>
      <Route path="/sep24/interactive" element={<Sep24InteractiveRoute />} />
    </Routes>,
    { route: `/sep24/interactive${query}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the SEP-24 interactive page", () => {
  it("lets a wallet's user pick the chain and shows the deposit address", async () => {
    const calls = serve((url, init) => {
      if (url === "/api/sep24/interactive/tok-1234567890" && init?.method === "GET")
        return json({
          transaction: transaction("deposit"),
          account: ACCOUNT,
          chains: ["ERC20", "TRC20"],
          fees: FEES,
        });
      if (url === "/api/sep24/interactive/tok-1234567890/deposit")
        return json({
          transaction: transaction("deposit", {
            status: "pending_user_transfer_start",
            status_group: "pending",
          }),
          deposit: {
            how: "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj",
            chain: "TRC20",
            fee_fixed: "0",
            fee_percent: "0.5",
            fee_text: "0 USDT + 0.5%",
            deposit_min: "5",
            confirmations: 2,
            token_contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
          },
        });
      return json({}, 404);
    });
    open("?token=tok-1234567890&id=t1");
    expect(await screen.findByText("Fee 0 USDT + 0.5%, minimum 5 USDT.", { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText("TRC20"));
    fireEvent.click(screen.getByRole("button", { name: "Show deposit address" }));
    expect((await screen.findByTestId("deposit-address")).textContent).toBe(
      "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj",
    );
    expect(screen.getByRole("button", { name: "Copy Address" })).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ chain: "TRC20" });
  });

  it("asks a withdrawal's destination and amount with the spec's messages, then shows where the wallet pays", async () => {
    const calls = serve((url, init) => {
      if (url === "/api/sep24/interactive/tok-1234567890" && init?.method === "GET")
        return json({
          transaction: transaction("withdrawal"),
          account: ACCOUNT,
          chains: ["ERC20"],
          fees: FEES,
        });
      if (url === "/api/sep24/interactive/tok-1234567890/withdraw")
        return json({
          transaction: transaction("withdrawal", {
            status: "pending_user_transfer_start",
            status_group: "pending",
            amount_in: "26.0000000",
            to: "0x52908400098527886E0F7030069857D2E4169EE7",
            withdraw_anchor_account: `G${"C".repeat(55)}`,
            withdraw_memo: "w8K2H6QJ4Z7N",
            withdraw_memo_type: "text",
          }),
        });
      return json({}, 404);
    });
    open("?token=tok-1234567890");
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Please Enter Recipient's Address")).toBeTruthy();
    expect(screen.getByText("Amount can't be Empty.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Recipient's Address"), {
      target: { value: "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj" },
    });
    expect(await screen.findByText("Please enter a valid USDT Address.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Recipient's Address"), {
      target: { value: "0x52908400098527886E0F7030069857D2E4169EE7" },
    });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    const done = await screen.findByTestId("interactive-withdraw-done");
    expect(done.textContent).toContain("w8K2H6QJ4Z7N");
    expect(done.textContent).toContain("26.0000000 USDT");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      dest: "0x52908400098527886E0F7030069857D2E4169EE7",
      amount: "25",
    });
  });

  it("says a used or expired link has expired, and an unknown one is not valid", async () => {
    serve(() => json({ code: "GONE", message: "This link has expired or was already used." }, 410));
    open("?token=tok-1234567890");
    expect(await screen.findByText("This link has expired or was already used.")).toBeTruthy();
  });

  it("says a link without a token is not valid", async () => {
    serve(() => json({}, 404));
    open("");
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
  });
});
