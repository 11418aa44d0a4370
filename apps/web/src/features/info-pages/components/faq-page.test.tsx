import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FaqPage } from "./faq-page";

describe("FaqPage", () => {
  it("shows the headings", () => {
    renderWithProviders(<FaqPage />);

    expect(screen.getByRole("heading", { level: 1, name: "FAQ" })).toBeDefined();
    expect(screen.getByText("Frequently Asked Questions")).toBeDefined();
  });

  it.each([
    "What is a keystore file?",
    "Where can I see my secret key?",
    "How do I buy XLM?",
    "How do I list my token?",
    "What is the difference between market and limit orders?",
    "How do I withdraw to an external address?",
    "What fees will I pay?",
    "What happens if I forget my session password?",
    "When does Sextant ask for my session password?",
  ])("lists '%s'", (question) => {
    renderWithProviders(<FaqPage />);

    expect(screen.getByRole("button", { name: question })).toBeDefined();
  });

  it("expands an answer when its question is clicked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    const control = screen.getByRole("button", { name: "How do I list my token?" });
    expect(control.getAttribute("aria-expanded")).toBe("false");

    await user.click(control);

    expect(control.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/home domain/).textContent).toMatch(/stellar\.toml/);
    expect(screen.getByText(/deauthorize trustlines are blacklisted/)).toBeDefined();
  });

  it("gives the spec's answers", () => {
    renderWithProviders(<FaqPage />);
    const text = document.body.textContent ?? "";

    expect(text).toMatch(/secret key in encrypted form/);
    expect(text).toMatch(/Wallet, then Profile, and go to Advanced \(Wallet Security\)/);
    expect(text).toMatch(/then trade it for XLM on the Exchange page/);
    expect(text).toMatch(/Withdraw tab/);
    expect(text).toMatch(/It cannot be recovered/);
    expect(text).toMatch(/Once for Log In, After 30 minutes, Every transaction/);
  });
});
