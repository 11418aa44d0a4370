import { ZGetConfigResponse, ZGetHealthResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkLedger } from "./check-ledger";
import { publicConfig } from "./public-config";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Reachability of the database and the ledger",
        response: { 200: ZGetHealthResponse },
      },
    },
    async () => {
      const { settings, database } = app;
      const [databaseUp, ledger] = await Promise.all([database.ping(), checkLedger(settings.horizonUrl)]);
      return {
        status: databaseUp && ledger.reachable ? ("ok" as const) : ("degraded" as const),
        version: settings.version,
        database: { reachable: databaseUp, driver: database.driver },
        ledger: { horizonUrl: settings.horizonUrl, ...ledger },
        demoWorld: app.demoWorld.status,
      };
    },
  );

  app.get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Network settings the web app starts with",
        response: { 200: ZGetConfigResponse },
      },
    },
    async () => publicConfig(app.settings),
  );
};
