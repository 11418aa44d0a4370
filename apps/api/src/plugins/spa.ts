import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ErrorCode } from "@sextant/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { bootConfig, withBootConfig } from "./index-html";
import { pagePreloadLinks, readViteManifest } from "./page-preloads";

/**
 * Serves the built web app from `root` with history fallback: the files of the build get a route each, and every
 * other GET outside /api gets index.html, so a refresh on any client route works. Unknown /api paths stay JSON 404s.
 * index.html carries the boot configuration (`./index-html.ts`), read fresh for every page load, and the page's
 * preload links (`./page-preloads.ts`).
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
  // Read on every load (a rebuild replaces it under a running server), with the configuration of the moment.
  const sendIndex = async (url: string, reply: FastifyReply) => {
    const [html, boot, manifest] = await Promise.all([
      readFile(index, "utf8"),
      bootConfig(app),
      readViteManifest(options.root),
    ]);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withBootConfig(html, boot, pagePreloadLinks(url, boot, manifest)));
  };
  app.get("/", (request, reply) => sendIndex(request.url, reply));
  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath === "/api" || urlPath.startsWith("/api/")) {
      return reply.code(404).send({ code: ErrorCode.NotFound, message: `Route GET ${urlPath} not found` });
    }
    return sendIndex(request.url, reply);
  });
});
