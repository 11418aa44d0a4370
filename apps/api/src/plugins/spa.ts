import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ErrorCode } from "@sextant/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { assetFiles, IMMUTABLE, sendAssetFile } from "./asset-files";
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
  // The hashed files are answered from memory (./asset-files.ts); the static plugin serves the rest of the root.
  const assets = assetFiles(path.join(options.root, "assets"));
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    cacheControl: false,
    globIgnore: ["assets/**"],
    setHeaders: (reply) => reply.header("cache-control", "no-cache"),
  });
  app.get<{ Params: { name: string } }>("/assets/:name", { compress: false }, (request, reply) => {
    const { name } = request.params;
    const sent = sendAssetFile(assets, name, request, reply);
    if (sent) return sent;
    // Source maps stay on disk; nothing but a plain file name of the folder is looked up.
    if (/^[\w-][\w.-]*\.map$/.test(name) && existsSync(path.join(options.root, "assets", name))) {
      return reply.header("cache-control", IMMUTABLE).sendFile(`assets/${name}`);
    }
    return reply.code(404).send({ code: ErrorCode.NotFound, message: `File ${name} not found` });
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
