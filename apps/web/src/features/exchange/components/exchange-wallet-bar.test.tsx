import type { TCatalogueAsset } from "@sextant/core";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithProviders } from "../../../test/render";
import type { TAccountSnapshot } from "../../ledger/sdk-free";
import { ExchangeWalletBar } from "./exchange-wallet-bar";

const snapshot: TAccountSnapshot = {
  id: `G${"A".repeat(55)}`,
  sequence: "1",
  subentryCount: 0,
  numSponsoring: 0,
  numSponsored: 0,
  homeDomain: null,
  balances: [
    {
      asset: { code: "XLM", issuer: null },
      balance: 1_000_000_000n,
      sellingLiabilities: 0n,
      buyingLiabilities: 0n,
    },
  ],
  data: {},
};

const xlm = {
  code: "XLM",
  short: "XLM",
  issuer: "",
  name: "Stellar Lumens",
  currentRate: 0.35,
  btcRate: 0.000004,
  rateChangePercent: 0,
} as TCatalogueAsset;

describe("ExchangeWalletBar", () => {
  beforeEach(() => {
    // The API is down: every catalogue request fails.
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("values the wallet from the last rates it has", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(["catalogue", "USD"], [xlm]);
    renderWithProviders(<ExchangeWalletBar snapshot={snapshot} />, { queryClient });
    expect((await screen.findByTestId("exchange-wallet-usd")).textContent).toBe("$35.00");
  });

  it("shows '-', not a total of zeros, when no rates ever arrived", async () => {
    renderWithProviders(<ExchangeWalletBar snapshot={snapshot} />);
    expect((await screen.findByTestId("exchange-wallet-usd")).textContent).toBe("-");
    expect(screen.getByTestId("exchange-wallet-btc").textContent).toBe("-");
  });
});
