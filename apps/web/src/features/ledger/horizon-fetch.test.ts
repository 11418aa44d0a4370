import { afterEach, describe, expect, it, vi } from "vitest";
import { assetQuery, HorizonRequestError, horizonGet, horizonHref, horizonRecords } from "./horizon-fetch";

const ISSUER = "GAXK56VCC3GHJ47GGA56U44TS7TV5PC7QUVNYK22XPWKVZGGKTCZVANL";

describe("assetQuery: Horizon's asset parameters, as the SDK sends them", () => {
  it.each([
    [{ code: "XLM", issuer: "" }, { selling_asset_type: "native" }],
    [
      { code: "USDT", issuer: ISSUER },
      { selling_asset_type: "credit_alphanum4", selling_asset_code: "USDT", selling_asset_issuer: ISSUER },
    ],
    [
      { code: "LEVELG", issuer: ISSUER },
      { selling_asset_type: "credit_alphanum12", selling_asset_code: "LEVELG", selling_asset_issuer: ISSUER },
    ],
  ])("%j", (asset, expected) => {
    expect(assetQuery("selling", asset)).toEqual(expected);
  });
});

describe("horizonHref", () => {
  it("joins the URL without a doubled slash and leaves unset parameters out", () => {
    expect(horizonHref("http://h.test/", "/trades", { order: "desc", limit: 20, cursor: undefined })).toBe(
      "http://h.test/trades?order=desc&limit=20",
    );
    expect(horizonHref("http://h.test", "/order_book")).toBe("http://h.test/order_book");
  });
});

describe("horizonGet / horizonRecords", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads a collection's records", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ _embedded: { records: [{ id: "1" }, { id: "2" }] } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(horizonRecords("http://h.test", "/trades", { limit: 2 })).resolves.toEqual([
      { id: "1" },
      { id: "2" },
    ]);
    expect(fetchMock).toHaveBeenCalledWith("http://h.test/trades?limit=2", expect.anything());
  });

  it("rejects a refused request with its status and Horizon's problem title, never as data", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ title: "Bad Request" }, { status: 400 }));
    const failure = horizonGet("http://h.test", "/order_book");
    await expect(failure).rejects.toBeInstanceOf(HorizonRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: "Bad Request" });
  });
});
