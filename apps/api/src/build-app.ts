import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { app } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { clientErrorHandler, frameworkErrors } from "./plugins/errors";
import { RouteLogController } from "./plugins/request-log";
import type { Settings } from "./settings";

/** Opens the database (running migrations) and builds the Fastify instance; closing the app closes the database. */
export async function buildApp(settings: Settings, database?: DatabaseHandle): Promise<FastifyInstance> {
  const db = database ?? (await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir }));
  const instance = Fastify({
    logger: settings.logLevel === "silent" ? false : { level: settings.logLevel },
    logController: new RouteLogController(),
    // Every request body of the API is a small JSON object; a signed SEP-10 challenge is the largest.
    bodyLimit: 64 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  instance.addHook("onClose", async () => db.close());
  // fastify-plugin: the app's decorators (settings, database) stay visible on the root instance.
  await instance.register(fp(app), { settings, database: db });
  return instance;
}
