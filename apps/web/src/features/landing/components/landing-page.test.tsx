import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { stubMarketApi } from "../../market/market-api.test-support";
import { TEST_MARKET_CONFIG, testMarketPairs } from "../../market/market-fixtures.test-support";
import { LandingPage } from "./landing-page";

const FEATURE_TITLES = [
  "SECURE",
  "MULTIPLE CURRENCIES",
  "STABLE COINS",
  "SWAP ENGINE",
  "P2P EXCHANGE",
  "ZAKAT FEATURE",
];

function ExchangeProbe() {
  return <pre data-testid="exchange-state">{JSON.stringify(useLocation().state)}</pre>;
}

describe("LandingPage", () => {
  beforeEach(() => {
    stubMarketApi({ marketData: "pending", marketConfig: "pending" });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the hero title and an Explore link to /login", () => {
    renderWithProviders(<LandingPage />);

    expect(
      screen.getByRole("heading", { level: 1, name: "Best Digital Currency Experience at a Glance" }),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Explore" }).getAttribute("href")).toBe("/login");
  });

  it("shows the six feature cards, each with a description", () => {
    renderWithProviders(<LandingPage />);

    const cardHeadings = screen.getAllByRole("heading", { level: 3 });
    expect(cardHeadings.map((heading) => heading.textContent)).toEqual(FEATURE_TITLES);
    for (const heading of cardHeadings) {
      expect(heading.nextElementSibling?.textContent?.length ?? 0).toBeGreaterThan(40);
    }
    expect(screen.getByText(/never reach our servers/)).toBeDefined();
    expect(screen.getByText(/held in escrow/)).toBeDefined();
  });

  it("shows the top four pairs in Recent Trends with the market list's columns, each opening the exchange", async () => {
    stubMarketApi({ marketData: testMarketPairs(), marketConfig: TEST_MARKET_CONFIG });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/exchange" element={<ExchangeProbe />} />
      </Routes>,
    );

    expect(screen.getByRole("heading", { level: 2, name: "Recent Trends" })).toBeDefined();
    const section = screen.getByRole("region", { name: "Recent Trends" });
    const headers = within(section)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Pair", "Last Price", "24h Changes", "24h High", "24h Low", "24h Volume"]);
    await within(section).findByText("+7.692308%", {}, { timeout: 5000 });
    const rows = within(section)
      .getAllByRole("row")
      .filter((row) => row.hasAttribute("data-pair"));
    expect(rows.map((row) => row.getAttribute("data-pair"))).toEqual([
      "LEVELG/XLM",
      "EURX/XLM",
      "GOLDX/XLM",
      "EURX/LEVELG",
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["GOLDX/XLM", "1500.13", "0.000000%", "1510.00", "1490.00", "42.0000000"]);

    await user.click(within(rows[1] as HTMLElement).getByRole("link", { name: "EURX/XLM" }));
    const state = JSON.parse((await screen.findByTestId("exchange-state")).textContent ?? "null");
    expect(state.base).toEqual({ code: "XLM", issuer: "" });
    expect(state.counter.code).toBe("EURX");
  });

  it("shows Recent Trends rows of dashes while the market loads", async () => {
    stubMarketApi({ marketData: "pending", marketConfig: "pending" });
    renderWithProviders(<LandingPage />);

    const section = screen.getByRole("region", { name: "Recent Trends" });
    const busy = within(section)
      .getAllByRole("row")
      .filter((row) => row.getAttribute("aria-busy") === "true");
    expect(busy).toHaveLength(4);
    for (const row of busy) {
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(Array(6).fill("--"));
    }
  });

  it("shows the market error with a retry in Recent Trends when the market cannot be loaded", async () => {
    stubMarketApi({ marketData: 503, marketConfig: 503 });
    renderWithProviders(<LandingPage />);

    const section = screen.getByRole("region", { name: "Recent Trends" });
    const alert = await within(section).findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText("Failed to load market data. Please try again.")).toBeDefined();
  });

  it("links to both app stores", () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole("link", { name: /App Store/ }).getAttribute("href")).toMatch(
      /^https:\/\/apps\.apple\.com/,
    );
    expect(screen.getByRole("link", { name: /Google Play/ }).getAttribute("href")).toMatch(
      /^https:\/\/play\.google\.com/,
    );
  });

  it("opens and closes the operational statement modal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Operational statement" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Operational statement")).toBeDefined();
    const text = dialog.textContent ?? "";
    expect(text).toMatch(/non-custodial/);
    expect(text).toMatch(/stay there/);
    expect(text).toMatch(/never holds users' funds/);
    expect(text).toMatch(/escrow for the duration of the trade/);
    expect(text).toMatch(/swap fee, the send fee and the exchange seller fee/);
    expect(text).toMatch(/10 BTC equivalent per 24 hours/);

    await user.click(within(dialog).getByRole("button", { name: "I understand" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
