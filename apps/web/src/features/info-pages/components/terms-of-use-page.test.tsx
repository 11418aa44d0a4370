import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TermsOfUsePage } from "./terms-of-use-page";

describe("TermsOfUsePage", () => {
  it("shows the title and the effective date", () => {
    renderWithProviders(<TermsOfUsePage />);

    expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeDefined();
    expect(screen.getByText("Effective 30 November 2020")).toBeDefined();
  });

  it("numbers its sections", () => {
    renderWithProviders(<TermsOfUsePage />);

    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe("1. Eligibility");
    expect(sections.every((title, index) => title?.startsWith(`${index + 1}. `))).toBe(true);
  });

  it.each([
    ["minimum age", /at least 18 years old/],
    ["parental permission", /permission of a parent or legal guardian/],
    ["non-custodial keys", /We never receive your secret key or your session password/],
    ["fees per transaction", /fee for each transaction/],
    ["escrow fee", /for the escrow service/],
    ["withdrawal limit", /10 BTC equivalent per 24 hours/],
    ["notice of changes", /at least 30 days' notice/],
    ["electronic communications", /receive all notices.*electronically/],
    ["legal and tax compliance", /paying any taxes/],
    ["indemnification", /indemnif/i],
    ["mediation first", /mediation/],
    ["Estonian law", /Estonian law/],
    ["Estonian courts", /courts of Estonia/],
    ["severability", /Severab/i],
    ["assignment by the provider only", /Provider may assign.*You may not assign/],
    ["force majeure", /Force majeure/i],
    ["two-month termination", /longer than 2 months, either party may terminate/],
    ["no fiat", /does not accept deposits of fiat money/],
    ["limitation of liability", /Limitation of liability/],
  ])("covers %s", (_point, pattern) => {
    renderWithProviders(<TermsOfUsePage />);

    expect(document.body.textContent).toMatch(pattern);
  });

  it("gives the support and admin e-mail addresses", () => {
    renderWithProviders(<TermsOfUsePage />);

    expect(document.body.textContent).toContain("support@sextant.example");
    expect(document.body.textContent).toContain("admin@sextant.example");
  });
});
