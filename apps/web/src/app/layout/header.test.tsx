import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore, writeVaultRecord } from "../../features/session";
import { renderWithProviders } from "../../test/render";
import { Header } from "./header";
import { isHeaderHidden } from "./root-layout";

function banner() {
  return within(screen.getByRole("banner"));
}

describe("Header", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: false, unlocked: false }));

  it("shows Login and Register to a visitor on a new device", () => {
    renderWithProviders(<Header />);
    expect(banner().getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(banner().getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    expect(banner().queryByRole("button", { name: "Notifications" })).toBeNull();
  });

  it("hides Register once this device has a vault", () => {
    writeVaultRecord({ version: 1, createdAt: "2026-01-01T00:00:00.000Z" });
    useSessionStore.getState().syncVault();
    renderWithProviders(<Header />);
    expect(banner().getByRole("link", { name: "Login" })).toBeTruthy();
    expect(banner().queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("shows Wallets, the bell, the avatar and the preferences button when unlocked", () => {
    useSessionStore.setState({ vaultExists: true, unlocked: true });
    renderWithProviders(<Header />);
    expect(banner().queryByRole("link", { name: "Login" })).toBeNull();
    expect(banner().getAllByRole("link", { name: "Wallets" }).length).toBeGreaterThan(0);
    expect(banner().getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(banner().getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profileScreen");
    expect(banner().getAllByRole("button", { name: "Language and currency" }).length).toBeGreaterThan(0);
  });

  it("highlights the current section", () => {
    renderWithProviders(<Header />, { route: "/exchange" });
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "Exchange" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Markets" }).getAttribute("aria-current")).toBeNull();
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Markets",
      "Exchange",
      "P2P",
      "Swap",
    ]);
  });
});

describe("isHeaderHidden", () => {
  it.each([
    ["/privacy-policy", true],
    ["/privacy-policy/", true],
    ["/terms-of-use", false],
    ["/", false],
  ])("%s → %s", (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden);
  });
});
