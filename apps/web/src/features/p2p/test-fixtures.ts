import type { TCatalogueAsset, TP2pAd, TP2pCountry } from "@sextant/core";
import { vi } from "vitest";
import { testCatalogueAsset } from "../../test/fixtures";
import { kycInfoFixture } from "../kyc/model/kyc-fixtures";

/** Test-only: the P2P API and Horizon as the server would answer, with knobs for each failure. */
export const ISSUER = `G${"B".repeat(55)}`;

export function catalogueAsset(code: string, currentRate: number): TCatalogueAsset {
  return testCatalogueAsset(code, {
    issuer: code === "XLM" ? "" : ISSUER,
    currentRate,
    priceSource: "ledger",
    homeDomainURL: code === "XLM" ? "" : "localhost:3000",
  });
}

export const CATALOGUE = [
  catalogueAsset("XLM", 0.35),
  catalogueAsset("LEVELG", 0.05),
  catalogueAsset("BTC", 95000),
];

const country = (code: string, name: string, currency: string, methods: TP2pCountry["payment_methods"]) => ({
  code,
  name,
  currency,
  symbol: "",
  usdRate: "1",
  payment_methods: methods,
  Price: null,
});
export const COUNTRIES: TP2pCountry[] = [
  country("US", "United States", "USD", ["Local_Bank", "Payoneer", "Skrill"]),
  country("MY", "Malaysia", "MYR", ["Local_Bank"]),
];

export const EXCHANGE_RATE = {
  exchange_rate: { buyPrice: "0.3552500", sellPrice: "0.3447500" },
  asset_code: "XLM",
  location: "US",
  currency: "USD",
  referencePrice: "0.3500000",
  usdPrice: "0.3500000",
  usdRate: "1",
  priceSpread: "1.5",
  band: { low: "0.322", high: "0.378" },
};

export function ad(overrides: Partial<TP2pAd> = {}): TP2pAd {
  return {
    id: "1",
    type: "sell",
    assetCode: "XLM",
    account: `G${"C".repeat(55)}`,
    status: "Active",
    available_amount: "500.0000000",
    total_amount: "500.0000000",
    minQty: "30.0000000",
    maxQty: "140.0000000",
    currency: "USD",
    unitPrice: "0.3500000",
    unitPriceMax: "0.3780000",
    priceSpread: "0.00",
    timeFrame: 15,
    location: "US",
    payment_method: "Local_Bank",
    payment_method_label: "Local Bank Transfer",
    bank_name: "Chase Bank",
    bank_account_number: null,
    bank_account_title: "Olivia Bennett",
    accountTitle: "Olivia Bennett",
    payoneer_email: null,
    skrill_email: null,
    email: null,
    buyerUSDRate: "0.35",
    sellerUSDRate: "0.35",
    isLocal: true,
    kyc: { status: "approved" },
    rating: 4.5,
    first_name: "Olivia",
    last_name: "Bennett",
    companyName: "",
    isCompanyKyc: false,
    listed: true,
    createdAt: "2026-11-24T06:00:00.000Z",
    updatedAt: "2026-11-24T06:00:00.000Z",
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export interface TP2pApiStub {
  ads: { buy: TP2pAd[]; sell: TP2pAd[]; mine: TP2pAd[] };
  failAds: boolean;
  failRates: boolean;
  kyc: "approved" | "pending" | null;
  /** When set, GET /api/kyc/info answers only once it resolves (a KYC still loading). */
  kycAnswered?: Promise<void>;
  /** Balances Horizon reports for the signed-in account (code → amount). */
  balances: Record<string, string>;
  created: unknown[];
  createAnswer: (body: unknown) => Response;
  /** GET /p2p/ChangeAdStatus; by default the ad with its new status. */
  statusAnswer: (adId: string, status: string) => Response;
  calls: string[];
}

function kycInfo(account: string, status: "approved" | "pending") {
  const info = kycInfoFixture({
    accountId: account,
    status,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "+1 555 0100",
    countryCode: "US",
    countryDial: "+1",
    isEmailVerified: true,
    isPhoneVerified: true,
  });
  return { ...info, state: { ...info.state, step: 3 } };
}

function horizonAccount(account: string, balances: Record<string, string>) {
  return {
    id: account,
    account_id: account,
    sequence: "1",
    subentry_count: Object.keys(balances).length,
    balances: Object.entries(balances).map(([code, balance]) =>
      code === "XLM"
        ? { asset_type: "native", balance, selling_liabilities: "0", buying_liabilities: "0" }
        : {
            asset_type: "credit_alphanum12",
            asset_code: code,
            asset_issuer: ISSUER,
            balance,
            selling_liabilities: "0",
            buying_liabilities: "0",
          },
    ),
    data: {},
  };
}

/** Stubs `fetch` with the P2P API, the catalogue, KYC and Horizon; `account` is the signed-in key, if any. */
export function stubP2pApi(account = ""): TP2pApiStub {
  const stub: TP2pApiStub = {
    ads: { buy: [], sell: [], mine: [] },
    failAds: false,
    failRates: false,
    kyc: "approved",
    balances: { XLM: "1000", LEVELG: "200" },
    created: [],
    createAnswer: (body) => json({ message: "Success", replayed: false, ad: ad(body as Partial<TP2pAd>) }),
    statusAnswer: (adId, status) => {
      const found = stub.ads.mine.find((row) => row.id === adId);
      if (found) found.status = status as TP2pAd["status"];
      return json({ message: "Success", ad: found ?? ad({ id: adId }) });
    },
    calls: [],
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://app.test",
    );
    stub.calls.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
    const path = url.pathname;
    if (path === "/api/coins/getAssets") return json({ currencyCode: "USD", assets: CATALOGUE });
    if (path === "/api/p2pcountry/getActive") return json({ countries: COUNTRIES });
    if (path === "/api/p2p/exchangeRate") {
      return stub.failRates ? json({ code: "INTERNAL", message: "down" }, 500) : json(EXCHANGE_RATE);
    }
    if (path === "/api/p2p/getadsByAsset" || path === "/api/p2p/getAdsByAssetAndAccountId") {
      if (stub.failAds) return json({ code: "INTERNAL", message: "down" }, 500);
      const type = url.searchParams.get("type") as "buy" | "sell";
      const source = path.endsWith("AccountId")
        ? stub.ads.mine.filter((row) => row.type === type)
        : stub.ads[type];
      // Ten a page; the cursor is the index of the next page's first ad.
      const start = Number(url.searchParams.get("paging_id") || 0);
      const more = start + 10 < source.length;
      return json({
        ads: source.slice(start, start + 10),
        paging_id: more ? String(start + 10) : null,
        has_more: more,
      });
    }
    if (path === "/api/kyc/info") {
      await stub.kycAnswered;
      return stub.kyc ? json(kycInfo(account, stub.kyc)) : json({ code: "NO_USER", message: "No user" }, 404);
    }
    if (path === "/api/p2p/addBuyAd" || path === "/api/p2p/addSellAd") {
      const body = JSON.parse(String(init?.body ?? "{}"));
      stub.created.push(body);
      return stub.createAnswer({ ...body, type: path.endsWith("BuyAd") ? "buy" : "sell" });
    }
    if (path === "/api/p2p/ChangeAdStatus") {
      return stub.statusAnswer(url.searchParams.get("adId") ?? "", url.searchParams.get("status") ?? "");
    }
    if (path === `/accounts/${account}`) return json(horizonAccount(account, stub.balances));
    return json({ code: "NOT_FOUND", message: "not here" }, 404);
  });
  return stub;
}
