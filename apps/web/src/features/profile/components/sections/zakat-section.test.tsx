import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { useSessionStore } from "../../../session";
import { openTestSession } from "../../../session/test-session";
import { ZakatSection } from "./zakat-section";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const year = new Date().getUTCFullYear();
const record = (id: number, coinCode: string, status: "unpaid" | "paid") => ({
  id,
  account: "GACCOUNT",
  coinCode,
  asset: coinCode === "XLM" ? "XLM" : `${coinCode}:GISSUER`,
  totalAmount: "1000.0000000",
  zakatAmount: "25.0000000",
  zakatPercentage: "2.5",
  year,
  hijriYear: 1447,
  status,
  distAccount: "GDISTRIBUTION",
  memo: `zakat 1447 ${coinCode}`,
  stellarTxId: status === "paid" ? "ab".repeat(32) : null,
  createdAt: `${year}-02-18T00:00:00.000Z`,
  paidAt: null,
});

function stubApi(optedIn: boolean) {
  const records = [record(2, "USDT", "unpaid"), record(1, "XLM", "paid")];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/zakat-history/getZakatPaymentInfo")) {
      return json({
        year,
        featureEnabled: true,
        isZakatEnabled: optedIn,
        percentage: "2.5",
        distAccount: "GDISTRIBUTION",
        nisabUsd: "8000",
        nisabBasis: "85 g of gold",
        nextRamadan: "2027-02-08",
        nextHijriYear: 1448,
        unpaid: records.filter((entry) => entry.status === "unpaid"),
      });
    }
    if (url.startsWith("/api/zakat-history/getHistoryByAccountId")) {
      return json({ isZakatEnabled: optedIn, data: records, total: records.length });
    }
    if (url === "/api/zakat-history/ChangeZakatStatus") return json({ isZakatEnabled: true });
    return json({ code: "NOT_FOUND", message: "no" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const WAIT = { timeout: 10_000 };

describe("Zakat section", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().lock();
  });

  it("lists the year's records and tells when zakat falls due, with the Nisab's basis", async () => {
    await openTestSession();
    stubApi(true);
    renderWithProviders(<ZakatSection />);
    expect(await screen.findByText("Unpaid", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.getByText(/1 Ramadan 1448 AH, 2027-02-08 \(Umm al-Qura calendar\)/)).toBeTruthy();
    expect(screen.getByText(/Nisab of 8000 USD \(\s*85 g of gold\)/)).toBeTruthy();
    expect(
      (screen.getByRole("switch", { name: "Pay zakat every Ramadan" }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("opts in only after the terms are accepted", async () => {
    await openTestSession();
    const fetchMock = stubApi(false);
    renderWithProviders(<ZakatSection />);
    await userEvent.click(await screen.findByRole("switch", { name: "Pay zakat every Ramadan" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Zakat terms" });
    expect(within(dialog).getByText(/the 40th portion/)).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Agree" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText("I have read the terms and agree to pay zakat"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Agree" }));
    expect(await screen.findByText("You agreed to pay zakat every Ramadan.")).toBeTruthy();
    const change = fetchMock.mock.calls.find(
      ([url]) => String(url) === "/api/zakat-history/ChangeZakatStatus",
    );
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({ status: true });
  });

  it("offers only the unpaid assets in the pay-zakat dialog", async () => {
    await openTestSession();
    stubApi(true);
    renderWithProviders(<ZakatSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Pay Zakat" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: `Pay zakat for ${year}` });
    expect(within(dialog).getByRole("button", { name: "Pay USDT zakat" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Pay XLM zakat" })).toBeNull();
  });
});
