import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { parseAccount } from "../../ledger";
import { WithdrawPanel } from "./withdraw-panel";

const sign = vi.hoisted(() => ({ signXdr: vi.fn(async () => "SIGNED") }));
vi.mock("../../session", () => ({ SigningCancelledError: class extends Error {}, signXdr: sign.signXdr }));
const ledger = vi.hoisted(() => ({
  buildSendXdr: vi.fn(async () => "UNSIGNED"),
  submitSignedXdr: vi.fn(async () => ({ hash: "abc" })),
}));
vi.mock("../../ledger", async (original) => ({
  ...(await original<typeof import("../../ledger")>()),
  buildSendXdr: ledger.buildSendXdr,
  submitSignedXdr: ledger.submitSignedXdr,
  ledgerConfig: () => ({ networkPassphrase: "Standalone Network ; February 2017", horizonUrl: "http://h" }),
}));

const ME = `G${"A".repeat(55)}`;
const ISSUER = `G${"B".repeat(55)}`;
const ANCHOR = `G${"C".repeat(55)}`;
const ERC = "0x52908400098527886E0F7030069857D2E4169EE7";
const USDT = { code: "USDT", issuer: ISSUER };
const account = parseAccount({
  account_id: ME,
  sequence: "1",
  subentry_count: 1,
  balances: [
    { asset_type: "native", balance: "50.0000000" },
    { asset_type: "credit_alphanum4", asset_code: "USDT", asset_issuer: ISSUER, balance: "100.0000000" },
  ],
});

const FEES = {
  asset_code: "USDT",
  fee: "1",
  deposit: { fee_fixed: "0", fee_percent: "0.5", min: "5" },
  withdraw: { service_fee_fixed: "0.5", service_fee_percent: "0", blockchain_fee: "0.5", min: "10" },
  chains: ["ERC20", "TRC20"],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function api(withdraw: (body: Record<string, unknown>) => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url.startsWith("/api/sep24/feeForFrontend")) return json(FEES);
    if (url.startsWith("/api/sep24/transactions/withdraw/interactive")) return withdraw(body);
    if (url.startsWith("/api/sep24/transactions")) return json({ transactions: [], has_more: false });
    return json({}, 404);
  });
  return calls;
}

function renderPanel() {
  renderWithProviders(
    <WithdrawPanel
      coin="USDT"
      chains={["ERC20", "TRC20"]}
      publicKey={ME}
      standalone
      stellarTxUrl={(hash) => `http://h/transactions/${hash}`}
      asset={USDT}
      account={account}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("WithdrawPanel", () => {
  it("shows the spec's messages on an empty Withdraw, then per field", async () => {
    api(() => json({}, 500));
    renderPanel();
    expect(await screen.findByText("No History found.")).toBeTruthy();
    // Before an amount, the fee reads as its rule: service + chain fee, and the percent.
    await waitFor(() => expect(screen.getByTestId("figure-fee").textContent).toBe("1 USDT + 0%"));
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Please Enter Recipient's Address")).toBeTruthy();
    expect(screen.getByText("Amount can't be Empty.")).toBeTruthy();

    const address = screen.getByLabelText(/Recipient's Address/);
    const amount = screen.getByLabelText("Amount");
    fireEvent.change(address, { target: { value: ERC.slice(0, 30) } });
    expect(await screen.findByText("Please enter a valid USDT Address.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "0" } });
    expect(await screen.findByText("Amount should be greater than 0.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "150" } });
    expect(await screen.findByText("Amount can't be greater than your balance.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "5" } });
    expect(await screen.findByText("The minimum withdrawal is 10.00000000 USDT.")).toBeTruthy();
    fireEvent.change(address, { target: { value: ERC } });
    expect(await screen.findByTestId("withdraw-chain")).toHaveProperty("textContent", "ERC20");
  });

  it("fills 100 % leaving room for the fee, confirms, requests and pays amount + fee with the memo", async () => {
    const calls = api(() =>
      json({
        type: "interactive_customer_info_needed",
        url: "http://localhost/sep24/interactive?token=x",
        id: "w1",
        account_id: ANCHOR,
        memo: "w8K2H6QJ4Z7N",
        memo_type: "text",
        amount: "99.00000",
        fee: "1.0000000",
        total: "100.0000000",
      }),
    );
    renderPanel();
    await screen.findByText("No History found.");
    fireEvent.change(screen.getByLabelText(/Recipient's Address/), { target: { value: ERC } });
    await waitFor(() => expect(calls.some((call) => call.url.includes("feeForFrontend"))).toBe(true));
    fireEvent.click(await screen.findByRole("button", { name: "100%" }));
    await waitFor(() => expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe("99"));
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));

    const confirm = await screen.findByTestId("withdraw-confirm");
    expect(confirm.textContent).toContain(ERC);
    expect(screen.getByTestId("figure-amount").textContent).toBe("99.00000 USDT");
    expect(screen.getByTestId("figure-fee").textContent).toBe("1.00000 USDT");
    expect(screen.getByTestId("figure-total").textContent).toBe("100.00000 USDT");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Balance sent successfully.")).toBeTruthy();
    const request = calls.find((call) => call.url.includes("withdraw/interactive"));
    expect(request?.body).toEqual({
      asset_code: "USDT",
      account: ME,
      amount: "99.0000000",
      dest: ERC,
      isTrc20: false,
    });
    expect(ledger.buildSendXdr).toHaveBeenCalledWith(
      expect.objectContaining({
        source: ME,
        memoType: "Text",
        memo: "w8K2H6QJ4Z7N",
        operations: [{ kind: "payment", destination: ANCHOR, amount: "100.0000000", toFeeAccount: false }],
      }),
    );
    expect(ledger.submitSignedXdr).toHaveBeenCalledWith("SIGNED", "send");
  });

  it("says the fees could not be read and waits for them before a withdrawal", async () => {
    vi.stubGlobal("fetch", async (input: string) =>
      String(input).startsWith("/api/sep24/feeForFrontend")
        ? json({ code: "UNAVAILABLE", message: "down" }, 503)
        : json({ transactions: [], has_more: false }),
    );
    renderPanel();
    expect(await screen.findByText("Failed to load fee info.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Withdraw" })).toHaveProperty("disabled", true);
  });

  it("shows the API's message when the request is refused, and pays nothing", async () => {
    api(() => json({ code: "LIMIT", message: "Withdrawals are limited to 10 BTC worth per 24 hours." }, 400));
    renderPanel();
    await screen.findByText("No History found.");
    fireEvent.change(screen.getByLabelText(/Recipient's Address/), { target: { value: ERC } });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Withdrawals are limited to 10 BTC worth per 24 hours.")).toBeTruthy();
    expect(ledger.buildSendXdr).not.toHaveBeenCalled();
    expect(sign.signXdr).not.toHaveBeenCalled();
  });
});
