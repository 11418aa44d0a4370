import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { parseAccount, type TAccountSnapshot } from "../../../ledger/sdk-free";
import { OrderForm } from "./order-form";

const ME = `G${"A".repeat(55)}`;
const ISSUER = `G${"B".repeat(55)}`;
const FEE_ACCOUNT = `G${"C".repeat(55)}`;
const PAIR = { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER } };

const state = vi.hoisted(() => ({ account: null as TAccountSnapshot | null, loggedIn: true }));

vi.mock("../../../session", () => ({
  SigningCancelledError: class extends Error {},
  signXdr: vi.fn(),
  useIsLoggedIn: () => state.loggedIn,
  useWalletSession: () => ({ selectedWallet: { publicKey: ME, walletId: "w1", name: "WALLET #1" } }),
}));

vi.mock("../ledger/pair-book", () => ({
  pairBookQueryKey: () => ["test-book"],
  loadPairBook: async () => ({
    asks: [
      { price: "0.1000000", amount: "100.0000000" },
      { price: "0.1200000", amount: "50.0000000" },
    ],
    bids: [{ price: "0.0900000", amount: "9.0000000" }],
  }),
}));

vi.mock("../../../ledger/sdk-free", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../ledger/sdk-free")>();
  return { ...actual, useAccount: () => ({ status: "success", data: state.account }) };
});

function accountWith(balances: Array<{ code: string; balance: string }>): TAccountSnapshot {
  return parseAccount({
    account_id: ME,
    sequence: "1",
    subentry_count: balances.length - 1,
    balances: balances.map((line) =>
      line.code === "XLM"
        ? { asset_type: "native", balance: line.balance }
        : {
            asset_type: "credit_alphanum12",
            asset_code: line.code,
            asset_issuer: ISSUER,
            balance: line.balance,
          },
    ),
  });
}

/** The operator charges 0.01 fixed + 0.1 % on every asset. */
function stubApi() {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/feesetting-levels/asset-fee")) {
      return Response.json({
        fee: "0",
        assetFeeCollectionAddress: FEE_ACCOUNT,
        ExchangeFinalFeeAddPub: FEE_ACCOUNT,
        levelfee: {
          swapFeeFixed: "0",
          swapFeePercent: "0",
          sendBalanceFeeFixed: "0",
          sendBalanceFeePercent: "0",
          exchangeSellerFeeFixed: "0.01",
          exchangeSellerFeePercent: "0.1",
        },
      });
    }
    if (url.includes("/feesetting-levels/stellar-fee")) {
      return Response.json({ fee: "100", fee_min: "100", fee_avg: "500", fee_max: "1000" });
    }
    return new Response("{}", { status: 404 });
  });
}

function side(name: "buy" | "sell") {
  return within(screen.getByTestId(`order-form-${name}`));
}

describe("OrderForm", () => {
  beforeEach(() => {
    state.loggedIn = true;
    state.account = accountWith([
      { code: "XLM", balance: "101" },
      { code: "LEVELG", balance: "50" },
    ]);
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows Buy and Sell side by side and asks for price and amount", async () => {
    renderWithProviders(<OrderForm pair={PAIR} />);
    const buy = side("buy");
    fireEvent.click(buy.getByRole("button", { name: "Buy LEVELG" }));
    expect(await buy.findByText("Price field is required.")).toBeTruthy();
    expect(buy.getByText("Amount field is required.")).toBeTruthy();
    expect(side("sell").queryByText("Price field is required.")).toBeNull();
  });

  it("links price, amount and total and shows the seller fee in the asset given", async () => {
    renderWithProviders(<OrderForm pair={PAIR} />);
    const buy = side("buy");
    fireEvent.change(buy.getByLabelText("Price"), { target: { value: "0.5" } });
    fireEvent.change(buy.getByLabelText("Amount"), { target: { value: "20" } });
    expect((buy.getByLabelText("Total") as HTMLInputElement).value).toBe("10.00000000");
    // 0.01 + 0.1 % of 10 XLM
    expect(await buy.findByText("0.0200000 XLM")).toBeTruthy();
    fireEvent.change(buy.getByLabelText("Total"), { target: { value: "3" } });
    expect((buy.getByLabelText("Amount") as HTMLInputElement).value).toBe("6.00000000");
    // more than 8 decimals can't be typed
    fireEvent.change(buy.getByLabelText("Price"), { target: { value: "0.123456789" } });
    expect((buy.getByLabelText("Price") as HTMLInputElement).value).toBe("0.5");
  });

  it("checks the balance with the fee, and the fee against what is given", async () => {
    renderWithProviders(<OrderForm pair={PAIR} />);
    const sell = side("sell");
    await screen.findAllByText(/0\.0000000 LEVELG/);
    fireEvent.change(sell.getByLabelText("Price"), { target: { value: "0.5" } });
    fireEvent.change(sell.getByLabelText("Amount"), { target: { value: "50" } });
    fireEvent.click(sell.getByRole("button", { name: "Sell LEVELG" }));
    expect(await sell.findByText("Your balance is not enough.")).toBeTruthy();
    fireEvent.change(sell.getByLabelText("Amount"), { target: { value: "0.01" } });
    expect(await sell.findByText("This amount should be greater than your fee")).toBeTruthy();

    const buy = side("buy");
    fireEvent.change(buy.getByLabelText("Price"), { target: { value: "0.001" } });
    fireEvent.change(buy.getByLabelText("Amount"), { target: { value: "10" } });
    fireEvent.click(buy.getByRole("button", { name: "Buy LEVELG" }));
    expect(await buy.findByText("This amount should be greater than fee")).toBeTruthy();
  });

  it("sets the amount from a percent of the balance, leaving room for the fee", async () => {
    renderWithProviders(<OrderForm pair={PAIR} side="sell" />);
    const sell = side("sell");
    fireEvent.change(sell.getByLabelText("Amount"), { target: { value: "1" } });
    // the operator's settings have arrived once the fee shows: 0.01 + 0.1 % of 1
    expect(await sell.findByText("0.0110000 LEVELG")).toBeTruthy();
    fireEvent.click(sell.getByRole("button", { name: "50%" }));
    // (25 − 0.01) / 1.001 = 24.965…
    expect((sell.getByLabelText("Amount") as HTMLInputElement).value).toBe("24.96503");
    expect(screen.queryByTestId("order-form-buy")).toBeNull();
  });

  it("asks for the trustline the account lacks", async () => {
    state.account = accountWith([{ code: "XLM", balance: "101" }]);
    renderWithProviders(<OrderForm pair={PAIR} />);
    const buy = side("buy");
    fireEvent.change(buy.getByLabelText("Price"), { target: { value: "0.5" } });
    fireEvent.change(buy.getByLabelText("Amount"), { target: { value: "1" } });
    fireEvent.click(buy.getByRole("button", { name: "Buy LEVELG" }));
    expect(await buy.findByText("You need to trust LEVELG in order to proceed.")).toBeTruthy();
  });

  it("prices a market order from the book and refuses one the book can't fill", async () => {
    renderWithProviders(<OrderForm pair={PAIR} />);
    fireEvent.click(screen.getByRole("tab", { name: "Market" }));
    const buy = side("buy");
    fireEvent.change(buy.getByLabelText("Amount"), { target: { value: "120" } });
    // (100 × 0.1 + 20 × 0.12) / 120 on average; the total at that average
    expect(await buy.findByDisplayValue("≈ 0.10333333")).toBeTruthy();
    expect((buy.getByLabelText("Total") as HTMLInputElement).value).toBe("≈ 12.40000000");
    fireEvent.change(buy.getByLabelText("Amount"), { target: { value: "151" } });
    fireEvent.click(buy.getByRole("button", { name: "Buy LEVELG" }));
    expect(await buy.findByText("Not enough offers.")).toBeTruthy();
    const sell = side("sell");
    fireEvent.change(sell.getByLabelText("Amount"), { target: { value: "100" } });
    expect(await sell.findByDisplayValue("≈ 0.09000000")).toBeTruthy();
  });

  it("is disabled when logged out", () => {
    state.loggedIn = false;
    renderWithProviders(<OrderForm pair={PAIR} />);
    expect((side("buy").getByRole("button", { name: "Buy LEVELG" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((side("sell").getByLabelText("Amount") as HTMLInputElement).disabled).toBe(true);
  });
});
