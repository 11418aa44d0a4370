import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The web build's hashed files (`assets/`), held in memory once first asked for and then answered without touching
 * the disk: a cold page asks for dozens of them at once over a browser's six connections, and each answer streamed
 * from disk cost the server a millisecond or more that the page waited for. The build writes a Brotli and a gzip
 * copy beside each text file (apps/web/vite.config.ts); the one the browser accepts is sent as it is. Source maps
 * stay on disk (large, read only by developer tools).
 */

/** One file of the build with its compressed copies and its validator. */
interface TAssetFile {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webp": "image/webp",
  ".wasm": "application/wasm",
};

/** Vite's hashed files never change under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Files answered from disk, not memory: compressed copies (served as variants) and source maps. */
function isVariantOrMap(name: string): boolean {
  return name.endsWith(".br") || name.endsWith(".gz") || name.endsWith(".map");
}

/** A plain file name of the folder: no path, nothing hidden. */
const FILE_NAME = /^[\w-][\w.-]*$/;

/**
 * What the held files may weigh together (each with its compressed copies). A build is a few megabytes; a server
 * that outlives many rebuilds drops what it holds once past this and reads again what is asked for.
 */
const MAX_HELD_BYTES = 64 * 1024 * 1024;

const weight = (file: TAssetFile) => file.identity.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);

/** The build's files, read into memory on their first request (a rebuild's new files are found the same way). */
export interface TAssetFiles {
  get(name: string): TAssetFile | undefined;
  /** What the held files weigh together, in bytes. */
  heldBytes(): number;
}

export function assetFiles(dir: string, maxHeldBytes = MAX_HELD_BYTES): TAssetFiles {
  const files = new Map<string, TAssetFile>();
  let held = 0;
  const read = (name: string): TAssetFile | undefined => {
    const file = path.join(dir, name);
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    const identity = readFileSync(file);
    const sibling = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    return {
      type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      identity,
      br: sibling(".br"),
      gzip: sibling(".gz"),
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    };
  };
  return {
    get(name) {
      if (!FILE_NAME.test(name) || isVariantOrMap(name)) return undefined;
      let file = files.get(name);
      if (!file) {
        file = read(name);
        if (file) {
          if (held + weight(file) > maxHeldBytes) {
            files.clear();
            held = 0;
          }
          files.set(name, file);
          held += weight(file);
        }
      }
      return file;
    },
    heldBytes: () => held,
  };
}

/** The encodings of an Accept-Encoding header the client accepts (q > 0), lower-cased. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Answers `name` from `files`: 304 when the browser's copy is current, else the Brotli copy, the gzip copy or the
 * file itself, whichever the browser accepts first in that order. Undefined when the file is not in memory.
 */
export function sendAssetFile(
  files: TAssetFiles,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const file = files.get(name);
  if (!file) return undefined;
  reply
    .header("cache-control", IMMUTABLE)
    .header("etag", file.etag)
    .header("vary", "accept-encoding")
    .type(file.type);
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (file.br && accepted.has("br")) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && (accepted.has("gzip") || accepted.has("x-gzip"))) {
    return reply.header("content-encoding", "gzip").send(file.gzip);
  }
  return reply.send(file.identity);
}
