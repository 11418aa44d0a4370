import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ErrorCode } from "@sextant/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built web app from `root` with history fallback: the files of the build get a route each, and every
 * other GET outside /api gets index.html, so a refresh on any client route works. Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const index = path.join(options.root, "index.html");
  if (!existsSync(index)) {
    throw new Error(`The web app is not built: ${index} is missing. Run \`npm run build\` first.`);
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each hashed file (apps/web/vite.config.ts): served as they are.
    preCompressed: true,
    // Vite's hashed bundles never change under the same name; everything else is revalidated.
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(options.root, "assets") + path.sep);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header("cache-control", "no-cache").sendFile("index.html");
  app.get("/", (_request, reply) => sendIndex(reply));
  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath === "/api" || urlPath.startsWith("/api/")) {
      return reply.code(404).send({ code: ErrorCode.NotFound, message: `Route GET ${urlPath} not found` });
    }
    return sendIndex(reply);
  });
});
