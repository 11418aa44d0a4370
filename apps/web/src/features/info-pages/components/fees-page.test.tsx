import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FeesPage } from "./fees-page";

describe("FeesPage", () => {
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
