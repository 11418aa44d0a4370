import { CHECKOUT_MESSAGES, type TCheckoutOrder } from "@sextant/core";
import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { readUnpaidMemo, rememberUnpaidMemo } from "../lib/unpaid-memo";
import { CheckoutRoute } from "./checkout-route";

const ISSUER = "GBQ2S2PLVGCSXGVU3MKNVPFM3DN4JJKPA2Y6JRMBN3WN34GYT6SX3VS2";
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const order = (status: TCheckoutOrder["status"]): TCheckoutOrder => ({
  orderNumber: "A-17",
  service: "Books",
  description: "Two paperbacks",
  status,
  orderStatus: "Pending",
  memo: "memo1",
  payableAmount: "12.5000000",
  transactionFee: "0.0000000",
  totalAmount: "12.5000000",
  paymentType: "both",
  asset: `USDT:${ISSUER}`,
  payTo: "MAAAAAAAAAAAAAB7BQ2L7E5NBWMXDUCMZSIPOBKRDSBYVLMXGSSKF6YNPIB7Y77ITLVL6",
  merchantName: "Corner Books",
  state: status === "Pending" ? "new" : "cancelled",
  exception: "none",
  amountReceived: "0.0000000",
  expiresAt: "2030-01-01T00:00:00.000Z",
  escrow: null,
});

const asset = (code: string, issuer: string, currentRate: number, manualIssued = false) => ({
  code,
  short: code,
  issuer,
  name: `${code} coin`,
  image: "",
  desc: "",
  organization: "",
  currentRate,
  btcRate: 0,
  high24h: 0,
  low24h: 0,
  rateChangeAmount: 0,
  rateChangePercent: 0,
  totalVolume: 0,
  marketCap: 0,
  priceSource: "reference",
  displayDecimals: 7,
  displayColor: "#000",
  isAssetAnchored: false,
  isSextantAnchor: false,
  distributionPublic: "",
  manualIssued,
  isErc20: false,
  isTrc20: false,
  homeDomainURL: "",
  infoLink: "",
  coingeckoId: "",
});

function stubApi(status: TCheckoutOrder["status"] | null, extra: Partial<TCheckoutOrder> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/ordered-transactions/get-checkout/"))
        return json(status ? [{ ...order(status), ...extra }] : []);
      if (url.startsWith("/api/coins/getAssets")) {
        return json({
          currencyCode: "USD",
          assets: [asset("XLM", "", 0.1), asset("USDT", ISSUER, 1), asset("SECRET", ISSUER, 1, true)],
        });
      }
      return new Response("{}", { status: 404 });
    }),
  );
}

const renderCheckout = () =>
  renderWithProviders(
    <Routes>
      <Route path="/checkout/:memo" element={<CheckoutRoute />} />
      <Route path="/walletScreen" element={<p>wallet screen</p>} />
    </Routes>,
    { route: "/checkout/memo1" },
  );

const WAIT = { timeout: 10_000 };

describe("CheckoutRoute", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows a pending order with 4 decimals, fee 0, USDT first, and remembers it for the un-paid banner", async () => {
    stubApi("Pending");
    renderCheckout();
    await screen.findByText("Corner Books", undefined, WAIT);
    // Payable amount and total amount.
    expect(screen.getAllByText("12.5000 USDT")).toHaveLength(2);
    expect(screen.getByText("0.0000 USDT")).toBeTruthy();
    expect(await screen.findByDisplayValue("USDT — USDT coin", undefined, WAIT)).toBeTruthy();
    expect(screen.getByText("12.5000000 USDT")).toBeTruthy();
    // manualIssued assets are not offered.
    expect(screen.queryByText(/SECRET/)).toBeNull();
    expect(readUnpaidMemo()).toBe("memo1");
  });

  it("asks a logged-out visitor to log in on Pay Now", async () => {
    stubApi("Pending");
    renderCheckout();
    fireEvent.click(await screen.findByRole("button", { name: "Pay Now" }, WAIT));
    expect(await screen.findByText(CHECKOUT_MESSAGES.loginFirst, undefined, WAIT)).toBeTruthy();
  });

  it("explains the escrow method and pays it in the order's own coin", async () => {
    stubApi("Pending");
    renderCheckout();
    fireEvent.click(await screen.findByText("Escrow", undefined, WAIT));
    expect(await screen.findByTestId("escrow-explainer", undefined, WAIT)).toBeTruthy();
    expect(screen.getByText("12.5000000 USDT")).toBeTruthy();
  });

  it("shows a held escrow order instead of declining it, and keeps its customer on the page", async () => {
    stubApi("Completed", {
      state: "held",
      orderStatus: "Pending",
      escrow: {
        accountId: "GESCROW",
        status: "funded",
        payer: "GPAYER",
        payee: "GSHOP",
        amount: "12.5000000",
        fundingHash: "ab".repeat(32),
        releaseSigned: false,
        outcome: null,
      },
    });
    renderCheckout();
    expect(await screen.findByText("Held in escrow", undefined, WAIT)).toBeTruthy();
    expect(screen.getByText("GESCROW")).toBeTruthy();
    expect(screen.queryByText("wallet screen")).toBeNull();
    expect(screen.queryByText(CHECKOUT_MESSAGES.declined)).toBeNull();
  });

  it("says 'Payment Declined!' for any other status, forgets the order and goes to the wallet", async () => {
    rememberUnpaidMemo("memo1");
    stubApi("Declined");
    renderCheckout();
    await screen.findByText("wallet screen", undefined, WAIT);
    expect(await screen.findByText(CHECKOUT_MESSAGES.declined, undefined, WAIT)).toBeTruthy();
    expect(readUnpaidMemo()).toBeNull();
  });

  it("shows 'Order not found' to a visitor for an unknown reference", async () => {
    stubApi(null);
    renderCheckout();
    expect(await screen.findByText("Order not found", undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay Now" })).toBeNull();
  });
});
