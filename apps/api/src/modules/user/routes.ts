import { ZGetUserCountryResponse, ZGetUserCurrencyResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currencyOf, visitorCountry } from "./visitor-country";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/country",
    {
      schema: {
        tags: ["user"],
        summary: "The visitor's country",
        response: { 200: ZGetUserCountryResponse },
      },
    },
    async (request) => visitorCountry(request.headers),
  );

  app.get(
    "/user/currency",
    {
      schema: {
        tags: ["user"],
        summary: "The visitor's display currency",
        response: { 200: ZGetUserCurrencyResponse },
      },
    },
    async (request) => ({ currency: currencyOf(visitorCountry(request.headers).countryCode) }),
  );
};
