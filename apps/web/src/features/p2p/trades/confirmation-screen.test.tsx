import { TRADE_MESSAGES } from "@sextant/core";
import { fireEvent, screen } from "@testing-library/react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ConfirmationRoute } from "../routes/confirmation-route";
import { ad, json, stubP2pApi } from "../test-fixtures";
import { tradeFixture } from "./trade-fixture";

const WAIT = { timeout: 10_000 };
afterEach(() => vi.unstubAllGlobals());

function ProgressProbe() {
  const state = useLocation().state as { trade?: { id: string } } | null;
  return <p>progress of trade {state?.trade?.id}</p>;
}

/** The P2P stub plus addBuyTrade; returns the bodies the form sent. */
function stubStart() {
  stubP2pApi();
  const p2p = globalThis.fetch;
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (href.startsWith("/api/p2p/addBuyTrade")) {
      sent.push(JSON.parse(String(init?.body)));
      return json({ trade: tradeFixture({ id: "99" }) });
    }
    return p2p(input, init);
  });
  return sent;
}

describe("ConfirmationRoute (buy on a sell ad)", () => {
  it("links the amounts, asks for them, then starts the trade and opens its progress", async () => {
    const sent = stubStart();
    const sellAd = ad({
      id: "12",
      type: "sell",
      unitPrice: "28.5",
      currency: "PKR",
      minQty: "10",
      maxQty: "100",
      available_amount: "50",
      total_amount: "200",
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Navigate to="/confirmationScreenBuy" state={{ add: sellAd }} />} />
        <Route path="/confirmationScreenBuy" element={<ConfirmationRoute side="buy" />} />
        <Route path="/transactionProgressScreen" element={<ProgressProbe />} />
      </Routes>,
    );
    const buy = await screen.findByRole("button", { name: "Buy XLM" }, WAIT);
    fireEvent.click(buy);
    expect(await screen.findAllByText(TRADE_MESSAGES.fieldRequired, {}, WAIT)).toHaveLength(2);

    const crypto = screen.getByLabelText("Amount in XLM") as HTMLInputElement;
    const fiat = screen.getByLabelText("Amount in PKR") as HTMLInputElement;
    fireEvent.change(crypto, { target: { value: "60" } });
    expect(fiat.value).toBe("1710.00");
    expect(await screen.findByText(TRADE_MESSAGES.aboveAvailable, {}, WAIT)).toBeTruthy();
    fireEvent.change(fiat, { target: { value: "726.75" } });
    expect(crypto.value).toBe("25.5");
    fireEvent.click(buy);
    expect(await screen.findByText("progress of trade 99", {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        p2padsId: "12",
        amount: "25.5",
        bank_name: "",
        payoneer_email: "",
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
  });
});
