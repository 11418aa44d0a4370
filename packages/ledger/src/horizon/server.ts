import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { HorizonApp } from "./app";
import {
  BodyTooLargeError,
  CORS_HEADERS,
  clientOf,
  MAX_BODY_BYTES,
  type RequestContext,
  Router,
} from "./http";
import { StreamCounter } from "./limits";
import { badRequest, PROBLEM_CONTENT_TYPE, problemBody, sendProblem } from "./problem";
import { registerAccountListRoute } from "./routes/account-list";
import { registerAccountRoutes } from "./routes/accounts";
import { registerAssetRoutes } from "./routes/assets";
import { registerClaimableBalanceRoutes } from "./routes/claimable-balances";
import { registerDevClockRoutes } from "./routes/dev-clock";
import { registerFeeStatsRoute } from "./routes/fee-stats";
import { registerFriendbotRoutes } from "./routes/friendbot";
import { registerHistoryRoutes } from "./routes/history-routes";
import { registerLiquidityPoolRoutes } from "./routes/liquidity-pools";
import { registerOfferRoutes } from "./routes/offers";
import { registerOrderBookRoute } from "./routes/order-book";
import { registerPathRoutes } from "./routes/paths";
import { registerPlaceholderRoutes } from "./routes/placeholders";
import { registerRootRoute } from "./routes/root";
import { registerSubmitRoutes } from "./routes/submit";
import { registerTradeAggregationRoute } from "./routes/trade-aggregations";
import { registerTradeRoutes } from "./routes/trades";

export function buildRouter(app: HorizonApp): Router {
  const router = new Router();
  registerRootRoute(router, app);
  registerAccountListRoute(router, app);
  registerAccountRoutes(router, app);
  registerSubmitRoutes(router, app);
  registerHistoryRoutes(router, app);
  registerFriendbotRoutes(router, app);
  registerFeeStatsRoute(router, app);
  registerAssetRoutes(router, app);
  registerOfferRoutes(router, app);
  registerOrderBookRoute(router, app);
  registerTradeRoutes(router, app);
  registerTradeAggregationRoute(router, app);
  registerPathRoutes(router, app);
  registerLiquidityPoolRoutes(router, app);
  registerClaimableBalanceRoutes(router, app);
  registerPlaceholderRoutes(router, app);
  registerDevClockRoutes(router, app);
  return router;
}

function preflight(res: ServerResponse, req: IncomingMessage): void {
  const requested = req.headers["access-control-request-headers"];
  res.writeHead(204, {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers":
      typeof requested === "string" && HEADER_VALUE.test(requested) ? requested : "*",
    "Access-Control-Max-Age": "86400",
  });
  res.end();
}

/** Printable ASCII only: what may be echoed back in a response header. */
const HEADER_VALUE = /^[\x20-\x7e]*$/;
/** A host name, IPv4 or bracketed IPv6 address with an optional port: what `_links` may be built from. */
const HOST = /^(?:[a-z0-9_][a-z0-9_.-]{0,252}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * Splits the request target into the path and the query without `new URL` on client input: the path keeps
 * its percent-encoding (the router decodes parameters), the query is parsed by `URLSearchParams`, which
 * never throws. `undefined` for a target that is not an absolute path (`*`, `http://…`, `//host/…`).
 */
function parseTarget(target: string): { url: URL; query: URLSearchParams } | undefined {
  if (!target.startsWith("/") || target.startsWith("//")) return undefined;
  const hash = target.indexOf("#");
  const withoutHash = hash === -1 ? target : target.slice(0, hash);
  const mark = withoutHash.indexOf("?");
  const path = mark === -1 ? withoutHash : withoutHash.slice(0, mark);
  const search = mark === -1 ? "" : withoutHash.slice(mark + 1);
  const url = new URL("http://localhost/");
  url.pathname = path;
  url.search = search;
  return { url, query: new URLSearchParams(search) };
}

/** The origin `_links` are built from: the Host header when it is a valid host, else the address the client reached. */
function originOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (host === undefined || host === "") {
    const { localAddress, localPort } = req.socket;
    if (!localAddress) return "http://localhost";
    return `http://${localAddress.includes(":") ? `[${localAddress}]` : localAddress}:${localPort}`;
  }
  return HOST.test(host) ? `http://${host}` : undefined;
}

/** Answers a failure before or outside a route handler, and a handler's own unexpected failure. */
function answerFailure(ctx: RequestContext, error: unknown): void {
  if (ctx.res.headersSent) {
    ctx.res.end();
    return;
  }
  if (error instanceof BodyTooLargeError) {
    // The rest of the body is not read: end the connection after the answer.
    ctx.res.setHeader("Connection", "close");
    sendProblem(
      ctx,
      413,
      "payload_too_large",
      undefined,
      `The request body is over ${MAX_BODY_BYTES} bytes.`,
    );
    return;
  }
  console.error("ledger: request failed:", error);
  sendProblem(ctx, 500, "server_error");
}

/** Answers a request the HTTP parser rejected (bad request line or header, headers too large) with a problem. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (
    error.code === "ECONNRESET" ||
    !socket.writable ||
    (socket as Duplex & { _httpMessage?: unknown })._httpMessage
  ) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  const body = JSON.stringify(
    tooLarge
      ? problemBody(
          status,
          "request_header_fields_too_large",
          undefined,
          "The request line or headers are too large.",
        )
      : problemBody(status, "bad_request", undefined, "The request could not be parsed as HTTP."),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Access-Control-Allow-Origin: *\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Horizon-compatible HTTP server on node:http (see docs/decisions/0002-ledger-http-server.md). */
export function createHorizonServer(app: HorizonApp): Server {
  const router = buildRouter(app);
  const streams = new StreamCounter(app.limits.streamsPerClient, app.limits.streamsTotal);
  const server = createServer((req, res) => {
    // A client that goes away mid-request must not raise an unhandled stream error.
    req.on("error", () => {});
    res.on("error", () => {});
    const ctx: RequestContext = {
      req,
      res,
      url: new URL("http://localhost/"),
      params: {},
      query: new URLSearchParams(),
      base: "http://localhost",
      wantsStream: false,
      latestLedger: app.node.history.ledgers.length,
    };
    try {
      route(ctx);
    } catch (error) {
      answerFailure(ctx, error);
    }
  });

  function route(ctx: RequestContext) {
    const { req, res } = ctx;
    if (req.method === "OPTIONS") return preflight(res, req);
    // With the development clock the Date header follows ledger time, so SDK time bounds
    // (`fetchTimebounds`) agree with the ledger.
    if (app.devClock) res.setHeader("Date", new Date(Number(app.node.clock.now()) * 1000).toUTCString());
    const origin = originOf(req);
    if (origin === undefined) return badRequest(ctx, "Host", "invalid host header");
    ctx.base = origin;
    const target = parseTarget(req.url ?? "/");
    if (target === undefined) return badRequest(ctx, "url", "the request target must be an absolute path");
    ctx.url = target.url;
    ctx.query = target.query;
    const accept = req.headers.accept;
    ctx.wantsStream = typeof accept === "string" && accept.includes("text/event-stream");
    const match = router.match(req.method ?? "GET", target.url.pathname);
    if (match === undefined) return sendProblem(ctx, 404, "not_found");
    if (match === "no-method") return sendProblem(ctx, 405, "method_not_allowed", undefined, "");
    if ("badParam" in match) return badRequest(ctx, match.badParam, "invalid percent-encoding");
    if (ctx.wantsStream && !match.streamable) return sendProblem(ctx, 406, "not_acceptable", undefined, "");
    if (ctx.wantsStream) {
      const client = clientOf(req);
      const release = streams.acquire(client);
      if (!release) {
        res.setHeader("Retry-After", "10");
        return sendProblem(
          ctx,
          429,
          "rate_limit_exceeded",
          undefined,
          "Too many open streams: close some before opening more.",
        );
      }
      res.once("close", release);
    }
    ctx.params = match.params;
    Promise.resolve()
      .then(() => match.handler(ctx))
      .catch((error: unknown) => answerFailure(ctx, error));
  }

  server.on("clientError", answerClientError);
  return server;
}
