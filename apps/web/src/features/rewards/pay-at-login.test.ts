import { afterEach, describe, expect, it, vi } from "vitest";

const paid: string[] = [];
vi.mock("./pay-zakat", () => ({
  payZakatRecord: vi.fn(async (record: { coinCode: string }) => {
    if (record.coinCode === "EURX") throw new Error("EURX: Recipient need to trust this asset");
    paid.push(record.coinCode);
    return record;
  }),
}));
const toasts: string[] = [];
vi.mock("../../lib/toast", () => ({
  toast: { success: (message: string) => toasts.push(message), error: vi.fn(), info: vi.fn() },
}));

const { payUnpaidZakatAtLogin } = await import("./pay-at-login");

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const record = (id: number, coinCode: string, status: "unpaid" | "paid") => ({
  id,
  account: "GACCOUNT",
  coinCode,
  asset: coinCode,
  totalAmount: "100.0000000",
  zakatAmount: "2.5000000",
  zakatPercentage: "2.5",
  year: 2026,
  hijriYear: 1447,
  status,
  distAccount: "GDIST",
  memo: `zakat 1447 ${coinCode}`,
  stellarTxId: null,
  createdAt: "2026-02-18T00:00:00.000Z",
  paidAt: null,
});

describe("payUnpaidZakatAtLogin", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    paid.length = 0;
    toasts.length = 0;
  });

  it("pays each unpaid entry of the history; a failing one is logged and the next still paid", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/zakat-history/getHistoryByAccountId")) {
        return json({
          isZakatEnabled: true,
          data: [record(3, "EURX", "unpaid"), record(2, "XLM", "unpaid"), record(1, "USDT", "paid")],
          total: 3,
        });
      }
      if (url.startsWith("/api/feesetting-levels/stellar-fee")) {
        return json({ fee: "100", fee_min: "100", fee_avg: "200", fee_max: "300" });
      }
      return json({ code: "NOT_FOUND", message: "no" }, 404);
    });
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await payUnpaidZakatAtLogin();
    expect(paid).toEqual(["XLM"]);
    expect(toasts).toEqual(["XLM: Zakat has been paid successfully"]);
    expect(warn).toHaveBeenCalledWith(
      "Zakat payment at login failed",
      "EURX: Recipient need to trust this asset",
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "/api/zakat-history/getHistoryByAccountId?take=100&skip=0",
    );
    warn.mockRestore();
  });

  it("ignores a history that fails to load", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: "UNAVAILABLE", message: "down" }, 503)),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(payUnpaidZakatAtLogin()).resolves.toBeUndefined();
    expect(paid).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
