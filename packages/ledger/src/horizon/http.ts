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

interface Route {
  method: string;
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
      pattern: new RegExp(`^${source}/?$`),
      names,
      handler,
      streamable: options.streamable ?? false,
    });
  }

  match(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string>; streamable: boolean } | "no-method" | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? "");
      });
      return { handler: route.handler, params, streamable: route.streamable };
    }
    return pathMatched ? "no-method" : undefined;
  }
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

const MAX_BODY_BYTES = 1_048_576;

/** Reads a request body (at most 1 MiB; larger bodies reject). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        reject(new Error("request body too large"));
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
