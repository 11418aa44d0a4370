import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LandingPage } from "./landing-page";

const FEATURE_TITLES = [
  "SECURE",
  "MULTIPLE CURRENCIES",
  "STABLE COINS",
  "SWAP ENGINE",
  "P2P EXCHANGE",
  "ZAKAT FEATURE",
];

describe("LandingPage", () => {
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

  it("shows the Recent Trends table with its columns and no made-up market data", () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole("heading", { level: 2, name: "Recent Trends" })).toBeDefined();
    const table = screen.getByRole("table", { name: "Recent Trends" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Pair", "Last Price", "24h Changes", "24h High", "24h Low", "24h Volume"]);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(2);
    const cell = within(rows[1]!).getByRole("cell");
    expect(cell.getAttribute("colspan")).toBe("6");
    expect(within(cell).getByText("No data to show")).toBeDefined();
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
