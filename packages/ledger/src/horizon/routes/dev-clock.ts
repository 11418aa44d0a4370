import { createHash, timingSafeEqual } from "node:crypto";
import type { ClosedLedger } from "../../node/ledger-node";
import { rfc3339 } from "../../util/time";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, readBody, sendJson } from "../http";
import { badRequest, notFound, sendProblem } from "../problem";

/** The header `POST /_dev/clock` reads its secret from. */
export const DEV_CLOCK_TOKEN_HEADER = "x-dev-clock-token";

/** The latest time the clock may be set to: 9999-12-31T23:59:59Z (RFC 3339 has four-digit years). */
export const MAX_CLOCK_SECONDS = 253_402_300_799;

const KEYS = new Set(["time", "advance", "reset", "close"]);

interface ClockRequest {
  time?: bigint;
  advance?: bigint;
  reset: boolean;
  close: boolean;
}

/** Validates a clock request body; a string names what is wrong (`field: reason`). */
function parseClockRequest(text: string): ClockRequest | { field: string; reason: string } {
  let body: unknown;
  try {
    body = JSON.parse(text || "{}");
  } catch {
    return { field: "body", reason: "expected a JSON object" };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { field: "body", reason: "expected a JSON object" };
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !KEYS.has(key));
  if (unknown !== undefined) {
    return { field: "body", reason: "expected only time, advance, reset and close" };
  }
  const request: ClockRequest = { reset: false, close: false };
  for (const flag of ["reset", "close"] as const) {
    const value = fields[flag];
    if (value === undefined) continue;
    if (typeof value !== "boolean") return { field: flag, reason: "expected true or false" };
    request[flag] = value;
  }
  const time = fields.time;
  if (time !== undefined) {
    const seconds =
      typeof time === "number"
        ? time
        : typeof time === "string" && time.length <= 40
          ? Date.parse(time) / 1000
          : Number.NaN;
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_CLOCK_SECONDS) {
      return {
        field: "time",
        reason: "expected unix seconds or an ISO date between 1970 and the end of year 9999",
      };
    }
    request.time = BigInt(Math.floor(seconds));
  }
  const advance = fields.advance;
  if (advance !== undefined) {
    if (typeof advance !== "number" || !Number.isFinite(advance) || Math.abs(advance) > MAX_CLOCK_SECONDS) {
      return { field: "advance", reason: "expected a number of seconds" };
    }
    request.advance = BigInt(Math.floor(advance));
  }
  return request;
}

/** True when the request carries `token` in `X-Dev-Clock-Token`; compared in constant time. */
function tokenMatches(ctx: RequestContext, token: string): boolean | "missing" {
  const given = ctx.req.headers[DEV_CLOCK_TOKEN_HEADER];
  if (typeof given !== "string" || given === "") return "missing";
  // Equal-length digests: the comparison takes the same time whatever the given token's length.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Development-only clock control. `POST /_dev/clock` with JSON `{ "time": <unix seconds | ISO date> }` sets
 * the ledger clock, `{ "advance": <seconds> }` moves it, `{ "reset": true }` returns to wall time, and
 * `{ "close": true }` first closes the open ledger at once (at the time its first transaction fixed) instead of
 * waiting for the close timer, so a seeder can write one back-dated ledger after another without delay. The
 * answer carries the clock and, after a close, `closed: { sequence, transactions, failed }` (`null` when no
 * transaction was pending). The POST needs the ledger's development clock token in `X-Dev-Clock-Token`
 * (401 without, 403 with a wrong one); a bad body changes nothing and answers 400. `GET` only reads the time,
 * which the `Date` header tells anyway.
 */
export function registerDevClockRoutes(router: Router, app: HorizonApp): void {
  const current = () => {
    const now = app.node.clock.now();
    return { time: Number(now), iso: rfc3339(now) };
  };
  router.add("GET", "/_dev/clock", (ctx) => (app.devClock ? sendJson(ctx, 200, current()) : notFound(ctx)));
  router.add("POST", "/_dev/clock", async (ctx) => {
    if (!app.devClock) return notFound(ctx);
    if (app.devClockToken !== undefined) {
      const matches = tokenMatches(ctx, app.devClockToken);
      if (matches === "missing") {
        return sendProblem(
          ctx,
          401,
          "unauthorized",
          undefined,
          "The development clock needs its token in the X-Dev-Clock-Token header.",
        );
      }
      if (!matches) {
        return sendProblem(ctx, 403, "forbidden", undefined, "The development clock token is wrong.");
      }
    }
    const request = parseClockRequest(await readBody(ctx.req));
    if ("field" in request) return badRequest(ctx, request.field, request.reason);
    // Where the clock ends up, checked before anything changes.
    const base = request.time ?? (request.reset ? app.node.clock.wallTime() : app.node.clock.now());
    const target = base + (request.advance ?? 0n);
    if (target < 0n || target > BigInt(MAX_CLOCK_SECONDS)) {
      return badRequest(ctx, "advance", "the clock would leave the years 1970 to 9999");
    }
    // In turn with the submissions: one that arrived before this request is in the ledger it closes.
    const closed = await app.submissions.run(() => {
      const ledger: ClosedLedger | null | undefined = request.close
        ? (app.node.closeNow() ?? null)
        : undefined;
      if (request.reset) app.node.clock.reset();
      if (request.time !== undefined) app.node.clock.set(request.time);
      if (request.advance !== undefined) app.node.clock.advance(request.advance);
      return ledger;
    });
    sendJson(ctx, 200, closed === undefined ? current() : { ...current(), closed });
  });
}
