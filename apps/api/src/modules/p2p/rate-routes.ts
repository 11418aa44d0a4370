import {
  formatBand,
  fromStroops,
  operatorFee,
  toStroops,
  ZApiError,
  ZExchangeRateRequest,
  ZExchangeRateResponse,
  ZGetActiveCountriesRequest,
  ZGetActiveCountriesResponse,
  ZP2pFeeRequest,
  ZP2pFeeResponse,
  ZPriceSpreadRequest,
  ZPriceSpreadResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countryView, type FeeLevelRow, type P2pRates, ratePrices, trimRate } from "./p2p-rates";

/** Countries, reference prices, the spread and the P2P fee levels (spec doc 2 §7): all public. */
export const rateRoutes: FastifyPluginAsyncZod<{ rates: P2pRates }> = async (app, { rates }) => {
  app.get(
    "/p2pcountry/getActive",
    {
      schema: {
        tags: ["p2p"],
        summary: "Active P2P countries and currencies; with asset_code, each country's reference price",
        querystring: ZGetActiveCountriesRequest,
        response: { 200: ZGetActiveCountriesResponse, 404: ZApiError, 503: ZApiError },
      },
    },
    async (request) => {
      const countries = await rates.activeCountries();
      const code = request.query.asset_code;
      if (!code) return { countries: countries.map((country) => countryView(country, null)) };
      const asset = await rates.asset(code);
      const priced = await Promise.all(countries.map((country) => rates.rateIn(asset, country)));
      return { countries: priced.map((rate) => countryView(rate.country, rate.referencePrice)) };
    },
  );

  app.get(
    "/p2p/exchangeRate",
    {
      schema: {
        tags: ["p2p"],
        summary: "An asset's reference price in a country, the buy and sell card prices and the price band",
        querystring: ZExchangeRateRequest,
        response: { 200: ZExchangeRateResponse, 404: ZApiError, 503: ZApiError },
      },
    },
    async (request) => {
      const rate = await rates.rate(request.query.asset_code, request.query.location);
      const level = await rates.feeLevel(rate.asset.code);
      const prices = ratePrices(rate, level.priceSpreadPercent);
      return {
        exchange_rate: { buyPrice: fromStroops(prices.buyPrice), sellPrice: fromStroops(prices.sellPrice) },
        asset_code: rate.asset.code,
        location: rate.country.code,
        currency: rate.country.currency,
        referencePrice: fromStroops(rate.referencePrice),
        usdPrice: fromStroops(rate.usdPrice),
        usdRate: trimRate(rate.country.usdRate),
        priceSpread: trimRate(level.priceSpreadPercent),
        band: formatBand(prices.band),
      };
    },
  );

  app.get(
    "/feesetting-levels/p2pPriceSpread",
    {
      schema: {
        tags: ["p2p"],
        summary: "The P2P price spread of an asset, a percent (buyers' prices add it, sellers' subtract it)",
        querystring: ZPriceSpreadRequest,
        response: { 200: ZPriceSpreadResponse, 404: ZApiError },
      },
    },
    async (request) => {
      const asset = await rates.asset(request.query.asset_code);
      const level = await rates.feeLevel(asset.code);
      return { fee: trimRate(level.priceSpreadPercent), asset_code: asset.code };
    },
  );

  app.get(
    "/feesetting-levels/p2pFee",
    {
      schema: {
        tags: ["p2p"],
        summary: "The P2P fee levels of an asset; with amount, what buyer and seller pay on a trade of it",
        querystring: ZP2pFeeRequest,
        response: { 200: ZP2pFeeResponse, 404: ZApiError },
      },
    },
    async (request) => {
      const asset = await rates.asset(request.query.asset_code);
      const level = await rates.feeLevel(asset.code);
      const amount = request.query.amount === undefined ? undefined : toStroops(request.query.amount);
      const fee = (fixed: string, percent: string) =>
        amount === undefined ? null : fromStroops(operatorFee(amount, { fixed, percent }));
      return {
        fee: feeLevelView(level),
        buyerFee: fee(level.buyerFeeFixed, level.buyerFeePercent),
        sellerFee: fee(level.sellerFeeFixed, level.sellerFeePercent),
      };
    },
  );
};

export function feeLevelView(level: FeeLevelRow) {
  return {
    assetCode: level.assetCode,
    priceSpreadPercent: trimRate(level.priceSpreadPercent),
    p2pBuyerFeeFixed: trimRate(level.buyerFeeFixed),
    p2pBuyerFeePercent: trimRate(level.buyerFeePercent),
    p2pSellerFeeFixed: trimRate(level.sellerFeeFixed),
    p2pSellerFeePercent: trimRate(level.sellerFeePercent),
  };
}
