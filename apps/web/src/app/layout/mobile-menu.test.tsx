import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../features/session";
import { renderWithProviders } from "../../test/render";
import { MobileMenu } from "./mobile-menu";

/** The burger is CSS-hidden above 601 px, and jsdom applies that rule whatever the width. */
async function openMenu() {
  await userEvent.click(screen.getByLabelText("Open menu"));
  return within(await screen.findByRole("navigation", { name: "Mobile" }));
}

describe("MobileMenu", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: false, unlocked: false }));

  it("lists every section plus Login and Register for a visitor", async () => {
    renderWithProviders(<MobileMenu />);
    const menu = await openMenu();
    expect(menu.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Markets",
      "Exchange",
      "P2P",
      "Swap",
      "Login",
      "Register",
    ]);
  });

  it("offers Wallets and Profile once unlocked", async () => {
    useSessionStore.setState({ vaultExists: true, unlocked: true });
    renderWithProviders(<MobileMenu />);
    const menu = await openMenu();
    expect(menu.getByRole("link", { name: "Wallets" }).getAttribute("href")).toBe("/walletScreen");
    expect(menu.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profileScreen");
    expect(menu.queryByRole("link", { name: "Login" })).toBeNull();
  });
});
