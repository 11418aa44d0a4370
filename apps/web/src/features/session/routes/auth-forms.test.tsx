import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../session-store";
import { LoginScreen } from "./login-screen";
import { RegisterRoute } from "./register-route";

function renderRoutes(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/walletScreen" element={<p>wallet screen</p>} />
    </Routes>,
    { route },
  );
}

describe("register screen", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: false, unlocked: false }));

  it("shows the spec's messages for an empty form", async () => {
    renderRoutes("/register");
    expect(screen.getByRole("heading", { name: "New Session Password" })).toBeTruthy();
    expect(screen.getByLabelText("Refer By A Friend?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password Field can't be empty.")).toBeTruthy();
    expect(screen.getByText("Confirm password can't be empty.")).toBeTruthy();
    expect(screen.getByText("You need to agree to our terms and conditions.")).toBeTruthy();
  });

  it("reports mismatching passwords", async () => {
    renderRoutes("/register");
    await userEvent.type(screen.getByLabelText("Password"), "correct-horse");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "correct-horsf");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match.")).toBeTruthy();
  });

  it("sends a device that already has a locked vault to /login", () => {
    useSessionStore.setState({ vaultExists: true, unlocked: false });
    renderRoutes("/register");
    expect(screen.getByRole("heading", { name: "Login" })).toBeTruthy();
  });
});

describe("login screen", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: true, unlocked: false }));

  it("requires a password and links to Forgot Password", async () => {
    renderRoutes("/login");
    expect(screen.getByRole("link", { name: "Forgot Password" }).getAttribute("href")).toBe(
      "/forgotPassword",
    );
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Password is required.")).toBeTruthy();
  });

  it("asks to create a password when the device has none", async () => {
    useSessionStore.setState({ vaultExists: false, unlocked: false });
    renderRoutes("/login");
    await userEvent.type(screen.getByLabelText("Password"), "whatever1");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Create new password.")).toBeTruthy();
  });

  it("sends an unlocked session on to the wallets", () => {
    const wallet = { walletId: "w1", name: "WALLET #1", publicKey: "G", createdAt: "" };
    useSessionStore.setState({ vaultExists: true, unlocked: true, wallets: [wallet] });
    renderRoutes("/login");
    expect(screen.getByText("wallet screen")).toBeTruthy();
  });
});
