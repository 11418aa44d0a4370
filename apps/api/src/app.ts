import cors from "@fastify/cors";
import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/database";
import { createHorizon } from "./ledger/horizon";
import { authenticatePlugin } from "./modules/auth/authenticate";
import { authRoutes } from "./modules/auth/routes";
import { loadServerSecrets } from "./modules/auth/server-secrets";
import { systemRoutes } from "./modules/system/routes";
import { errorsPlugin } from "./plugins/errors";
import { openApiPlugin } from "./plugins/openapi";
import { spaPlugin } from "./plugins/spa";
import type { Settings } from "./settings";

declare module "fastify" {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseHandle;
    horizon: Horizon.Server;
  }
}

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
}

/** The whole API as one Fastify plugin: tests register it on a fresh instance and call `inject`. */
export async function app(instance: FastifyInstance, options: AppOptions): Promise<void> {
  instance.decorate("settings", options.settings);
  instance.decorate("database", options.database);
  instance.decorate("horizon", createHorizon(options.settings.horizonUrl));
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);

  await instance.register(errorsPlugin);
  await instance.register(cors, { origin: true });
  await instance.register(openApiPlugin, { version: options.settings.version });

  const secrets = await loadServerSecrets(options.database.db, options.settings);
  const issuer = `https://${options.settings.homeDomain}/api/anchor/authentication`;
  await instance.register(authenticatePlugin, { secrets, issuer });

  await instance.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { secrets, issuer });
    },
    { prefix: "/api" },
  );

  if (options.settings.webDist) await instance.register(spaPlugin, { root: options.settings.webDist });
}
