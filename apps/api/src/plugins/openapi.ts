import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI generated from the zod contracts of `@sextant/core`: JSON at /api/docs/json, a UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sextant API",
        description: "REST API of Sextant, a non-custodial wallet and exchange on the Stellar network.",
        version: options.version,
      },
      servers: [],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "SEP-10 token from POST /api/anchor/authentication",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page loads its scripts from its own files, so the app's Content-Security-Policy covers it.
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
