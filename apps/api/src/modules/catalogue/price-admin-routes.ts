import {
  ErrorCode,
  type TAdminPrice,
  ZAdminPriceHistoryResponse,
  ZAdminPriceParams,
  ZAdminPricesResponse,
  ZAdminReferenceBody,
  ZApiError,
} from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assets } from "../../db/schema";
import { AppError } from "../../errors";
import { keyOf, type PriceService, type UsdQuote } from "./price-service";

const adminErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The admin console's Prices section (docs/prices.md): every asset's price in use with its source, age, stale and
 * trusted flags and both inputs; the reference price's editing and history. Every route under /api/admin checks
 * the admin role before it runs (authenticate-admin.ts).
 */
export const priceAdminRoutes: FastifyPluginAsyncZod<{ prices: PriceService }> = async (app, { prices }) => {
  const security = [{ bearerAuth: [] }];

  /** The listed asset of `XLM` / `CODE:ISSUER`; 404 for any other. */
  const listed = async (id: string) => {
    const [code = "", issuer = ""] = id === "XLM" ? ["XLM", ""] : id.split(":");
    const [row] = await app.database.db
      .select()
      .from(assets)
      .where(and(eq(assets.code, code), eq(assets.issuer, issuer)));
    if (!row) throw new AppError(ErrorCode.NotFound, "No listed asset with this code and issuer.");
    return row;
  };

  const view = (quote: UsdQuote, name: string, now: number): TAdminPrice => ({
    code: quote.code,
    issuer: quote.issuer,
    asset: quote.issuer === "" ? quote.code : `${quote.code}:${quote.issuer}`,
    name,
    usd: quote.usd,
    source: quote.source,
    updatedAt: quote.updatedAt > 0 ? new Date(quote.updatedAt).toISOString() : null,
    ageSeconds: quote.updatedAt > 0 ? Math.max(0, Math.floor((now - quote.updatedAt) / 1000)) : null,
    stale: quote.stale,
    trusted: quote.trusted,
    reason: quote.reason ?? null,
    reference: quote.reference ? { ...quote.reference, setAt: quote.reference.setAt.toISOString() } : null,
    market: quote.market
      ? {
          usd: quote.market.usd,
          volumeUsd: quote.market.volumeUsd,
          hours: quote.market.hours,
          lastTradeAt: new Date(quote.market.lastTradeAt).toISOString(),
          via: quote.market.via,
          deviationPercent: quote.deviationPercent ?? null,
        }
      : null,
  });

  app.get(
    "/admin/prices",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Every listed asset's USD price in use: source, age, stale and trusted flags, reference and market",
        security,
        response: { 200: ZAdminPricesResponse, ...adminErrors },
      },
    },
    async () => {
      const [rows, quotes] = await Promise.all([
        app.database.db.select().from(assets).orderBy(assets.sortOrder),
        prices.quotes(),
      ]);
      const now = Date.now();
      return {
        rule: {
          windowHours: prices.rule.windowHours,
          minVolumeUsd: prices.rule.minVolumeUsd,
          maxDeviationPercent: prices.rule.maxDeviationPercent,
          staleAfterHours: prices.rule.staleAfterMs / 3_600_000,
        },
        prices: rows.flatMap((row) => {
          const quote = quotes.get(keyOf(row));
          return quote ? [view(quote, row.name, now)] : [];
        }),
      };
    },
  );

  app.put(
    "/admin/prices/:asset/reference",
    {
      schema: {
        tags: ["admin"],
        summary: "Set an asset's USD reference price (recorded with who changed it and when)",
        security,
        params: ZAdminPriceParams,
        body: ZAdminReferenceBody,
        response: { 200: ZAdminPricesResponse.shape.prices.element, ...adminErrors },
      },
    },
    async (request) => {
      const row = await listed(request.params.asset);
      await prices.setReference(row, request.body.usd, request.account as string, request.body.note.trim());
      request.log.info({ asset: keyOf(row), usd: request.body.usd }, "reference price changed");
      const quote = (await prices.quotes()).get(keyOf(row));
      if (!quote) throw new AppError(ErrorCode.NotFound, "No listed asset with this code and issuer.");
      return view(quote, row.name, Date.now());
    },
  );

  app.get(
    "/admin/prices/:asset/history",
    {
      schema: {
        tags: ["admin"],
        summary: "The changes of an asset's reference price, newest first",
        security,
        params: ZAdminPriceParams,
        response: { 200: ZAdminPriceHistoryResponse, ...adminErrors },
      },
    },
    async (request) => {
      const row = await listed(request.params.asset);
      const changes = await prices.history(row);
      return {
        changes: changes.map((change) => ({
          oldUsd: change.oldUsdPrice === null ? null : Number(change.oldUsdPrice),
          newUsd: Number(change.newUsdPrice),
          changedBy: change.changedBy,
          changedAt: change.changedAt.toISOString(),
          note: change.note,
        })),
      };
    },
  );
};
