import type { ClosedLedger } from "../../node/ledger-node";
import { rfc3339 } from "../../util/time";
import type { HorizonApp } from "../app";
import { type Router, readBody, sendJson } from "../http";
import { badRequest, notFound } from "../problem";

/**
 * Development-only clock control. `POST /_dev/clock` with JSON `{ "time": <unix seconds | ISO date> }` sets
 * the ledger clock, `{ "advance": <seconds> }` moves it, `{ "reset": true }` returns to wall time, and
 * `{ "close": true }` first closes the open ledger at once (at the time its first transaction fixed) instead of
 * waiting for the close timer, so a seeder can write one back-dated ledger after another without delay. The
 * answer carries the clock and, after a close, `closed: { sequence, transactions, failed }` (`null` when no
 * transaction was pending).
 */
export function registerDevClockRoutes(router: Router, app: HorizonApp): void {
  const current = () => {
    const now = app.node.clock.now();
    return { time: Number(now), iso: rfc3339(now) };
  };
  router.add("GET", "/_dev/clock", (ctx) => (app.devClock ? sendJson(ctx, 200, current()) : notFound(ctx)));
  router.add("POST", "/_dev/clock", async (ctx) => {
    if (!app.devClock) return notFound(ctx);
    let body: { time?: unknown; advance?: unknown; reset?: unknown; close?: unknown };
    try {
      body = JSON.parse((await readBody(ctx.req)) || "{}") as typeof body;
    } catch {
      return badRequest(ctx, "body", "expected JSON");
    }
    let time: bigint | undefined;
    if (typeof body.time === "number") time = BigInt(Math.floor(body.time));
    else if (typeof body.time === "string") {
      const ms = Date.parse(body.time);
      if (Number.isNaN(ms)) return badRequest(ctx, "time", "expected unix seconds or an ISO date");
      time = BigInt(Math.floor(ms / 1000));
    }
    let closed: ClosedLedger | null | undefined;
    if (body.close === true) closed = app.node.closeNow() ?? null;
    if (body.reset === true) app.node.clock.reset();
    if (time !== undefined) app.node.clock.set(time);
    if (typeof body.advance === "number") app.node.clock.advance(BigInt(Math.floor(body.advance)));
    sendJson(ctx, 200, closed === undefined ? current() : { ...current(), closed });
  });
}
