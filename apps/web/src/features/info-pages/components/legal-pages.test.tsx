import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ComingSoonPage } from "./coming-soon-page";
import { DisclaimerPage } from "./disclaimer-page";
import { PrivacyPolicyPage } from "./privacy-policy-page";

describe("PrivacyPolicyPage", () => {
  it("has its own title and a way back home, since the header is hidden on this route", () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: "/privacy-policy" });

    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeDefined();
    const backLinks = screen.getAllByRole("link", { name: "Back to home" });
    expect(backLinks.length).toBeGreaterThan(0);
    expect(backLinks.every((link) => link.getAttribute("href") === "/")).toBe(true);
  });

  it.each([
    ["device data", /secret keys, only as ciphertexts sealed \(AES-256-GCM\)/],
    ["password check", /neither your password nor any hash of it is stored/],
    ["preferences", /your preferences/],
    ["secrets never sent", /secret key and your session password never leave your device/],
    ["server data: public keys", /public keys of your wallets/],
    ["server data: KYC", /identity verification \(KYC\) data/],
    ["server data: trades", /trade records/],
    ["server data: chat", /chat messages/],
    ["retention", /How long we keep it/],
    ["rights", /Your rights/],
    ["contact", /support@sextant\.example/],
  ])("covers %s", (_topic, pattern) => {
    renderWithProviders(<PrivacyPolicyPage />);

    expect(document.body.textContent).toMatch(pattern);
  });
});

describe("PrivacyPolicyPage on passwords", () => {
  it("never claims that a password hash is kept", () => {
    renderWithProviders(<PrivacyPolicyPage />);

    expect(document.body.textContent).not.toMatch(/hash of your (session )?password, used/);
  });
});

describe("DisclaimerPage", () => {
  it.each([
    ["no advice", "No financial advice"],
    ["no warranty", "No warranty"],
    ["unrecoverable keys", "Lost keys and passwords cannot be recovered"],
    ["market risk", "Market risk"],
  ])("has a section on %s", (_topic, heading) => {
    renderWithProviders(<DisclaimerPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeDefined();
    expect(screen.getByRole("heading", { level: 2, name: heading })).toBeDefined();
  });

  it("says nobody can recover a lost key or password", () => {
    renderWithProviders(<DisclaimerPage />);

    expect(document.body.textContent).toMatch(/nobody, including us, can recover them/);
  });
});

describe("ComingSoonPage", () => {
  it("shows a placeholder with a link home", () => {
    renderWithProviders(<ComingSoonPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});
