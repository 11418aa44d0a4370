import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { P2pAdminPage } from "./p2p-admin-page";

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const US = { code: "US", name: "United States", currency: "USD", usdRate: "1", active: true, updatedAt: "" };
const MY = { code: "MY", name: "Malaysia", currency: "MYR", usdRate: "4.45", active: true, updatedAt: "" };
const LEVEL = {
  assetCode: "XLM",
  priceSpreadPercent: "1.5",
  p2pBuyerFeeFixed: "0",
  p2pBuyerFeePercent: "0",
  p2pSellerFeeFixed: "0",
  p2pSellerFeePercent: "0.1",
};

function stubAdminApi() {
  const puts: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://app.test");
    if (init?.method === "PUT") {
      const body = JSON.parse(String(init.body));
      puts.push({ path: url.pathname, body });
      if (url.pathname.startsWith("/api/admin/p2p/countries/")) {
        return body.usdRate === "0"
          ? json({ code: "VALIDATION_FAILED", message: "The rate must be greater than 0" }, 400)
          : json({ ...MY, ...body, code: "MY" });
      }
      return json({ ...LEVEL, ...body });
    }
    if (url.pathname === "/api/admin/p2p/countries") return json({ countries: [US, MY] });
    if (url.pathname === "/api/admin/p2p/fee-levels") return json({ levels: [LEVEL] });
    if (url.pathname === "/api/p2pcountry/getActive") {
      return json({
        countries: [
          { ...US, symbol: "$", payment_methods: ["Local_Bank"], Price: "0.3500000" },
          { ...MY, symbol: "RM", payment_methods: ["Local_Bank"], Price: "1.5575000" },
        ],
      });
    }
    return json({ code: "NOT_FOUND", message: "no" }, 404);
  });
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe("P2pAdminPage", () => {
  it("shows each country's rate and reference price, and saves a changed rate", async () => {
    const puts = stubAdminApi();
    renderWithProviders(<P2pAdminPage />);
    const malaysia = await screen.findByTestId("country-MY", {}, WAIT);
    await waitFor(() => expect(malaysia.textContent).toContain("1.5575000"), WAIT);
    fireEvent.change(screen.getByLabelText("Units of MYR per USD"), { target: { value: "4.5" } });
    fireEvent.click(malaysia.querySelector("button") as HTMLButtonElement);
    expect(await screen.findByText("Malaysia saved.", {}, WAIT)).toBeTruthy();
    expect(puts[0]).toEqual({
      path: "/api/admin/p2p/countries/MY",
      body: { name: "Malaysia", currency: "MYR", usdRate: "4.5", active: true },
    });
  });

  it("shows the server's refusal, and saves an asset's spread", async () => {
    const puts = stubAdminApi();
    renderWithProviders(<P2pAdminPage />);
    await screen.findByTestId("country-MY", {}, WAIT);
    fireEvent.change(screen.getByLabelText("Units of MYR per USD"), { target: { value: "0" } });
    fireEvent.click(screen.getByTestId("country-MY").querySelector("button") as HTMLButtonElement);
    expect(await screen.findByText("The rate must be greater than 0", {}, WAIT)).toBeTruthy();

    fireEvent.change(await screen.findByLabelText("XLM Spread %", {}, WAIT), { target: { value: "2" } });
    fireEvent.click(screen.getByTestId("fee-level-XLM").querySelector("button") as HTMLButtonElement);
    expect(await screen.findByText("XLM fees saved.", {}, WAIT)).toBeTruthy();
    expect(puts.at(-1)?.body).toMatchObject({ priceSpreadPercent: "2" });
  });
});
