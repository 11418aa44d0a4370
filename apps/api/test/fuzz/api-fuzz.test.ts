import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sign-in";
import { createTestApp } from "../support/test-app";
import { TEST_DRIVERS } from "../support/test-database";
import { startTestLedger, type TestLedger } from "../support/test-ledger";
import { type FuzzRoute, routesOf, validValue } from "./routes-of";

/**
 * Sends generated bad input to every route of the API (the route list and the request schemas come from the
 * OpenAPI document, itself built from the registered routes and their zod contracts, so a new route is fuzzed
 * without touching this file). Every answer must be below 500 and every error must have the one error shape.
 */

const SEED = 0x5e7a47;
const CASES_PER_ROUTE = 200;

/** mulberry32: a small deterministic generator, so every run sends the same requests. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const GOOD_KEY = Keypair.random().publicKey();
/** The key with its last character changed: right shape, wrong checksum. */
const BAD_CHECKSUM_KEY = `${GOOD_KEY.slice(0, 55)}${GOOD_KEY.endsWith("A") ? "B" : "A"}`;

/** Values that are wrong for (nearly) every field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  [],
  ["a"],
  {},
  { nested: { deeper: [1, 2, 3] } },
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "line\nbreak",
  "tab\there",
  "\u001b[31m",
  "\u007f",
  "\ud800",
  "💥",
  "%00",
  "%",
  "'; drop table accounts; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  BAD_CHECKSUM_KEY,
  `${GOOD_KEY}X`,
  GOOD_KEY.toLowerCase(),
  "SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN",
  `USD:${BAD_CHECKSUM_KEY}`,
  `${"A".repeat(13)}:${GOOD_KEY}`,
  "1".repeat(60),
  `${"9".repeat(40)}.5`,
  "1.123456789",
  "-5",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "x".repeat(300),
  "y".repeat(5_000),
  "z".repeat(70_000),
];

/** Whole-request mistakes: bodies that are not what the route reads. */
const BAD_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: "application/json", payload: "{not json" },
  { contentType: "application/json", payload: '{"a":1e309}' },
  { contentType: "application/json", payload: "[1,2,3]" },
  { contentType: "application/json", payload: "null" },
  { contentType: "application/json", payload: '"just a string"' },
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: `{"a":"${"x".repeat(80_000)}"}` },
  { contentType: "application/json", payload: `${"[".repeat(5_000)}${"]".repeat(5_000)}` },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/xml", payload: "<a/>" },
  { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=2" },
  { contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\n--x--" },
  { contentType: "application/json; charset=latin1", payload: "{}" },
];

const BAD_QUERY_SUFFIXES = ["%", "%E0%A4%A", "%ZZ", "%00", "a=%FF%FE", "&&&==", `x=${"%41".repeat(3_000)}`];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes a careless client would. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split("")
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

function encodeQuery(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([key, value]) => {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      return `${encode(key)}=${encode(text ?? "")}`;
    })
    .join("&");
}

/** One generated request for `route`: a good request with one thing made bad. */
function badRequest(route: FuzzRoute, random: () => number, tokens: string[]): InjectOptions {
  const query = Object.fromEntries(
    route.query.map((field) => [field.name, validValue(field.name, field.schema)]),
  );
  const body = route.body ? (validValue("", route.body) as Record<string, unknown>) : undefined;
  const headers: Record<string, string> = {};
  const token = pick(random, tokens);
  if (token) headers.authorization = token;
  let url = route.path;
  let payload: string | undefined = body ? JSON.stringify(body) : undefined;
  if (payload !== undefined) headers["content-type"] = "application/json";

  const bodyFields = body && typeof body === "object" ? Object.keys(body) : [];
  const kind = Math.floor(random() * 6);
  if (kind === 0 && route.query.length > 0) {
    // One query field wrong, or missing.
    const field = pick(random, route.query).name;
    if (random() < 0.15) delete query[field];
    else query[field] = pick(random, BAD_VALUES);
  } else if (kind === 1 && bodyFields.length > 0 && body) {
    const field = pick(random, bodyFields);
    if (random() < 0.15) delete body[field];
    else body[field] = pick(random, BAD_VALUES);
    payload = JSON.stringify(body);
  } else if (kind === 2) {
    const bad = pick(random, BAD_BODIES);
    headers["content-type"] = bad.contentType;
    payload = bad.payload;
  } else if (kind === 3) {
    // Unknown and repeated query parameters beside the right ones.
    query[pick(random, ["extra", "account", "q", "__proto__", "constructor"])] = pick(random, BAD_VALUES);
  } else if (kind === 4) {
    const search = encodeQuery(query);
    return withMethod(
      route,
      `${url}?${search}${search ? "&" : ""}${pick(random, BAD_QUERY_SUFFIXES)}`,
      headers,
      payload,
    );
  } else if (bodyFields.length > 0 && body) {
    // Every field wrong at once.
    for (const field of bodyFields) body[field] = pick(random, BAD_VALUES);
    payload = JSON.stringify(body);
  } else {
    for (const field of route.query) query[field.name] = pick(random, BAD_VALUES);
  }
  const search = encodeQuery(query);
  if (search) url = `${url}?${search}`;
  return withMethod(route, url, headers, payload);
}

function withMethod(
  route: FuzzRoute,
  url: string,
  headers: Record<string, string>,
  payload: string | undefined,
): InjectOptions {
  return { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

/** The SEP-10 routes answer errors as SEP-10 says (`{ error }`); every other route in the one error shape. */
function expectErrorShape(route: FuzzRoute, body: unknown): void {
  if (route.path.startsWith("/api/anchor/")) {
    const sep = body as { error?: unknown; code?: unknown; message?: unknown };
    const ok =
      typeof sep.error === "string" || (typeof sep.code === "string" && typeof sep.message === "string");
    expect(ok, JSON.stringify(body)).toBe(true);
    return;
  }
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
}

describe.each(TEST_DRIVERS)("fuzzing every API route on %s", (driver) => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let routes: FuzzRoute[];
  let tokens: string[];

  beforeAll(async () => {
    ledger = await startTestLedger();
    // Rate limits off: they would answer most of the fuzz with 429 before validation is reached.
    app = await createTestApp(driver, { horizonUrl: ledger.ledger.url, rateLimitPerMinute: 0 });
    const user = Keypair.random();
    await ledger.fund(user);
    const token = await signIn(app, user);
    tokens = [
      "",
      `Bearer ${token}`,
      "Bearer not-a-jwt",
      `Bearer ${token.slice(0, -4)}AAAA`,
      "Basic Zm9vOmJhcg==",
    ];
    routes = routesOf((await app.inject({ url: "/api/docs/json" })).json());
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  it("finds the routes from the contracts, and every one of them", () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/anchor/authentication",
        "POST /api/accounts/create",
        "POST /api/demo/faucet",
        "POST /api/tradefeehistory/createNew",
        "GET /api/coins/latestTrades",
        "GET /api/federation",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it(`answers ${CASES_PER_ROUTE} bad requests to every route with a 4xx (never a 5xx) in the error shape`, async () => {
    const random = generator(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (let index = 0; index < CASES_PER_ROUTE; index += 1) {
        const request = badRequest(route, random, tokens);
        const response = await app.inject(request);
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${request.method} ${String(request.url).slice(0, 200)}`);
          continue;
        }
        if (response.statusCode >= 400) {
          let parsed: unknown;
          try {
            parsed = response.json();
          } catch {
            failures.push(
              `not JSON: ${response.statusCode} ${request.method} ${String(request.url).slice(0, 200)}`,
            );
            continue;
          }
          expectErrorShape(route, parsed);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * CASES_PER_ROUTE);
    // The app still answers a normal request.
    const health = await app.inject({ url: "/api/config" });
    expect(health.statusCode).toBe(200);
    const challenge = await app.inject({ url: `/api/anchor/authentication?account=${GOOD_KEY}` });
    expect(challenge.statusCode).toBe(200);
  }, 180_000);
});
