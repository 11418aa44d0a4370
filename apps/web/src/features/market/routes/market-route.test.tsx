import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithProviders } from "../../../test/render";
import { FAVOURITES_STORAGE_KEY } from "../favourites";
import { resetFavouritesCache } from "../hooks/use-favourites";
import { stubMarketApi, type TMarketApiAnswers } from "../market-api.test-support";
import { TEST_MARKET_CONFIG, testMarketPairs } from "../market-fixtures.test-support";
import { MarketRoute } from "./market-route";

const WAIT = { timeout: 5000 };

function ExchangeProbe() {
  const location = useLocation();
  return <pre data-testid="exchange-state">{JSON.stringify(location.state)}</pre>;
}

function renderMarket(answers: TMarketApiAnswers, queryClient = createTestQueryClient()) {
  stubMarketApi(answers);
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/market" element={<MarketRoute />} />
      <Route path="/exchange" element={<ExchangeProbe />} />
    </Routes>,
    { route: "/market", queryClient },
  );
  return { user, queryClient };
}

function tableRows(): HTMLElement[] {
  const panel = screen.getByRole("tabpanel");
  return within(panel)
    .queryAllByRole("row")
    .filter((row) => row.hasAttribute("data-pair"));
}

const rowNames = () => tableRows().map((row) => row.getAttribute("data-pair"));

describe("MarketRoute", () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetFavouritesCache();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the pairs of the first market with their figures, never an excluded asset", async () => {
    renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });

    expect(await screen.findByRole("tab", { name: "XLM", selected: true }, WAIT)).toBeDefined();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Favorite",
      "XLM",
      "LEVELG",
      "EURX",
    ]);
    await waitFor(() => expect(screen.getAllByText("+7.692308%").length).toBeGreaterThan(0), WAIT);
    expect(rowNames()).toEqual(["LEVELG/XLM", "EURX/XLM", "GOLDX/XLM", "GBPX/XLM"]);
    expect(screen.queryByText(/USDT|KISHU/)).toBeNull();

    const headers = within(screen.getByRole("tabpanel"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["", "Pair", "Last Price", "24h Changes", "24h High", "24h Low", "24h Volume"]);
    const levelg = within(tableRows()[0] as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(levelg.slice(1)).toEqual([
      "LEVELG/XLM",
      "0.1400000",
      "+7.692308%",
      "0.1500000",
      "0.1200000",
      "1234.57",
    ]);
    const gbpx = within(tableRows()[3] as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(gbpx.slice(2)).toEqual(["--", "--", "--", "--", "--"]);

    const cards = within(screen.getByLabelText("Top pairs")).getAllByRole("button");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Open LEVELG/XLM on the exchange",
      "Open EURX/XLM on the exchange",
      "Open GOLDX/XLM on the exchange",
      "Open EURX/LEVELG on the exchange",
    ]);
    expect(within(cards[3] as HTMLElement).getByText("-2.500000%")).toBeDefined();
  });

  it("shows the configured pairs with dashes while the statistics load", async () => {
    renderMarket({ marketData: "pending", marketConfig: TEST_MARKET_CONFIG });

    await waitFor(
      () => expect(rowNames()).toEqual(["LEVELG/XLM", "EURX/XLM", "GOLDX/XLM", "GBPX/XLM"]),
      WAIT,
    );
    for (const row of tableRows()) {
      const cells = within(row).getAllByRole("cell").slice(2);
      expect(cells.map((cell) => cell.textContent)).toEqual(["--", "--", "--", "--", "--"]);
    }
  });

  it("narrows the table to the coins whose code contains the search, in any case", async () => {
    const { user } = renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });
    await screen.findAllByText("+7.692308%", {}, WAIT);

    await user.type(screen.getByRole("textbox", { name: "Search coin name" }), "EuR");
    expect(rowNames()).toEqual(["EURX/XLM"]);

    await user.click(screen.getByRole("tab", { name: "LEVELG" }));
    expect(rowNames()).toEqual(["EURX/LEVELG"]);

    await user.click(screen.getByRole("tab", { name: "EURX" }));
    expect(rowNames()).toEqual([]);
    expect(within(screen.getByRole("tabpanel")).getByText("No data to show")).toBeDefined();
  });

  it("stars a pair from a market tab into Favorite, keeps it on the device and unstars it", async () => {
    const { user } = renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });
    await screen.findAllByText("+7.692308%", {}, WAIT);

    await user.click(screen.getByRole("tab", { name: "Favorite" }));
    expect(within(screen.getByRole("tabpanel")).getByText("No data to show")).toBeDefined();

    await user.click(screen.getByRole("tab", { name: "LEVELG" }));
    await user.click(screen.getByRole("button", { name: "Add EURX/LEVELG to favourites" }));
    expect(screen.getByRole("button", { name: "Remove EURX/LEVELG from favourites" })).toBeDefined();
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? "null")).toEqual([
      "EURX/LEVELG",
    ]);
    expect(screen.getByRole("tab", { name: "LEVELG", selected: true })).toBeDefined();

    await user.click(screen.getByRole("tab", { name: "Favorite" }));
    expect(rowNames()).toEqual(["EURX/LEVELG"]);

    await user.click(screen.getByRole("button", { name: "Remove EURX/LEVELG from favourites" }));
    expect(rowNames()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? "null")).toEqual([]);
  });

  it("opens on the Favorite tab when the device has favourites", async () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(["GOLDX/EURX", "USDT/XLM"]));
    renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });

    expect(await screen.findByRole("tab", { name: "Favorite", selected: true }, WAIT)).toBeDefined();
    await waitFor(() => expect(rowNames()).toEqual(["GOLDX/EURX"]), WAIT);
  });

  it("opens the exchange on the pair of a clicked row", async () => {
    const { user } = renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });
    await screen.findAllByText("+7.692308%", {}, WAIT);

    const eurx = tableRows().find((row) => row.getAttribute("data-pair") === "EURX/XLM") as HTMLElement;
    await user.click(within(eurx).getAllByRole("cell")[3] as HTMLElement);

    const state = JSON.parse((await screen.findByTestId("exchange-state", {}, WAIT)).textContent ?? "null");
    expect(state).toEqual({
      base: { code: "XLM", issuer: "" },
      counter: { code: "EURX", issuer: testMarketPairs()[2]?.counterIssuer },
    });
  });

  it("shows the spec's error with a retry when the first load fails, and the market once it answers", async () => {
    const answers: TMarketApiAnswers = { marketData: 503, marketConfig: TEST_MARKET_CONFIG };
    const { user } = renderMarket(answers);

    const alert = await screen.findByRole("alert", {}, WAIT);
    expect(within(alert).getByText("Failed to load market data. Please try again.")).toBeDefined();

    answers.marketData = testMarketPairs();
    await user.click(within(alert).getByRole("button"));
    await screen.findAllByText("+7.692308%", {}, WAIT);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the rows when a refresh fails", async () => {
    const answers: TMarketApiAnswers = { marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG };
    const { queryClient } = renderMarket(answers);
    await screen.findAllByText("+7.692308%", {}, WAIT);

    answers.marketData = 500;
    await queryClient.refetchQueries({ queryKey: ["market-data"] });

    expect(queryClient.getQueryState(["market-data", "USD"])?.status).toBe("error");
    expect(screen.getAllByText("+7.692308%").length).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(rowNames()).toHaveLength(4);
  });

  it("keeps the pair, last price and change on a phone, with the star beside the pair", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const { user } = renderMarket({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });
    await screen.findAllByText("+7.692308%", {}, WAIT);

    const headers = within(screen.getByRole("tabpanel"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Pair", "Last Price", "24h Changes"]);
    const first = tableRows()[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["LEVELG/XLM", "0.1400000", "+7.692308%"]);
    await user.click(within(first).getByRole("button", { name: "Add LEVELG/XLM to favourites" }));
    expect(screen.getByRole("tab", { name: "XLM", selected: true })).toBeDefined();
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? "null")).toEqual(["LEVELG/XLM"]);
  });
});
