import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { RequireAuth, useSessionStore } from "../../session";
import { openTestSession } from "../../session/test-session";
import { NewWalletRoute } from "./new-wallet-route";

vi.mock("../api/register-account", () => ({ registerAccount: vi.fn(async () => undefined) }));

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/newWallet" element={<NewWalletRoute />} />
        <Route path="/walletScreen" element={<p>wallet screen</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe("a generated wallet's backup", () => {
  afterEach(() => {
    useSessionStore.getState().lock();
    window.localStorage.clear();
  });

  it("comes back after a reload until its three acknowledgements are given", async () => {
    const vault = await openTestSession(0);
    const wallet = await vault.generateWallet();
    const secret = await vault.revealSecret(wallet.walletId);
    // The reload: the page re-reads the vault, where the wallet is stored but not backed up.
    useSessionStore.getState().refreshWallets();
    expect(useSessionStore.getState().wallets[0]?.backupPending).toBe(true);

    renderGuarded("/walletScreen");
    expect(await screen.findByRole("heading", { name: "Congratulations" })).toBeTruthy();
    expect(screen.queryByText("wallet screen")).toBeNull();
    expect(screen.getByTestId("secret-key").textContent).toBe(secret);

    await userEvent.click(screen.getByRole("button", { name: "Go To Wallet" }));
    expect(await screen.findByText("Please agree terms & conditions.")).toBeTruthy();
    expect(vault.listWallets()[0]?.backupPending).toBe(true);

    for (const box of screen.getAllByRole("checkbox")) await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Go To Wallet" }));
    expect(await screen.findByText("wallet screen")).toBeTruthy();
    expect(vault.listWallets()[0]?.backupPending).toBe(false);
    expect(useSessionStore.getState().wallets[0]?.backupPending).toBe(false);
  });

  it("does not hold back imported wallets", async () => {
    await openTestSession(1);
    expect(useSessionStore.getState().wallets[0]?.backupPending).toBe(false);
    renderGuarded("/walletScreen");
    expect(await screen.findByText("wallet screen")).toBeTruthy();
  });
});
