import type { TCatalogueAsset } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testCatalogueAsset } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { configureLedger } from "../../ledger";
import { SwapRoute } from "./swap-route";

const ISSUER = Keypair.random().publicKey();
const EURX_ISSUER = Keypair.random().publicKey();

function catalogueAsset(code: string, issuer: string): TCatalogueAsset {
  return testCatalogueAsset(code, { issuer, name: `${code} token`, priceSource: "ledger" });
}

const CATALOGUE = [
  catalogueAsset("XLM", ""),
  catalogueAsset("LEVELG", ISSUER),
  catalogueAsset("USDT", `G${"D".repeat(55)}`),
];

/** Horizon strict-send answer: 10 XLM → 70 LEVELG through EURX; the small reference amount gets 7.5 per XLM. */
function pathsAnswer(url: URL): unknown {
  const amount = url.searchParams.get("source_amount") ?? "0";
  const destination = amount === "10.0000000" ? "70.0000000" : (Number(amount) * 7.5).toFixed(7);
  return {
    _embedded: {
      records: [
        {
          source_asset_type: "native",
          source_amount: amount,
          destination_asset_type: "credit_alphanum12",
          destination_asset_code: "LEVELG",
          destination_asset_issuer: ISSUER,
          destination_amount: destination,
          path: [{ asset_type: "credit_alphanum4", asset_code: "EURX", asset_issuer: EURX_ISSUER }],
        },
      ],
    },
    _links: { self: { href: url.toString() } },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  configureLedger({
    horizonUrl: "http://ledger.test",
    networkPassphrase: "Test SDF Network ; September 2015",
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://app.test",
    );
    if (url.pathname === "/api/coins/getAssets") return json({ currencyCode: "USD", assets: CATALOGUE });
    if (url.pathname === "/paths/strict-send") return json(pathsAnswer(url));
    return json({ message: "not here" }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SwapRoute (logged out)", () => {
  it("defaults to XLM → LEVELG, validates the amount and quotes the best route with the minimum received", async () => {
    renderWithProviders(<SwapRoute />);
    await screen.findByRole("button", { name: "To: LEVELG" });
    expect(screen.getByRole("button", { name: "From: XLM" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Track Path" }));
    expect(await screen.findByText("Amount is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Amount to Send"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Path" }));
    expect(await screen.findByText("Amount should be greater than 0")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Amount to Send"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Path" }));
    await waitFor(() => expect(screen.getByTestId("swap-path").textContent).toBe("XLM → EURX → LEVELG"));
    expect(screen.getByTestId("swap-receive").textContent).toBe("70.0000000 LEVELG");
    // Default slippage 0.5 %: 70 × 0.995.
    expect(screen.getByTestId("swap-minimum").textContent).toBe("69.6500000 LEVELG");
    // 7 per XLM against 7.5 for a small amount.
    expect(screen.getByTestId("swap-impact").textContent).toBe("6.66%");
    expect(screen.getByTestId("swap-total").textContent).toBe("10.0000000 XLM");

    fireEvent.click(screen.getByText("2%"));
    await waitFor(() => expect(screen.getByTestId("swap-minimum").textContent).toBe("68.6000000 LEVELG"));

    fireEvent.click(screen.getByRole("button", { name: "Swap" }));
    expect(await screen.findByText("You are not logged in.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("swap-results")).toBeNull());
  });

  it("refuses the same asset on both sides and hides excluded assets from Our Picks", async () => {
    renderWithProviders(<SwapRoute />);
    fireEvent.click(await screen.findByRole("button", { name: "To: LEVELG" }));
    fireEvent.click(screen.getByRole("tab", { name: "Our Picks" }));
    expect(screen.queryByRole("button", { name: "Choose USDT" })).toBeNull();
    expect(screen.getByRole("button", { name: "Choose LEVELG" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose XLM" }));
    await screen.findByRole("button", { name: "To: XLM" });

    fireEvent.change(screen.getByLabelText("Amount to Send"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Path" }));
    expect(await screen.findByText("Cannot select same assets")).toBeTruthy();
  });

  it("checks a manual asset's form before looking it up", async () => {
    renderWithProviders(<SwapRoute />);
    fireEvent.click(await screen.findByRole("button", { name: "To: LEVELG" }));
    fireEvent.click(screen.getByRole("tab", { name: "Manual" }));
    fireEvent.change(screen.getByLabelText("Asset code"), { target: { value: "AB" } });
    fireEvent.change(screen.getByLabelText("Issuer"), { target: { value: ISSUER } });
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    expect(await screen.findByText("Provide correct information")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Asset code"), { target: { value: "LEVELG" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    expect(await screen.findByText("Assets issued already!")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Asset code"), { target: { value: "NONE" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    expect(await screen.findByText("Asset cannot be issued try again later.")).toBeTruthy();
  });
});
