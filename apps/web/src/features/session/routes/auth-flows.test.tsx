import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PASSWORD, randomSecret, WEAK_VAULT } from "../../keystore/test-helpers";
import { createVault } from "../../keystore/vault";
import { useSessionStore } from "../session-store";
import { hasVaultRecord } from "../vault-storage";
import { ForgotPasswordRoute } from "./forgot-password-route";
import { LoginScreen } from "./login-screen";
import { RegisterRoute } from "./register-route";

function renderRoutes(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/forgotPassword" element={<ForgotPasswordRoute />} />
      <Route path="/walletScreen" element={<p>wallet screen</p>} />
      <Route path="/newWallet" element={<p>new wallet screen</p>} />
    </Routes>,
    { route },
  );
}

async function storedVault(wallets: number) {
  const vault = await createVault(PASSWORD, WEAK_VAULT);
  for (let index = 0; index < wallets; index++) await vault.addWallet({ secret: randomSecret() });
  vault.lock();
  useSessionStore.getState().syncVault();
}

async function logInWith(password: string) {
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Login" }));
}

describe("login, register and Forgot Password against the keystore", () => {
  beforeEach(() => useSessionStore.getState().syncVault());
  afterEach(() => useSessionStore.getState().lock());

  it("TRY_AGAIN: a wrong password stays on /login with the spec's message", async () => {
    await storedVault(1);
    renderRoutes("/login");
    await logInWith("wrong-password1");
    expect(
      await screen.findByText("Incorrect password please try again.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(useSessionStore.getState().unlocked).toBe(false);
  });

  it("LOCAL_LOGIN opens the session and goes to the wallets", async () => {
    await storedVault(2);
    renderRoutes("/login");
    await logInWith(PASSWORD);
    expect(await screen.findByText("wallet screen", {}, { timeout: 5000 })).toBeTruthy();
    expect(useSessionStore.getState().wallets).toHaveLength(2);
  });

  it("CREATE_WALLET goes to /newWallet", async () => {
    await storedVault(0);
    renderRoutes("/login");
    await logInWith(PASSWORD);
    expect(await screen.findByText("new wallet screen", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("Register creates the vault, keeps the referral in memory and opens New Wallet", async () => {
    renderRoutes("/register");
    await userEvent.type(screen.getByLabelText("Password"), PASSWORD);
    await userEvent.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await userEvent.type(screen.getByLabelText("Refer By A Friend?"), "GFRIEND");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("new wallet screen", {}, { timeout: 5000 })).toBeTruthy();
    expect(hasVaultRecord()).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ unlocked: true, referral: "GFRIEND" });
    expect(window.localStorage.getItem("sextant.vault")).not.toContain("GFRIEND");
  });

  it("Forgot Password: Reset deletes the vault and opens /register in reset mode", async () => {
    await storedVault(1);
    renderRoutes("/forgotPassword");
    expect(screen.getByText(/lost for good/)).toBeTruthy();
    const reset = screen.getByRole("button", { name: "Reset" }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Type RESET to confirm"), "reset");
    expect(reset.disabled).toBe(true);
    expect(hasVaultRecord()).toBe(true);
    await userEvent.clear(screen.getByLabelText("Type RESET to confirm"));
    await userEvent.type(screen.getByLabelText("Type RESET to confirm"), "RESET");
    expect(reset.disabled).toBe(false);
    await userEvent.click(reset);
    expect(await screen.findByRole("heading", { name: "New Session Password" })).toBeTruthy();
    expect(screen.getByText(/The wallets were removed from this device/)).toBeTruthy();
    expect(hasVaultRecord()).toBe(false);
  });

  it("Forgot Password: Cancel keeps the vault", async () => {
    await storedVault(1);
    renderRoutes("/forgotPassword");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(hasVaultRecord()).toBe(true);
  });
});
