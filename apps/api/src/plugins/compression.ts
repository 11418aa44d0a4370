import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Compresses the API's JSON and the web app's text files for clients that accept it (Brotli first, then gzip).
 * The web app's hashed files are compressed once at build time (`.br` / `.gz` beside each file, served by the
 * static plugin as they are); this covers everything answered at request time. Server-sent event streams are
 * never compressed: a compressor buffers, and an event must reach the browser when it is written.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes:
      /^(application\/(json|javascript|xml|manifest\+json)|text\/(html|css|javascript|plain|xml)|image\/svg\+xml)/,
  });
});
