import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { CONFIG_QUERY_KEY } from "../../startup";
import { ExchangeScreen } from "./exchange-screen";

const HORIZON = "http://horizon.test";
const LEVELG_ISSUER = "GAXK56VCC3GHJ47GGA56U44TS7TV5PC7QUVNYK22XPWKVZGGKTCZVANL";
const WAIT = { timeout: 5000 };

const MARKET_CONFIG = {
  pairs: [
    {
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "USDT",
      toIssure: LEVELG_ISSUER,
      showOnTop: true,
      orderId: 0,
    },
    {
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "LEVELG",
      toIssure: LEVELG_ISSUER,
      showOnTop: true,
      orderId: 1,
    },
  ],
};

const MARKET_DATA = {
  updatedAt: "2026-11-22T00:00:00Z",
  pairs: [
    {
      base: "XLM",
      baseIssuer: "",
      counter: "LEVELG",
      counterIssuer: LEVELG_ISSUER,
      marketCoinCode: "XLM",
      toCoinCode: "LEVELG",
      open: "0.12",
      close: "0.14",
      closePrev: "0.12",
      high: "0.15",
      low: "0.11",
      volume: "1500.5",
      change: 16.666667,
      lastTradeAt: "2026-11-22T00:00:00Z",
      showOnTop: true,
      orderId: 1,
    },
  ],
};

const ORDER_BOOK = {
  bids: [{ price: "0.1300000", price_r: { n: 13, d: 100 }, amount: "13.0000000" }],
  asks: [{ price: "0.1400000", price_r: { n: 7, d: 50 }, amount: "50.0000000" }],
  base: { asset_type: "credit_alphanum12", asset_code: "LEVELG", asset_issuer: LEVELG_ISSUER },
  counter: { asset_type: "native" },
};

function trade(id: string, xlm: string, levelg: string, baseIsSeller: boolean) {
  return {
    id,
    paging_token: id,
    ledger_close_time: "2026-11-22T01:00:00Z",
    base_account: "GA",
    counter_account: "GB",
    base_amount: xlm,
    counter_amount: levelg,
    base_asset_type: "native",
    counter_asset_type: "credit_alphanum12",
    counter_asset_code: "LEVELG",
    counter_asset_issuer: LEVELG_ISSUER,
    base_is_seller: baseIsSeller,
    price: { n: levelg.replace(".", ""), d: xlm.replace(".", "") },
  };
}

function page(records: unknown[]) {
  return { _links: { next: { href: "" }, prev: { href: "" } }, _embedded: { records } };
}

/** The browser's EventSource, faked: the open streams by path; tests push messages into them. */
const streams = new Map<string, FakeEventSource>();

class FakeEventSource {
  onmessage: ((event: { data: string }) => void) | null = null;
  private readonly path: string;
  constructor(url: string) {
    this.path = new URL(url).pathname;
    streams.set(this.path, this);
  }
  close() {
    if (streams.get(this.path) === this) streams.delete(this.path);
  }
}

function push(path: string, data: unknown) {
  streams.get(path)?.onmessage?.({ data: JSON.stringify(data) });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let tradesAnswer: unknown[] = [];

async function route(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://app.test");
  switch (url.pathname) {
    case "/api/coins/marketConfig":
      return json(MARKET_CONFIG);
    case "/api/coins/getMarketData":
      return json(MARKET_DATA);
    case "/order_book":
      return json(ORDER_BOOK);
    case "/trades":
      return json(page(tradesAnswer));
    case "/trade_aggregations":
      return json(page([]));
    default:
      return json({ code: "NOT_FOUND", message: "Not found" }, 404);
  }
}

function renderScreen() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(CONFIG_QUERY_KEY, {
    status: "SUCCESS",
    config: {
      network: "standalone",
      networkPassphrase: "Standalone Network ; February 2017",
      horizonUrl: HORIZON,
      friendbotAvailable: true,
      version: "0.1.0",
    },
  });
  return renderWithProviders(<ExchangeScreen />, { route: "/exchange", queryClient });
}

describe("ExchangeScreen", () => {
  beforeEach(() => {
    useSessionStore.setState({ vaultExists: false, unlocked: false });
    streams.clear();
    tradesAnswer = [trade("1-0", "14.0000000", "100.0000000", true)];
    vi.stubGlobal("fetch", vi.fn(route));
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    streams.clear();
    vi.unstubAllGlobals();
  });

  it("opens on the first listed pair with its statistics, order book and trades", async () => {
    renderScreen();
    expect(await screen.findByTestId("selected-pair", {}, WAIT)).toHaveProperty("textContent", "LEVELG/XLM");
    await waitFor(() => expect(screen.getByTestId("stat-close").textContent).toBe("0.1400000"), WAIT);
    expect(screen.getByTestId("stat-change").textContent).toBe("+16.666667%");
    expect(screen.getByTestId("stat-vol").textContent).toBe("1500.50");

    const ask = await screen.findByTestId("book-ask", {}, WAIT);
    expect(within(ask).getByText("0.14000000")).toBeTruthy();
    expect(within(ask).getByText("50.0000000")).toBeTruthy();
    expect(within(screen.getByTestId("book-bid")).getByText("100.0000000")).toBeTruthy();
    expect(screen.getByTestId("book-spread").textContent).toContain("0.01000000");

    const row = await screen.findByTestId("recent-trade", {}, WAIT);
    expect(within(row).getByText("0.14000000")).toBeTruthy();
    expect(await screen.findByText("No trading data available for XLM/LEVELG", {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText("Already have an account?").length).toBeGreaterThan(0);
  });

  it("adds a streamed trade and a streamed order book without reloading", async () => {
    renderScreen();
    await screen.findByTestId("recent-trade", {}, WAIT);
    await waitFor(() => expect(streams.has("/trades")).toBe(true), WAIT);
    push("/trades", {
      ...trade("2-0", "30.0000000", "200.0000000", false),
      ledger_close_time: "2026-11-22T02:00:00Z",
    });
    await waitFor(() => expect(screen.getAllByTestId("recent-trade")).toHaveLength(2), WAIT);
    expect(
      within(screen.getAllByTestId("recent-trade")[0] as HTMLElement).getByText("0.15000000"),
    ).toBeTruthy();

    await waitFor(() => expect(streams.has("/order_book")).toBe(true), WAIT);
    push("/order_book", { ...ORDER_BOOK, asks: [] });
    await waitFor(() => expect(screen.queryByTestId("book-ask")).toBeNull(), WAIT);
  });

  it("says 'No Trades' for a pair without trades", async () => {
    tradesAnswer = [];
    renderScreen();
    expect((await screen.findAllByText("No Trades", {}, WAIT)).length).toBeGreaterThan(0);
  });

  it("shows the book's both sides, the bids only or the asks only", async () => {
    renderScreen();
    await screen.findByTestId("book-ask", {}, WAIT);
    const view = screen.getByRole("group", { name: "Order book view" });
    const choice = (name: string) => within(view).getByRole("radio", { name }) as HTMLInputElement;
    expect(choice("Both").checked).toBe(true);

    fireEvent.click(choice("Buy"));
    expect(choice("Buy").checked).toBe(true);
    expect(choice("Both").checked).toBe(false);
    expect(screen.queryByTestId("book-ask")).toBeNull();
    expect(screen.getByTestId("book-bid")).toBeTruthy();

    fireEvent.click(choice("Sell"));
    expect(screen.queryByTestId("book-bid")).toBeNull();
    expect(screen.getByTestId("book-ask")).toBeTruthy();

    fireEvent.click(choice("Both"));
    expect(screen.getByTestId("book-ask")).toBeTruthy();
    expect(screen.getByTestId("book-bid")).toBeTruthy();
  });

  it("paints the pair selector read-only first, then the working dropdowns", async () => {
    renderScreen();
    // The first render: inputs that cannot be focused or read out, no dropdown yet.
    const preview = screen.getByTestId("pair-selector-preview");
    expect(preview.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("textbox", { name: "Market coin" })).toBeNull();
    await screen.findByTestId("book-ask", {}, WAIT);
    // After the first paint the preview is gone and the dropdowns hold the pair the screen opened on.
    await waitFor(() => expect(screen.queryByTestId("pair-selector-preview")).toBeNull(), WAIT);
    const market = screen.getByRole("textbox", { name: "Market coin" }) as HTMLInputElement;
    const listed = screen.getByRole("textbox", { name: "Listed coin" }) as HTMLInputElement;
    expect(market.value).toBe("XLM");
    expect(listed.value).toBe("LEVELG");
    expect(screen.getByRole("button", { name: "GO" })).toBeTruthy();
  });
});
