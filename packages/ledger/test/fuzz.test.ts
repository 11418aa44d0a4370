// Every route of the Horizon server, taken from its route table, gets a few hundred generated bad requests over
// real HTTP: broken percent-encoding, NUL and control characters, huge and negative numbers, wrong JSON types,
// very long strings, StrKeys with bad checksums, bad cursors/limits/orders, bad Host headers, oversized bodies.
// No answer may be a 5xx, every error must be Horizon's problem document, and the server must keep serving.
import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { buildRouter } from "../src/horizon/server";
import { DEFAULT_LIMITS, DEV_CLOCK_TOKEN_HEADER, STANDALONE_PASSPHRASE } from "../src/index";
import { LedgerNode } from "../src/node/ledger-node";
import { SubmissionQueue } from "../src/node/submission-queue";
import { type TestLedger, useLedger } from "./support/ledger";
import { type RawRequest, type RawResponse, rawRequest } from "./support/raw-http";

const SEED = 0x5e7a47;
const PER_ROUTE = 200;
const CONCURRENCY = 8;

/** mulberry32: a small fixed-seed generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const root = Keypair.master(STANDALONE_PASSPHRASE).publicKey();
/** A valid account id with one character changed: the checksum no longer matches. */
const badChecksum = `${root.slice(0, 55)}${root.endsWith("A") ? "B" : "A"}`;
const secret = Keypair.random().secret();
const muxed = StrKey.encodeMed25519PublicKey(Buffer.alloc(40, 7));
const contract = StrKey.encodeContract(Buffer.alloc(32, 9));

/** Percent-encoded (or raw, URL-safe) bad values for path parameters and query values. */
const BAD_VALUES: readonly string[] = [
  "%ZZ",
  "%",
  "%%",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "%00",
  "%01%02%1F",
  "%0D%0A",
  "%0D%0ASet-Cookie:%20x=1",
  "%7F",
  "%22%3E%3Cscript%3E",
  "%F0%9F%98%80",
  "%C3%BC",
  "..%2F..%2Fetc%2Fpasswd",
  "-1",
  "-9223372036854775809",
  "0",
  "00000000000000000000001",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551616",
  "99999999999999999999999999999999999999999999",
  "1e309",
  "-1e309",
  "1.5",
  "NaN",
  "Infinity",
  "0x10",
  "true",
  "null",
  "%5B%5D",
  "%7B%7D",
  "4294967296-1",
  "1-99999999999999999999",
  "now",
  "now-1",
  "-",
  "",
  "A".repeat(3000),
  "%41".repeat(1000),
  "G".repeat(56),
  badChecksum,
  badChecksum.toLowerCase(),
  root.slice(0, 55),
  `${root}A`,
  secret,
  muxed,
  contract,
  "native",
  "native:",
  `XLM:${badChecksum}`,
  `USD:${root}`,
  `TOOLONGASSETCODE1:${root}`,
  `:${root}`,
  "credit_alphanum4",
  "credit_alphanum12",
  "liquidity_pool_shares",
  "a".repeat(64),
  "g".repeat(64),
  "%20",
  "+",
  "asc",
  "desc",
  "DESC",
  "201",
  "60000",
  "3600000",
];

/** Values that reach deeper into a handler: valid ids, so later parameters get parsed too. */
const GOOD_VALUES: readonly string[] = [root, "1", "2", "native", `USD:${root}`, "10", "asc", "desc"];

const QUERY_KEYS: readonly string[] = [
  "cursor",
  "limit",
  "order",
  "addr",
  "tx",
  "signer",
  "asset",
  "sponsor",
  "liquidity_pool",
  "seller",
  "selling",
  "buying",
  "selling_asset_type",
  "selling_asset_code",
  "selling_asset_issuer",
  "buying_asset_type",
  "buying_asset_code",
  "buying_asset_issuer",
  "base_asset_type",
  "base_asset_code",
  "base_asset_issuer",
  "counter_asset_type",
  "counter_asset_code",
  "counter_asset_issuer",
  "resolution",
  "start_time",
  "end_time",
  "offset",
  "trade_type",
  "offer_id",
  "liquidity_pool_id",
  "reserves",
  "account",
  "include_failed",
  "join",
  "source_account",
  "source_assets",
  "source_asset_type",
  "source_asset_code",
  "source_asset_issuer",
  "source_amount",
  "destination_account",
  "destination_assets",
  "destination_asset_type",
  "destination_asset_code",
  "destination_asset_issuer",
  "destination_amount",
  "asset_code",
  "asset_issuer",
  "%ZZ",
  "%00",
];

const BAD_HOSTS: readonly string[] = [
  "a b",
  "",
  "evil.example/x",
  "[::1",
  "[zz]",
  "h:99999999",
  "é.example",
  "a".repeat(300),
  "localhost:80:80",
  "@",
  "localhost\\evil",
];

/** JSON bodies of the wrong type or range (for `/_dev/clock`, and as nonsense for every other POST). */
const BAD_JSON: readonly string[] = [
  "null",
  "[]",
  "42",
  '"text"',
  "{",
  '{"time": null}',
  '{"time": 1e309}',
  '{"time": -1e309}',
  '{"time": -5}',
  '{"time": 1e300}',
  '{"time": "not a date"}',
  '{"time": "+275760-09-13T00:00:00Z"}',
  '{"time": [1]}',
  '{"time": {"n": 1}}',
  '{"advance": "10"}',
  '{"advance": 1e308}',
  '{"advance": -1e308}',
  '{"reset": 1}',
  '{"close": "true"}',
  '{"__proto__": {"close": true}}',
  '{"constructor": {"prototype": {}}}',
  `{"time": "${"9".repeat(5000)}"}`,
];

const ACCEPTS: readonly string[] = [
  "text/event-stream",
  "application/octet-stream",
  "*/*",
  "text/event-stream, application/json",
  "%00",
  "x".repeat(2000),
];

const CONTENT_TYPES: readonly string[] = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/plain",
  "application/xml",
  "a/b; charset=utf-99",
];

type Rng = ReturnType<typeof generator>;

function value(rng: Rng): string {
  return rng.next() < 0.15 ? rng.pick(GOOD_VALUES) : rng.pick(BAD_VALUES);
}

function body(rng: Rng): string | Buffer {
  const kind = rng.int(5);
  if (kind === 0) return rng.pick(BAD_JSON);
  if (kind === 1) return `tx=${value(rng)}`;
  if (kind === 2) return `--x\r\nContent-Disposition: form-data; name="tx"\r\n\r\n${value(rng)}\r\n--x--\r\n`;
  if (kind === 3) return Buffer.from(Array.from({ length: rng.int(300) }, () => rng.int(256)));
  return `tx=${"A".repeat(rng.int(20_000))}`;
}

/** The `index`-th generated bad request for a route (method, `/path/:param` pattern). */
function generate(rng: Rng, method: string, path: string, index: number, token: string): RawRequest {
  const filled = path.replace(/:([a-z_]+)/g, () => value(rng));
  const pairs: string[] = [];
  const count = rng.int(5);
  for (let i = 0; i < count; i++) pairs.push(`${rng.pick(QUERY_KEYS)}=${value(rng)}`);
  let target = pairs.length ? `${filled}?${pairs.join("&")}` : filled;
  const headers: Array<[string, string]> = [];
  const request: RawRequest = { method, target, headers };
  // Every route gets the same special cases first, then random mixtures.
  switch (index) {
    case 0:
      request.target = `${path.replace(/:([a-z_]+)/g, "%ZZ")}`;
      return request;
    case 1:
      headers.push(["Host", "a b"]);
      return request;
    case 2:
      request.target = `${filled}?cursor=${"9".repeat(7000)}`;
      return request;
    case 3:
      // Over Node's 16 KiB header limit: the HTTP parser itself rejects it.
      request.target = `${filled}?x=${"A".repeat(20_000)}`;
      return request;
    case 4:
      // Over the 1 MiB limit, announced by Content-Length or (every other route) sent chunked.
      request.body = Buffer.alloc(1_048_577, 0x61);
      request.chunked = rng.next() < 0.5;
      headers.push(["Content-Type", rng.pick(CONTENT_TYPES)]);
      return request;
    case 5:
      request.target = `${filled}?limit=${rng.pick(["-1", "0", "201", "1e3", "99999999999999999999"])}`;
      return request;
    case 6:
      // A raw NUL and control characters on the request line.
      request.target = `${filled}\u0000\u0001`;
      return request;
    case 7:
      request.target = `${filled}?limit=0&order=sideways&cursor=-1`;
      return request;
    case 8:
      headers.push(["Accept", "text/event-stream"], ["Last-Event-ID", "%ZZ\u00ff"]);
      return request;
    case 9:
      request.target = "*";
      return request;
    case 10:
      request.target = `//evil.example${filled}`;
      return request;
    case 11:
      // A CORS preflight asking for header names that may not be echoed back.
      request.method = "OPTIONS";
      headers.push(["Access-Control-Request-Headers", "x-a, \u00ff\u00fe, %00"]);
      return request;
    case 12:
      // Many part headers and no value: a backtracking multipart parser would take minutes.
      headers.push(["Content-Type", "multipart/form-data; boundary=x"]);
      request.body = 'name="tx"\n'.repeat(20_000);
      return request;
    default:
      break;
  }
  if (rng.next() < 0.1) headers.push(["Host", rng.pick(BAD_HOSTS)]);
  if (rng.next() < 0.3) headers.push(["Accept", rng.pick(ACCEPTS)]);
  if (rng.next() < 0.1) headers.push(["Last-Event-ID", value(rng)]);
  // Mostly the right token, so the development clock's own checks are reached too.
  const clockToken = rng.next() < 0.7 ? token : value(rng);
  if (path === "/_dev/clock" || rng.next() < 0.2) headers.push([DEV_CLOCK_TOKEN_HEADER, clockToken]);
  if (rng.next() < 0.05) target = `${target}#${value(rng)}`;
  request.target = target;
  if (method === "POST" || rng.next() < 0.05) {
    headers.push(["Content-Type", rng.pick(CONTENT_TYPES)]);
    request.body = body(rng);
  }
  return request;
}

const PROBLEM_KEYS = ["type", "title", "status", "detail", "extras"];

/** What is wrong with an answer, or undefined when it is acceptable. */
function fault(route: string, response: RawResponse): string | undefined {
  if (response.status >= 500) return `${response.status}: ${response.body.slice(0, 300)}`;
  if (response.status < 400) return undefined;
  // Horizon's asynchronous submission answers a rejected transaction with its own document.
  if (route === "POST /transactions_async" && response.body.includes('"tx_status"')) return undefined;
  if (response.headers["content-type"] !== "application/problem+json; charset=utf-8") {
    return `${response.status} with content-type ${response.headers["content-type"]}`;
  }
  let problem: Record<string, unknown>;
  try {
    problem = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return `${response.status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const keys = Object.keys(problem);
  if (
    !["type", "title", "status", "detail"].every((key) => keys.includes(key)) ||
    keys.some((key) => !PROBLEM_KEYS.includes(key)) ||
    typeof problem.type !== "string" ||
    !problem.type.startsWith("https://stellar.org/horizon-errors/") ||
    typeof problem.title !== "string" ||
    typeof problem.detail !== "string" ||
    problem.status !== response.status
  ) {
    return `${response.status} with a body that is not a problem document: ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

const ledger = useLedger({ devClock: true });

/** The route table, read from the same router the server builds. */
function routeTable() {
  const node = new LedgerNode({
    dataDir: "unused",
    passphrase: STANDALONE_PASSPHRASE,
    closeMs: 0,
    devClock: true,
  });
  return buildRouter({
    node,
    submissions: new SubmissionQueue(node, STANDALONE_PASSPHRASE),
    passphrase: STANDALONE_PASSPHRASE,
    devClock: true,
    devClockToken: "unused",
    limits: DEFAULT_LIMITS,
  }).list();
}

async function port(t: TestLedger): Promise<number> {
  return Number(new URL(t.url).port);
}

describe("fuzzing every route", () => {
  it("answers every generated bad request with a 4xx problem (or a success) and keeps serving", async () => {
    const t = ledger();
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(40);
    const rng = generator(SEED);
    const requests: Array<{ route: string; request: RawRequest }> = [];
    for (const { method, path } of routes) {
      for (let i = 0; i < PER_ROUTE; i++) {
        requests.push({
          route: `${method} ${path}`,
          request: generate(rng, method, path, i, t.devClockToken ?? ""),
        });
      }
    }
    const ledgerPort = await port(t);
    const faults: string[] = [];
    const answered = new Map<string, number>();
    const statuses = new Map<number, number>();
    await inPool(requests, CONCURRENCY, async ({ route, request }) => {
      let response: RawResponse;
      try {
        response = await rawRequest(ledgerPort, request);
      } catch (error) {
        faults.push(`${route} ${request.target.slice(0, 120)}: ${String(error)}`);
        return;
      }
      answered.set(route, (answered.get(route) ?? 0) + 1);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problem = fault(route, response);
      if (problem) faults.push(`${route} ${JSON.stringify(request.target.slice(0, 160))}: ${problem}`);
    });
    expect(faults.slice(0, 25)).toEqual([]);
    for (const { method, path } of routes) expect(answered.get(`${method} ${path}`)).toBe(PER_ROUTE);
    // The mix reached both the handlers' own checks and the server's.
    for (const status of [400, 401, 403, 404, 406, 413, 431]) {
      expect(statuses.get(status) ?? 0, String(status)).toBeGreaterThan(0);
    }

    // Still alive and serving: the root document, and an account funded afterwards.
    const rootDoc = await fetch(`${t.url}/`);
    expect(rootDoc.status).toBe(200);
    const fresh = Keypair.random().publicKey();
    expect((await fetch(`${t.url}/friendbot?addr=${fresh}`)).status).toBe(200);
    expect((await fetch(`${t.url}/accounts/${fresh}`)).status).toBe(200);
  }, 300_000);
});
