import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/database";
import { systemRoutes } from "./modules/system/routes";
import { errorsPlugin } from "./plugins/errors";
import { openApiPlugin } from "./plugins/openapi";
import { spaPlugin } from "./plugins/spa";
import type { Settings } from "./settings";

declare module "fastify" {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseHandle;
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
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);

  await instance.register(errorsPlugin);
  await instance.register(cors, { origin: true });
  await instance.register(openApiPlugin, { version: options.settings.version });

  await instance.register(
    async (api) => {
      await api.register(systemRoutes);
    },
    { prefix: "/api" },
  );

  if (options.settings.webDist) await instance.register(spaPlugin, { root: options.settings.webDist });
}
