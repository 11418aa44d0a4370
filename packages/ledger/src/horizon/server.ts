import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { HorizonApp } from "./app";
import { CORS_HEADERS, type RequestContext, Router } from "./http";
import { sendProblem } from "./problem";
import { registerAccountListRoute } from "./routes/account-list";
import { registerAccountRoutes } from "./routes/accounts";
import { registerAssetRoutes } from "./routes/assets";
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
  registerPlaceholderRoutes(router, app);
  registerDevClockRoutes(router, app);
  return router;
}

function preflight(res: ServerResponse, req: IncomingMessage): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
    "Access-Control-Max-Age": "86400",
  });
  res.end();
}

/** Horizon-compatible HTTP server on node:http (see docs/decisions/0002-ledger-http-server.md). */
export function createHorizonServer(app: HorizonApp): Server {
  const router = buildRouter(app);
  return createServer((req, res) => {
    if (req.method === "OPTIONS") return preflight(res, req);
    // With the development clock the Date header follows ledger time, so SDK time bounds
    // (`fetchTimebounds`) agree with the ledger.
    if (app.devClock) res.setHeader("Date", new Date(Number(app.node.clock.now()) * 1000).toUTCString());
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const ctx: RequestContext = {
      req,
      res,
      url,
      params: {},
      query: url.searchParams,
      base: `http://${req.headers.host ?? "localhost"}`,
      wantsStream: (req.headers.accept ?? "").includes("text/event-stream"),
      latestLedger: app.node.history.ledgers.length,
    };
    const match = router.match(req.method ?? "GET", url.pathname);
    if (match === undefined) return sendProblem(ctx, 404, "not_found");
    if (match === "no-method") return sendProblem(ctx, 405, "method_not_allowed", undefined, "");
    if (ctx.wantsStream && !match.streamable) return sendProblem(ctx, 406, "not_acceptable", undefined, "");
    ctx.params = match.params;
    Promise.resolve()
      .then(() => match.handler(ctx))
      .catch((error: unknown) => {
        if (!res.headersSent) sendProblem(ctx, 500, "server_error", undefined, String(error));
        else res.end();
      });
  });
}
