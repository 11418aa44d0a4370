import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../features/session";
import { createTestQueryClient } from "../test/render";
import { PROTECTED_PATHS, routes } from "./routes";
import { theme } from "./theme";

/** Lazy feature chunks load on first visit; a loaded CI machine needs more than the default second. */
const WAIT = { timeout: 8000 };

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("routes", () => {
  beforeEach(() => useSessionStore.setState({ vaultExists: false, unlocked: false }));

  it.each([
    ["/exchange", "Already have an account?"],
    ["/market", "Markets"],
    ["/swap", "Amount to Send"],
    ["/p2p", "Buyers List"],
    ["/p2pProfile", "P2P Profile"],
    ["/checkout/ABC123", "Checkout"],
    ["/importWallet", "Import Wallet"],
    ["/forgotPassword", "Forgot Password"],
    ["/no/such/page", "Page not found"],
  ])("%s renders %j", async (path, text) => {
    renderAt(path);
    expect((await screen.findAllByText(text, {}, WAIT)).length).toBeGreaterThan(0);
  });

  it.each(PROTECTED_PATHS)("%s sends a new device to /register", async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole("heading", { name: "New Session Password" }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/register");
  });

  it.each([
    ["/walletScreen", undefined, "No Transactions found!"],
    ["/walletDetailScreen", { index: 3, coin: "XLM" }, "No History found"],
    ["/profileScreen", { page: 7 }, "Zakat"],
    ["/newWallet", undefined, "Generate Random Wallet"],
    ["/createAdScreen", undefined, "I want to Buy"],
    // An ad that is only an id is not enough to start a trade: the screen asks for one from the market.
    ["/confirmationScreenBuy", { add: { id: 1 } }, "No ad selected. Choose an ad on the P2P market."],
    ["/transactionProgressScreen", { trade: { id: 1 } }, "Trade 1"],
    ["/reviewScreen", { tradeId: 9, type: "Buyer" }, "Trade 9"],
  ])("%s with state %j renders %j when unlocked", async (path, state, text) => {
    const wallet = { walletId: "w1", name: "WALLET #1", publicKey: `G${"A".repeat(55)}`, createdAt: "" };
    useSessionStore.setState({
      vaultExists: true,
      unlocked: true,
      wallets: [wallet],
      selectedWalletId: "w1",
    });
    renderAt(path, state);
    expect((await screen.findAllByText(text, {}, WAIT)).length).toBeGreaterThan(0);
  });

  it("hides the header on /privacy-policy only", async () => {
    renderAt("/privacy-policy");
    await screen.findAllByRole("contentinfo", {}, WAIT);
    expect(screen.queryByRole("banner")).toBeNull();
  });
});
