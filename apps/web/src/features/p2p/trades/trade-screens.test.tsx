import { notifications } from "@mantine/notifications";
import type { TTrade } from "@sextant/core";
import { TRADE_CONFIRMATIONS } from "@sextant/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TradesTabs } from "../components/trades-tabs";
import { TransactionProgressRoute } from "../routes/transaction-progress-route";
import { json } from "../test-fixtures";
import { EscrowsRoute } from "./escrows-route";
import { SELLER, tradeFixture } from "./trade-fixture";

const WAIT = { timeout: 10_000 };

/** The realtime events the screens listen to, delivered by the test instead of a socket. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock("../../realtime", () => ({
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  useRealtimeConnected: () => false,
  realtimeClient: { joinTrade: async () => false },
}));

// 'Sign to receive' signs in the wallet; here the signature is a stand-in, and the API call is the real one.
vi.mock("./escrow-signing", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./escrow-signing")>();
  const api = await import("./trade-api");
  return {
    ...actual,
    signRuledRelease: async (tradeId: string) => api.postRuledReleaseSignature(tradeId, "c2lnbmF0dXJl"),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
  // Toasts of one test must not queue ahead of the next one's.
  notifications.clean();
});

/** Stubs the trade routes: `trade` answers getTradeById, `answers` the action routes by path. */
function stubTrades(options: {
  trade?: TTrade;
  active?: TTrade[];
  history?: TTrade[];
  answers?: Record<string, () => Response>;
}) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://t",
    );
    calls.push({
      path: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = options.answers?.[url.pathname];
    if (answer) return answer();
    if (url.pathname === "/api/p2p/getTradeById" && options.trade) return json({ trade: options.trade });
    if (url.pathname === "/api/p2p/getActiveTradeByAccountId")
      return json({ trades: options.active ?? [], total: options.active?.length ?? 0 });
    if (url.pathname === "/api/p2p/getTradeByAccountId")
      return json({ trades: options.history ?? [], total: options.history?.length ?? 0 });
    return json({ code: "NOT_FOUND", message: "not here" }, 404);
  });
  return calls;
}

function renderProgress(tradeId = "41") {
  renderWithProviders(
    <Routes>
      <Route path="/transactionProgressScreen" element={<TransactionProgressRoute />} />
      <Route path="/reviewScreen" element={<p>review screen</p>} />
      <Route path="/p2p" element={<p>p2p market</p>} />
    </Routes>,
    { route: `/transactionProgressScreen?tradeId=${tradeId}` },
  );
}

describe("TransactionProgressRoute", () => {
  it("a pending trade counts down from 00:15:00 and the creator may cancel, after confirming", async () => {
    const now = new Date().toISOString();
    const trade = tradeFixture({
      startTime: now,
      deadlines: { pendingExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
    });
    const calls = stubTrades({
      trade,
      answers: {
        "/api/p2p/cancleTradeByBuyer": () =>
          json({ trade: { ...trade, status: "Cancelled", displayStatus: "Cancelled", actions: [] } }),
      },
    });
    renderProgress();
    const timer = await screen.findByTestId("trade-timer", {}, WAIT);
    expect(timer.textContent).toMatch(/00:1[45]:\d\d/);
    expect(screen.getByText("The trade is waiting for the seller to accept.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", {}, WAIT);
    expect(within(dialog).getByText(TRADE_CONFIRMATIONS.CANCEL)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("p2p market", {}, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/p2p/cancleTradeByBuyer")?.body).toEqual({
      tradeId: "41",
    });
  });

  it("the seller confirms receipt of a paid trade and is taken to the review", async () => {
    const trade = tradeFixture({
      status: "FundsSent",
      role: { side: "seller", isAdOwner: true },
      account: SELLER,
      actions: ["I_HAVE_RECEIVED", "I_HAVE_NOT_RECEIVED"],
      escrowAccountId: `G${"E".repeat(55)}`,
    });
    stubTrades({
      trade,
      answers: {
        "/api/p2p/claimAmountRecivedBySeller": () =>
          json({
            trade: { ...trade, status: "Completed", displayStatus: "Completed", actions: [] },
            message: "Accepted.",
          }),
      },
    });
    renderProgress();
    fireEvent.click(await screen.findByRole("button", { name: "I have received payment" }, WAIT));
    const dialog = await screen.findByRole("dialog", {}, WAIT);
    expect(within(dialog).getByText(TRADE_CONFIRMATIONS.I_HAVE_RECEIVED)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("review screen", {}, WAIT)).toBeTruthy();
  });

  it("follows the other party's change live: a tradeStatusChanged event re-reads the trade and says so", async () => {
    const pending = tradeFixture({ startTime: new Date().toISOString() });
    const options = { trade: pending };
    stubTrades(options);
    renderProgress();
    await screen.findByText("The trade is waiting for the seller to accept.", {}, WAIT);
    options.trade = tradeFixture({
      status: "Started",
      actions: ["I_HAVE_PAID", "CANCEL"],
      bank_name: "Meezan",
      bank_account_number: "0123",
      deadlines: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
    });
    act(() => handlers.get("tradeStatusChanged")?.({ tradeId: "41", adId: "12", status: "Started" }));
    expect(await screen.findByRole("button", { name: "I have paid the seller" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Meezan")).toBeTruthy();
    expect(await screen.findByText("The seller has accepted your trade.", {}, WAIT)).toBeTruthy();
    expect((await screen.findByTestId("trade-timer", {}, WAIT)).textContent).toContain("Time left to pay");
  });

  it("a buyer who won a dispute without signing the release signs it here before the review", async () => {
    const trade = tradeFixture({
      status: "Completed",
      actions: [],
      escrowAccountId: `G${"E".repeat(55)}`,
      dispute: { state: "resolved", openedBy: "buyer", reason: "expired", winner: "buyer" },
    });
    const dispute = {
      tradeId: "41",
      status: "ruled",
      openedBy: "buyer",
      reason: "expired",
      openedAt: "2026-11-24T07:00:00.000Z",
      evidenceDeadline: "2026-11-25T07:00:00.000Z",
      winner: "buyer",
      settlement: "awaiting_signature",
      mustSignRelease: true,
    };
    const calls = stubTrades({
      trade,
      answers: {
        "/api/p2p/disputes/case": () => json({ dispute }),
        "/api/p2p/escrow/release": () => json({ escrowAccountId: `G${"E".repeat(55)}`, releaseXdr: "AAAA" }),
        "/api/p2p/disputes/signRelease": () =>
          json({
            message: "The dispute is ruled for the buyer: the crypto is released.",
            dispute: { ...dispute, settlement: "applied", mustSignRelease: false },
          }),
      },
    });
    renderProgress();
    // Completed, but the screen stays: the crypto is still in escrow until the buyer signs.
    const button = await screen.findByRole("button", { name: "Sign to receive" }, WAIT);
    expect(screen.queryByText("review screen")).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText("review screen", {}, WAIT)).toBeTruthy();
    const signed = calls.find((call) => call.path === "/api/p2p/disputes/signRelease");
    expect(signed?.body).toEqual({ tradeId: "41", releaseSignature: "c2lnbmF0dXJl" });
  });

  it("a completed trade the buyer won after signing goes to the review at once", async () => {
    const trade = tradeFixture({
      status: "Completed",
      actions: [],
      dispute: { state: "resolved", openedBy: "buyer", reason: "not_received", winner: "buyer" },
    });
    stubTrades({
      trade,
      answers: {
        "/api/p2p/disputes/case": () =>
          json({
            dispute: {
              tradeId: "41",
              status: "ruled",
              openedBy: "buyer",
              reason: "not_received",
              openedAt: "2026-11-24T07:00:00.000Z",
              evidenceDeadline: "2026-11-25T07:00:00.000Z",
              winner: "buyer",
              settlement: "applied",
              mustSignRelease: false,
            },
          }),
      },
    });
    renderProgress();
    expect(await screen.findByText("review screen", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign to receive" })).toBeNull();
  });

  it("a disputed trade shows its message and no action", async () => {
    stubTrades({ trade: tradeFixture({ status: "Disputed", actions: [] }) });
    renderProgress();
    expect(
      await screen.findByText("This trade is disputed. Support will resolve it.", {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("a refused action shows the server's message and keeps the trade", async () => {
    const trade = tradeFixture();
    stubTrades({
      trade,
      answers: {
        "/api/p2p/cancleTradeByBuyer": () =>
          json({ code: "CONFLICT", message: "The trade changed meanwhile, please reload it." }, 409),
      },
    });
    renderProgress();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }, WAIT));
    fireEvent.click(
      within(await screen.findByRole("dialog", {}, WAIT)).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("The trade changed meanwhile, please reload it.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });
});

describe("TradesTabs", () => {
  it("lists active trades with Expired after 15 minutes, and the history's empty message", async () => {
    const old = tradeFixture({ id: "7", startTime: new Date(Date.now() - 20 * 60_000).toISOString() });
    const fresh = tradeFixture({ id: "8", startTime: new Date().toISOString(), status: "Started" });
    stubTrades({ active: [fresh, old] });
    renderWithProviders(<TradesTabs />);
    const row7 = await screen.findByRole("button", { name: "Trade 7" }, WAIT);
    expect(row7.textContent).toContain("Expired");
    expect(screen.getByRole("button", { name: "Trade 8" }).textContent).toContain("Started");
    fireEvent.click(screen.getByRole("tab", { name: "Trade History" }));
    expect(
      await screen.findByText("No past trades to show yet. Start a trade and check back here.", {}, WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Trade 7" })).toBeNull());
  });
});

describe("EscrowsRoute", () => {
  it("lists each funded escrow with what it holds and its trade", async () => {
    stubTrades({
      answers: {
        "/api/p2p/escrow/open-accounts": () =>
          json({
            accounts: [
              {
                escrowAccountId: `G${"E".repeat(55)}`,
                assetCode: "LEVELG",
                assetIssuer: `G${"I".repeat(55)}`,
                amount: "25.5255",
                purpose: "p2p-trade",
                reference: "41",
                fundedAt: "2026-11-24T06:41:00.000Z",
              },
            ],
          }),
      },
    });
    renderWithProviders(<EscrowsRoute />);
    expect(await screen.findByText("Trade 41", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("25.5255 LEVELG")).toBeTruthy();
    expect(screen.getByText("GEEEEEEE…EEEEEEEE")).toBeTruthy();
  });
});
