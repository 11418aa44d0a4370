import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithProviders } from "../../../test/render";
import { CONFIG_QUERY_KEY } from "../../startup";
import { cancelOffer } from "../api/cancel-offer";
import { HistoryTabs } from "./history-tabs";

vi.mock("../api/cancel-offer", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api/cancel-offer")>()),
  cancelOffer: vi.fn(),
}));

const ISSUER = "GAXK56VCC3GHJ47GGA56U44TS7TV5PC7QUVNYK22XPWKVZGGKTCZVANL";
const ACCOUNT = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const PAIR = { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER } };
const WAIT = { timeout: 5000 };
const levelg = { asset_type: "credit_alphanum12", asset_code: "LEVELG", asset_issuer: ISSUER };
const xlm = { asset_type: "native" };

const OFFERS = [
  {
    id: "11",
    paging_token: "11",
    seller: ACCOUNT,
    selling: levelg,
    buying: xlm,
    amount: "100.0000000",
    price_r: { n: 7, d: 50 },
    price: "0.14",
    last_modified_time: "2026-11-22T01:00:00Z",
  },
  {
    id: "12",
    paging_token: "12",
    seller: ACCOUNT,
    selling: xlm,
    buying: levelg,
    amount: "13.0000000",
    price_r: { n: 100, d: 13 },
    price: "7.69",
    last_modified_time: "2026-11-22T01:00:00Z",
  },
  // Another pair: never listed here.
  {
    id: "13",
    paging_token: "13",
    seller: ACCOUNT,
    selling: xlm,
    buying: { ...levelg, asset_code: "GBPX" },
    amount: "1.0000000",
    price_r: { n: 1, d: 1 },
    price: "1",
    last_modified_time: null,
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderTabs() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(CONFIG_QUERY_KEY, {
    status: "SUCCESS",
    config: {
      network: "standalone",
      networkPassphrase: "Standalone Network ; February 2017",
      horizonUrl: "http://horizon.test",
      friendbotAvailable: true,
      version: "0.1.0",
    },
  });
  renderWithProviders(<HistoryTabs pair={PAIR} recent={[]} account={ACCOUNT} snapshot={null} />, {
    queryClient,
  });
}

async function openOrders() {
  fireEvent.click(screen.getByRole("tab", { name: "My Orders" }));
  await waitFor(() => expect(screen.getAllByTestId("my-order")).toHaveLength(2), WAIT);
}

describe("My Orders", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), "http://app.test");
        if (url.pathname === `/accounts/${ACCOUNT}/offers`) {
          return json({ _links: {}, _embedded: { records: OFFERS } });
        }
        if (url.pathname === "/trades") return json({ _links: {}, _embedded: { records: [] } });
        return json({ code: "NOT_FOUND", message: "Not found" }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(cancelOffer).mockReset();
  });

  it("lists the open offers of the pair typed from the account's side", async () => {
    renderTabs();
    await openOrders();
    const [sell, buy] = screen.getAllByTestId("my-order");
    expect(within(sell as HTMLElement).getByText("SELL")).toBeTruthy();
    expect(within(sell as HTMLElement).getByText("0.14000000")).toBeTruthy();
    expect(within(buy as HTMLElement).getByText("BUY")).toBeTruthy();
    expect(within(buy as HTMLElement).getByText("100.0000000")).toBeTruthy();
    expect(within(buy as HTMLElement).getByText("0.13000000")).toBeTruthy();
  });

  it("cancels an offer and says 'Offer deleted.'", async () => {
    vi.mocked(cancelOffer).mockResolvedValue(undefined);
    renderTabs();
    await openOrders();
    fireEvent.click(
      within(screen.getAllByTestId("my-order")[0] as HTMLElement).getByRole("button", { name: "Cancel" }),
    );
    expect(await screen.findByText("Offer deleted.", {}, WAIT)).toBeTruthy();
    expect(vi.mocked(cancelOffer).mock.calls[0]?.[0]).toMatchObject({
      account: ACCOUNT,
      offer: { offerId: "11" },
    });
  });

  it("says 'Error deleting offer.' when the cancel fails", async () => {
    vi.mocked(cancelOffer).mockRejectedValue(new Error("op_underfunded"));
    renderTabs();
    await openOrders();
    fireEvent.click(
      within(screen.getAllByTestId("my-order")[1] as HTMLElement).getByRole("button", { name: "Cancel" }),
    );
    expect(await screen.findByText("Error deleting offer.", {}, WAIT)).toBeTruthy();
    expect(screen.getAllByTestId("my-order")).toHaveLength(2);
  });
});
