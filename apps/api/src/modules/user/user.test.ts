import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { currencyOf, visitorCountry } from "./visitor-country";

describe("visitor country and currency", () => {
  it.each([
    [{ "cf-ipcountry": "DE" }, "DE", "Germany"],
    [{ "accept-language": "en-GB,en;q=0.9" }, "GB", "United Kingdom"],
    [{ "accept-language": "ms-MY" }, "MY", "Malaysia"],
    [{ "accept-language": "fr" }, "US", "United States"],
    [{ "cf-ipcountry": "XX", "accept-language": "th-TH" }, "US", "United States"],
    [{}, "US", "United States"],
  ])("%j → %s", (headers, code, name) => {
    expect(visitorCountry(headers)).toEqual({ countryCode: code, country: name });
  });

  it.each([
    ["US", "USD"],
    ["DE", "EUR"],
    ["MY", "MYR"],
    ["AE", "AED"],
    ["BR", "USD"],
  ])("the currency of %s is %s", (code, currency) => {
    expect(currencyOf(code)).toBe(currency);
  });

  describe("routes", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it("answers the country and the currency from the request", async () => {
      const headers = { "accept-language": "ko-KR,ko;q=0.9" };
      expect((await app.inject({ url: "/api/user/country", headers })).json()).toEqual({
        countryCode: "KR",
        country: "South Korea",
      });
      expect((await app.inject({ url: "/api/user/currency", headers })).json()).toEqual({ currency: "KRW" });
    });
  });
});
