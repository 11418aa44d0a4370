import type { TAdminPrice } from "@sextant/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ageText, PricesAdminPage, usdText } from "./prices-page";

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ISSUER = `G${"D".repeat(55)}`;
const ADMIN = `G${"A".repeat(55)}`;

const DOGE: TAdminPrice = {
  code: "DOGE",
  issuer: ISSUER,
  asset: `DOGE:${ISSUER}`,
  name: "Dogecoin",
  usd: 0.18,
  source: "reference",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ageSeconds: 720_000,
  stale: true,
  trusted: false,
  reason:
    "Market volume $10 in 24 h is under the minimum $1,000. The reference price is 200 h old (stale after 168 h).",
  reference: { usd: 0.18, setBy: "catalogue", setAt: "2026-01-01T00:00:00.000Z", note: "" },
  market: {
    usd: 100_000,
    volumeUsd: 10,
    hours: 1,
    lastTradeAt: "2026-01-09T00:00:00.000Z",
    via: "USDT",
    deviationPercent: 55_555_455.6,
  },
};
const GOLDX: TAdminPrice = {
  ...DOGE,
  code: "GOLDX",
  asset: `GOLDX:${ISSUER}`,
  name: "Gold Token",
  usd: 86,
  source: "market",
  ageSeconds: 1800,
  stale: false,
  trusted: true,
  reason: null,
  reference: { usd: 85, setBy: ADMIN, setAt: "2026-01-08T00:00:00.000Z", note: "" },
  market: {
    ...DOGE.market,
    usd: 86,
    volumeUsd: 1720,
    hours: 1,
    via: "USDT",
    deviationPercent: 1.2,
  } as TAdminPrice["market"],
};
const RULE = { windowHours: 24, minVolumeUsd: 1000, maxDeviationPercent: 10, staleAfterHours: 168 };

function stubPricesApi() {
  const puts: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://app.test");
    const path = decodeURIComponent(url.pathname);
    if (init?.method === "PUT") {
      const body = JSON.parse(String(init.body));
      puts.push({ path, body });
      return json({ ...DOGE, usd: Number(body.usd), stale: false, trusted: true, reason: null });
    }
    if (path === "/api/admin/prices") return json({ rule: RULE, prices: [DOGE, GOLDX] });
    if (path === `/api/admin/prices/DOGE:${ISSUER}/history`) {
      return json({
        changes: [
          {
            oldUsd: null,
            newUsd: 0.18,
            changedBy: "catalogue",
            changedAt: "2026-01-01T00:00:00.000Z",
            note: "seeded",
          },
        ],
      });
    }
    return json({ code: "NOT_FOUND", message: "no" }, 404);
  });
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe("PricesAdminPage", () => {
  it("shows each price's source, age and flags beside the reference and the market", async () => {
    stubPricesApi();
    renderWithProviders(<PricesAdminPage />);
    const doge = await screen.findByTestId("price-DOGE", {}, WAIT);
    expect(doge.textContent).toContain("Reference");
    expect(doge.textContent).toContain("8 d");
    expect(doge.textContent).toContain("Stale: not used to settle");
    expect(doge.textContent).toContain("$100,000");
    expect(doge.textContent).toContain("under the minimum");
    const gold = screen.getByTestId("price-GOLDX");
    expect(gold.textContent).toContain("Market (USDT)");
    expect(gold.textContent).toContain("Trusted");
    expect(gold.textContent).toContain("30 min");
    expect(screen.getByText(/within 10 % of the reference/)).toBeTruthy();
  });

  it("edits a reference price with a note and shows its history", async () => {
    const puts = stubPricesApi();
    renderWithProviders(<PricesAdminPage />);
    fireEvent.click(await screen.findByLabelText("Edit the reference price of DOGE", {}, WAIT));
    expect(await screen.findByText("seeded", {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("USD per unit"), { target: { value: "0.2" } });
    fireEvent.change(screen.getByLabelText("Why (kept in the history)"), {
      target: { value: "new quarter" },
    });
    fireEvent.click(screen.getByText("Save reference"));
    await waitFor(() => expect(puts).toHaveLength(1), WAIT);
    expect(puts[0]).toEqual({
      path: `/api/admin/prices/DOGE:${ISSUER}/reference`,
      body: { usd: "0.2", note: "new quarter" },
    });
    expect(await screen.findByText("DOGE reference price saved.", {}, WAIT)).toBeTruthy();
  });

  it("writes small prices out in full", () => {
    expect([
      usdText(0.0000000004),
      usdText(0.000015),
      usdText(0.3562),
      usdText(98.0438),
      usdText(95000),
    ]).toEqual(["$0.0000000004", "$0.000015", "$0.3562", "$98.04", "$95,000"]);
  });

  it("says ages in seconds, minutes, hours and days", () => {
    expect([ageText(null), ageText(5), ageText(300), ageText(7200), ageText(720_000)]).toEqual([
      "—",
      "5 s",
      "5 min",
      "2 h",
      "8 d",
    ]);
  });
});
