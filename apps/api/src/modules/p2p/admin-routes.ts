import {
  ZAdminCountriesResponse,
  ZAdminCountryBody,
  ZAdminCountryParams,
  ZAdminFeeLevelBody,
  ZAdminFeeLevelParams,
  ZAdminFeeLevelsResponse,
  ZAdminP2pCountry,
  ZApiError,
  ZP2pFeeLevel,
} from "@sextant/core";
import { asc, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { p2pCountries, p2pFeeLevels } from "../../db/schema";
import { type CountryRow, type P2pRates, trimRate } from "./p2p-rates";
import { feeLevelView } from "./rate-routes";

const adminErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The admin console's P2P settings: countries with their USD rates and the spread and fees per asset. Every
 * route under /api/admin checks the admin role before it runs (authenticate-admin.ts).
 */
export const p2pAdminRoutes: FastifyPluginAsyncZod<{ rates: P2pRates }> = async (app, { rates }) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    "/admin/p2p/countries",
    {
      schema: {
        tags: ["admin"],
        summary: "Every P2P country, inactive ones too",
        security,
        response: { 200: ZAdminCountriesResponse, ...adminErrors },
      },
    },
    async () => {
      const rows = await app.database.db
        .select()
        .from(p2pCountries)
        .orderBy(asc(p2pCountries.sortOrder), asc(p2pCountries.code));
      return { countries: rows.map(adminCountryView) };
    },
  );

  app.put(
    "/admin/p2p/countries/:code",
    {
      schema: {
        tags: ["admin"],
        summary: "Create or change a P2P country (name, currency, USD rate, active)",
        security,
        params: ZAdminCountryParams,
        body: ZAdminCountryBody,
        response: { 200: ZAdminP2pCountry, ...adminErrors },
      },
    },
    async (request) => {
      const values = {
        code: request.params.code.toUpperCase(),
        name: request.body.name.trim(),
        currency: request.body.currency.toUpperCase(),
        usdRate: request.body.usdRate,
        active: request.body.active,
      };
      const [row] = await app.database.db
        .insert(p2pCountries)
        .values({ ...values, sortOrder: 1000 })
        .onConflictDoUpdate({
          target: p2pCountries.code,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return adminCountryView(row as CountryRow);
    },
  );

  app.get(
    "/admin/p2p/fee-levels",
    {
      schema: {
        tags: ["admin"],
        summary: "The P2P spread and fees of every P2P asset",
        security,
        response: { 200: ZAdminFeeLevelsResponse, ...adminErrors },
      },
    },
    async () => {
      const levels = await Promise.all((await rates.assets()).map((asset) => rates.feeLevel(asset.code)));
      return { levels: levels.map(feeLevelView) };
    },
  );

  app.put(
    "/admin/p2p/fee-levels/:assetCode",
    {
      schema: {
        tags: ["admin"],
        summary: "Set the P2P spread and fees of one asset",
        security,
        params: ZAdminFeeLevelParams,
        body: ZAdminFeeLevelBody,
        response: { 200: ZP2pFeeLevel, ...adminErrors },
      },
    },
    async (request) => {
      const asset = await rates.asset(request.params.assetCode);
      const values = {
        priceSpreadPercent: request.body.priceSpreadPercent,
        buyerFeeFixed: request.body.p2pBuyerFeeFixed,
        buyerFeePercent: request.body.p2pBuyerFeePercent,
        sellerFeeFixed: request.body.p2pSellerFeeFixed,
        sellerFeePercent: request.body.p2pSellerFeePercent,
      };
      const [row] = await app.database.db
        .insert(p2pFeeLevels)
        .values({ assetCode: asset.code, ...values })
        .onConflictDoUpdate({ target: p2pFeeLevels.assetCode, set: values })
        .returning();
      return feeLevelView(row as typeof p2pFeeLevels.$inferSelect);
    },
  );
};

function adminCountryView(row: CountryRow) {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    usdRate: trimRate(row.usdRate),
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}
