import { SUPPORTED_CURRENCIES } from "@sextant/core";

/** Headers that reverse proxies and CDNs set with the client's country. */
const COUNTRY_HEADERS = [
  "cf-ipcountry",
  "x-vercel-ip-country",
  "cloudfront-viewer-country",
  "x-country-code",
];

const COUNTRY_CURRENCY: Record<string, string> = {
  US: "USD",
  MY: "MYR",
  CN: "CNY",
  KR: "KRW",
  TH: "THB",
  GB: "GBP",
  AU: "AUD",
  IN: "INR",
  VN: "VND",
  TR: "TRY",
  AE: "AED",
  ID: "IDR",
};
const EURO_AREA = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");

const names = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * The visitor's country: a country header set by the proxy in front of the API when there is one, else the region
 * of the first language in Accept-Language (en-GB → GB), else the United States.
 */
export function visitorCountry(headers: Record<string, string | string[] | undefined>): {
  countryCode: string;
  country: string;
} {
  const fromProxy = COUNTRY_HEADERS.map((name) => headers[name]).find((value) => typeof value === "string");
  const language = typeof headers["accept-language"] === "string" ? headers["accept-language"] : "";
  const fromLanguage = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language.split(",")[0]?.trim() ?? "")?.[1];
  const candidate = (typeof fromProxy === "string" ? fromProxy : (fromLanguage ?? "")).toUpperCase();
  const code =
    /^[A-Z]{2}$/.test(candidate) && candidate !== "XX" && names.of(candidate) !== candidate
      ? candidate
      : "US";
  return { countryCode: code, country: names.of(code) ?? code };
}

/** The supported display currency of a country; USD where none of ours fits. */
export function currencyOf(countryCode: string): string {
  const currency = EURO_AREA.includes(countryCode) ? "EUR" : COUNTRY_CURRENCY[countryCode];
  return currency && SUPPORTED_CURRENCIES.includes(currency) ? currency : "USD";
}
