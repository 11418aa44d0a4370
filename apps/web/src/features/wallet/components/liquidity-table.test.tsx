import { Keypair } from "@stellar/stellar-sdk";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { configureLedger } from "../../ledger";
import { LiquidityTable, liquidityRows, type THorizonPoolRecord } from "./liquidity-table";

const ME = Keypair.random().publicKey();
const ISSUER = Keypair.random().publicKey();
const POOL: THorizonPoolRecord = {
  id: "ab".repeat(32),
  total_trustlines: "3",
  total_shares: "1500.0000000",
  reserves: [
    { asset: "native", amount: "5000.0000000" },
    { asset: `LEVELG:${ISSUER}`, amount: "700.5000000" },
  ],
};

describe("liquidityRows", () => {
  it("reads both reserves, the pool's shares, its trustline count and the account's own shares", () => {
    const [row] = liquidityRows([POOL], [{ liquidity_pool_id: POOL.id, balance: "12.0000000" }], []);
    expect(row).toMatchObject({
      poolId: POOL.id,
      a: { code: "XLM", amount: 50_000_000_000n },
      b: { code: "LEVELG", amount: 7_005_000_000n },
      totalShares: 15_000_000_000n,
      participants: 3,
      ownShares: 120_000_000n,
    });
  });
});

describe("LiquidityTable", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's columns and the empty message without a funded account", () => {
    renderWithProviders(<LiquidityTable publicKey={null} catalogue={[]} />);
    expect(screen.getByText("Total Coin's (A)")).toBeTruthy();
    expect(screen.getByText("Participants")).toBeTruthy();
    expect(screen.getByText("No data to show")).toBeTruthy();
  });

  it("lists the pools of the account from Horizon", async () => {
    configureLedger({ horizonUrl: "http://ledger.test", networkPassphrase: "p" });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const body =
        url.pathname === "/liquidity_pools"
          ? { _embedded: { records: [POOL] }, _links: {} }
          : {
              id: ME,
              account_id: ME,
              sequence: "1",
              balances: [
                { asset_type: "liquidity_pool_shares", liquidity_pool_id: POOL.id, balance: "12.0000000" },
                { asset_type: "native", balance: "100.0000000" },
              ],
            };
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    });
    renderWithProviders(<LiquidityTable publicKey={ME} catalogue={[]} />);
    expect(await screen.findByText("XLM/LEVELG")).toBeTruthy();
    expect(screen.getByText("5000.00 XLM")).toBeTruthy();
    expect(screen.getByText("700.5000000 LEVELG")).toBeTruthy();
    expect(screen.getByText("1500.00")).toBeTruthy();
    expect(screen.getByText("Yours: 12.0000000")).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
  });
});
