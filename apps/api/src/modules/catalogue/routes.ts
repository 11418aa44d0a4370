import {
  ZApiError,
  ZGetAssetsRequest,
  ZGetAssetsResponse,
  ZGetCurrenciesResponse,
  ZGetSimplePriceRequest,
  ZGetSimplePriceResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currencies } from "../../db/schema";
import { getAssets } from "./get-assets";
import { getSimplePrice } from "./get-simple-price";
import type { PriceService } from "./price-service";

export const catalogueRoutes: FastifyPluginAsyncZod<{ prices: PriceService }> = async (app, { prices }) => {
  app.get(
    "/coins/getAssets",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The asset catalogue with rates in a currency",
        querystring: ZGetAssetsRequest,
        response: { 200: ZGetAssetsResponse, 400: ZApiError },
      },
    },
    (request) => getAssets(app.database.db, prices, request.query.currencyCode),
  );

  app.get(
    "/coins/currenciesList",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Display currencies",
        response: { 200: ZGetCurrenciesResponse },
      },
    },
    async () => {
      const rows = await app.database.db.select().from(currencies).orderBy(currencies.code);
      return { currencies: rows.map((row) => ({ ...row, usdRate: Number(row.usdRate) })) };
    },
  );

  app.get(
    "/price/simple/price",
    {
      schema: {
        tags: ["catalogue"],
        summary: "CoinGecko-compatible prices: the price in use of each asset (docs/prices.md)",
        querystring: ZGetSimplePriceRequest,
        response: { 200: ZGetSimplePriceResponse, 400: ZApiError },
      },
    },
    (request) => getSimplePrice(app.database.db, prices, request.query),
  );
};
