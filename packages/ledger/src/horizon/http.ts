import type { IncomingMessage, ServerResponse } from "node:http";

/** Per-request data handed to route handlers. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Absolute origin used to build `_links`, e.g. `http://127.0.0.1:8000`. */
  base: string;
  wantsStream: boolean;
  latestLedger: number;
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

/** A route as registered: method, path pattern (`/accounts/:account_id`) and whether it streams. */
export interface RouteInfo {
  method: string;
  path: string;
  streamable: boolean;
}

interface Route extends RouteInfo {
  pattern: RegExp;
  names: string[];
  handler: Handler;
  streamable: boolean;
}

/** A small path router: `/accounts/:account_id/data/:key` style patterns. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler, options: { streamable?: boolean } = {}): void {
    const names: string[] = [];
    const source = path.replace(/:([a-z_]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    this.routes.push({
      method,
      path,
      pattern: new RegExp(`^${source}/?$`),
      names,
      handler,
      streamable: options.streamable ?? false,
    });
  }

  /** Every registered route, in registration order. */
  list(): RouteInfo[] {
    return this.routes.map(({ method, path, streamable }) => ({ method, path, streamable }));
  }

  /**
   * The route for `method` and `path`: its handler and decoded parameters; `"no-method"` when the path exists
   * for other methods only; `{ badParam }` when a parameter is not valid percent-encoding; `undefined` when no
   * route has this path.
   */
  match(
    method: string,
    path: string,
  ):
    | { handler: Handler; params: Record<string, string>; streamable: boolean }
    | { badParam: string }
    | "no-method"
    | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      for (const [i, name] of route.names.entries()) {
        const value = decodeParam(m[i + 1] ?? "");
        if (value === undefined) return { badParam: name };
        params[name] = value;
      }
      return { handler: route.handler, params, streamable: route.streamable };
    }
    return pathMatched ? "no-method" : undefined;
  }
}

/** A percent-decoded path parameter; `undefined` for malformed percent-encoding or an invalid UTF-8 sequence. */
function decodeParam(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The client a request comes from, for per-client limits: its remote address. */
export function clientOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}

export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Date, Latest-Ledger",
};

export function sendJson(
  ctx: RequestContext,
  status: number,
  body: unknown,
  contentType = "application/hal+json; charset=utf-8",
): void {
  const text = JSON.stringify(body);
  ctx.res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(text),
    "Latest-Ledger": String(ctx.latestLedger),
  });
  ctx.res.end(text);
}

/** The largest request body the ledger reads (a transaction envelope is far smaller). */
export const MAX_BODY_BYTES = 1_048_576;

/** A request body over `MAX_BODY_BYTES`; the server answers it with 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(`request body over ${MAX_BODY_BYTES} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads a request body as UTF-8 (at most `MAX_BODY_BYTES`). A larger body rejects with `BodyTooLargeError` —
 * at once when `Content-Length` announces it, else as soon as the limit is passed; the rest of the body is
 * no longer kept.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const announced = Number(req.headers["content-length"] ?? 0);
    if (announced > MAX_BODY_BYTES) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        req.off("data", onData);
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(c);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
