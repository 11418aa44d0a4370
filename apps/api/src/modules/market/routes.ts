import {
  ZApiError,
  ZGetLatestTradesRequest,
  ZGetLatestTradesResponse,
  ZGetMarketConfigResponse,
  ZGetMarketDataRequest,
  ZGetMarketDataResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { latestTrades } from "./latest-trades";
import { loadMarketConfig } from "./market-config";
import type { MarketDataService } from "./market-data-service";

/** The market API (spec doc 1 §7): configuration, every pair's 24 h statistics in one call, latest trades. */
export const marketRoutes: FastifyPluginAsyncZod<{ marketData: MarketDataService }> = async (
  app,
  { marketData },
) => {
  app.get(
    "/coins/marketConfig",
    {
      schema: {
        tags: ["market"],
        summary: "The market configuration: listed pairs by orderId",
        response: { 200: ZGetMarketConfigResponse },
      },
    },
    async () => ({ pairs: await loadMarketConfig(app.database.db) }),
  );

  app.get(
    "/coins/getMarketData",
    {
      schema: {
        tags: ["market"],
        summary: "Rolling 24 h statistics of every configured pair, kept current from the ledger",
        querystring: ZGetMarketDataRequest,
        response: {
          200: ZGetMarketDataResponse,
          304: z.null().describe("Not modified since the ETag"),
          400: ZApiError,
        },
      },
    },
    async (request, reply) => {
      // Served from memory as JSON serialized once per change; pollers revalidate with If-None-Match.
      const answer = marketData.current();
      reply.header("etag", answer.etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === answer.etag) return reply.code(304).send(null);
      return reply
        .type("application/json; charset=utf-8")
        .serializer(() => answer.json)
        .send(answer.data);
    },
  );

  app.get(
    "/coins/latestTrades",
    {
      schema: {
        tags: ["market"],
        summary: "The newest trades of a pair, in the pair's orientation",
        querystring: ZGetLatestTradesRequest,
        response: { 200: ZGetLatestTradesResponse, 400: ZApiError, 503: ZApiError },
      },
    },
    (request) => latestTrades(app.horizon, request.query),
  );
};
