import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testCatalogueAsset } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { FeesPage } from "./fees-page";

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

function catalogueAsset(code: string) {
  return testCatalogueAsset(code, { issuer: code === "XLM" ? "" : `G${"A".repeat(55)}` });
}

const LEVELS: Record<string, Record<string, string>> = {
  XLM: {
    swapFeeFixed: "0",
    swapFeePercent: "0.3",
    sendBalanceFeeFixed: "0.5",
    sendBalanceFeePercent: "0.1",
    exchangeSellerFeeFixed: "0",
    exchangeSellerFeePercent: "0.15",
  },
  EURX: {
    swapFeeFixed: "1",
    swapFeePercent: "0",
    sendBalanceFeeFixed: "0",
    sendBalanceFeePercent: "0",
    exchangeSellerFeeFixed: "0",
    exchangeSellerFeePercent: "0.2",
  },
};

/** The API: a catalogue of XLM, EURX and NOFEE (no fee settings → 404), fee levels, and `failAssets` to fail it. */
function stubFeeApi(options: { failAssets?: boolean } = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/coins/getAssets") {
      if (options.failAssets) return json({ code: "UNAVAILABLE", message: "down" }, 503);
      return json({
        currencyCode: "USD",
        assets: ["XLM", "EURX", "NOFEE"].map((code) => catalogueAsset(code)),
      });
    }
    if (url.pathname === "/api/feesetting-levels/asset-fee") {
      const code = url.searchParams.get("asset_code") ?? "";
      const levelfee = LEVELS[code];
      if (!levelfee) return json({ code: "NOT_FOUND", message: `No fee settings for ${code}` }, 404);
      return json({ fee: "0", assetFeeCollectionAddress: "G", ExchangeFinalFeeAddPub: "G", levelfee });
    }
    if (url.pathname === "/api/feesetting-levels/stellar-fee") {
      return json({ fee: "100", fee_min: "100", fee_avg: "250", fee_max: "2000" });
    }
    return Promise.reject(new Error(`unexpected call ${url.pathname}`));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("FeesPage with the operator's fee settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each asset's send, swap and exchange fees from the API and the live network fee levels", async () => {
    stubFeeApi();
    renderWithProviders(<FeesPage />);

    const table = await screen.findByRole("table", { name: "Operator fees by asset" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent)),
    ).toEqual([
      ["XLM", "0.5 XLM + 0.1%", "0.3%", "0.15%"],
      ["EURX", "No fee", "1 EURX", "0.2%"],
    ]);
    await waitFor(() => expect(screen.getByText("Medium: 250 stroops")).toBeDefined());
    expect(screen.getByText("High: 2000 stroops")).toBeDefined();
  });

  it("shows an error with Try Again when the fee settings can't be loaded, and recovers", async () => {
    const options = { failAssets: true };
    stubFeeApi(options);
    renderWithProviders(<FeesPage />);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Couldn't load the fee settings.");
    expect(screen.queryByRole("table", { name: "Operator fees by asset" })).toBeNull();
    options.failAssets = false;
    within(alert).getByRole("button", { name: "Try Again" }).click();
    expect(await screen.findByRole("table", { name: "Operator fees by asset" })).toBeDefined();
  });
});

describe("FeesPage", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the title and a fee schedule with every kind of fee", () => {
    renderWithProviders(<FeesPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Fees" })).toBeDefined();
    const schedule = screen.getByRole("figure", { name: "Sextant fee schedule" });
    const feeNames = within(schedule)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(feeNames).toEqual([
      "Network fee",
      "Swap fee",
      "Send fee",
      "Exchange seller fee",
      "P2P trading fee",
      "Deposit fee",
      "Withdrawal fee",
    ]);
  });

  it("shows the network fee levels in stroops", () => {
    renderWithProviders(<FeesPage />);

    expect(screen.getByText("Low: 100 stroops")).toBeDefined();
    expect(screen.getByText("Medium: 500 stroops")).toBeDefined();
    expect(screen.getByText("High: 1000 stroops")).toBeDefined();
  });

  it("explains how each fee is made up without inventing rates", () => {
    renderWithProviders(<FeesPage />);
    const schedule = screen.getByRole("figure", { name: "Sextant fee schedule" });
    const text = schedule.textContent ?? "";

    expect(within(schedule).getAllByText("Fixed + percent")).toHaveLength(5);
    expect(text).toMatch(/deducted from the amount sent/);
    expect(text).toMatch(/Paid by the seller/);
    expect(within(schedule).getByText("Service + blockchain fee")).toBeDefined();
    expect(text).toMatch(/set by the operator.*shown before you confirm each transaction/);
    expect(text).not.toMatch(/\d+(\.\d+)?\s?%/);
  });
});
