import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../session-store";
import { RequireAuth } from "./require-auth";

function renderAt(path: string) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>login screen</p>} />
          <Route path="/register" element={<p>register screen</p>} />
          <Route path="/newWallet" element={<p>new wallet screen</p>} />
          <Route element={<RequireAuth />}>
            <Route path="/walletScreen" element={<p>wallet screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("RequireAuth", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: false, unlocked: false }));

  it("renders the protected screen when the session is unlocked (PASS)", () => {
    const wallet = { walletId: "w1", name: "WALLET #1", publicKey: "G", createdAt: "" };
    useSessionStore.setState({ vaultExists: true, unlocked: true, wallets: [wallet] });
    renderAt("/walletScreen");
    expect(screen.getByText("wallet screen")).toBeTruthy();
  });

  it("sends a locked device to /login (LOGIN_SCREEN)", () => {
    useSessionStore.setState({ vaultExists: true, unlocked: false });
    renderAt("/walletScreen");
    expect(screen.getByText("login screen")).toBeTruthy();
    expect(screen.queryByText("wallet screen")).toBeNull();
  });

  it("sends an unlocked session without a wallet to /newWallet", () => {
    useSessionStore.setState({ vaultExists: true, unlocked: true, wallets: [] });
    renderAt("/walletScreen");
    expect(screen.getByText("new wallet screen")).toBeTruthy();
  });

  it("sends a device without a password to /register (REGISTER)", () => {
    renderAt("/walletScreen");
    expect(screen.getByText("register screen")).toBeTruthy();
    expect(screen.queryByText("wallet screen")).toBeNull();
  });
});
