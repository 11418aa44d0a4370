import { rfc3339 } from "../../util/time";
import type { HorizonApp } from "../app";
import { type Router, readBody, sendJson } from "../http";
import { badRequest, notFound } from "../problem";

/**
 * Development-only clock control. `POST /_dev/clock` with JSON `{ "time": <unix seconds | ISO date> }` sets
 * the ledger clock, `{ "advance": <seconds> }` moves it, `{ "reset": true }` returns to wall time.
 */
export function registerDevClockRoutes(router: Router, app: HorizonApp): void {
  const current = () => {
    const now = app.node.clock.now();
    return { time: Number(now), iso: rfc3339(now) };
  };
  router.add("GET", "/_dev/clock", (ctx) => (app.devClock ? sendJson(ctx, 200, current()) : notFound(ctx)));
  router.add("POST", "/_dev/clock", async (ctx) => {
    if (!app.devClock) return notFound(ctx);
    let body: { time?: unknown; advance?: unknown; reset?: unknown };
    try {
      body = JSON.parse((await readBody(ctx.req)) || "{}") as typeof body;
    } catch {
      return badRequest(ctx, "body", "expected JSON");
    }
    if (body.reset === true) app.node.clock.reset();
    if (typeof body.time === "number") app.node.clock.set(BigInt(Math.floor(body.time)));
    else if (typeof body.time === "string") {
      const ms = Date.parse(body.time);
      if (Number.isNaN(ms)) return badRequest(ctx, "time", "expected unix seconds or an ISO date");
      app.node.clock.set(BigInt(Math.floor(ms / 1000)));
    }
    if (typeof body.advance === "number") app.node.clock.advance(BigInt(Math.floor(body.advance)));
    sendJson(ctx, 200, current());
  });
}
