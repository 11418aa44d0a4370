import { type ClientRequest, request as httpRequest, type IncomingMessage } from "node:http";
import { Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson } from "./support/http";
import { startTestLedger, type TestLedger, useLedger } from "./support/ledger";
import { type RawResponse, rawRequest } from "./support/raw-http";

const portOf = (t: TestLedger) => Number(new URL(t.url).port);

function expectProblem(response: RawResponse, status: number, type: string): Record<string, unknown> {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toMatchObject({ type: `https://stellar.org/horizon-errors/${type}`, status });
  expect(
    Object.keys(body).filter((k) => !["type", "title", "status", "detail", "extras"].includes(k)),
  ).toEqual([]);
  return body;
}

describe("requests that used to stop the ledger", () => {
  const ledger = useLedger();

  it("answers malformed percent-encoding in a path parameter with 400 and keeps serving", async () => {
    const t = ledger();
    for (const target of ["/accounts/%ZZ", "/accounts/%E0%A4%A/payments", "/transactions/%", "/offers/%C0"]) {
      const body = expectProblem(await rawRequest(portOf(t), { method: "GET", target }), 400, "bad_request");
      expect(body.extras).toMatchObject({ reason: "invalid percent-encoding" });
    }
    expect((await fetch(`${t.url}/`)).status).toBe(200);
  });

  it("answers a Host header that is not a host with 400, and one that is with links on that host", async () => {
    const t = ledger();
    for (const host of ["a b", "evil.example/x", "[::1", "a\\b"]) {
      const response = await rawRequest(portOf(t), { method: "GET", target: "/", headers: [["Host", host]] });
      expect(expectProblem(response, 400, "bad_request").extras).toMatchObject({ invalid_field: "Host" });
    }
    const good = await rawRequest(portOf(t), {
      method: "GET",
      target: "/",
      headers: [["Host", "ledger_1.test:81"]],
    });
    expect(good.status).toBe(200);
    expect(JSON.parse(good.body)._links.self.href).toBe("http://ledger_1.test:81/");
    expect((await fetch(`${t.url}/`)).status).toBe(200);
  });

  it("answers what the HTTP parser rejects (NUL on the request line, a 20 KB URL) with a problem too", async () => {
    const t = ledger();
    expectProblem(
      await rawRequest(portOf(t), { method: "GET", target: "/accounts/\u0000" }),
      400,
      "bad_request",
    );
    const long = await rawRequest(portOf(t), {
      method: "GET",
      target: `/ledgers?cursor=${"1".repeat(20_000)}`,
    });
    expectProblem(long, 431, "request_header_fields_too_large");
    // Under the limit, a long value reaches the route, which rejects it.
    const longCursor = await rawRequest(portOf(t), {
      method: "GET",
      target: `/ledgers?cursor=${"1".repeat(8000)}`,
    });
    expectProblem(longCursor, 400, "bad_request");
    expect((await fetch(`${t.url}/`)).status).toBe(200);
  });

  it("answers a body over 1 MiB with 413, announced or chunked, instead of resetting the connection", async () => {
    const t = ledger();
    const announced = await fetch(`${t.url}/transactions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `tx=${"A".repeat(1_048_577)}`,
    });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toMatchObject({
      type: "https://stellar.org/horizon-errors/payload_too_large",
      status: 413,
    });
    const chunked = await rawRequest(portOf(t), {
      method: "POST",
      target: "/transactions_async",
      headers: [["Content-Type", "application/x-www-form-urlencoded"]],
      body: Buffer.alloc(2_000_000, 0x41),
      chunked: true,
    });
    expectProblem(chunked, 413, "payload_too_large");
    // Exactly at the limit the body is read (and is no transaction).
    const atLimit = await fetch(`${t.url}/transactions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `tx=${"A".repeat(1_048_573)}`,
    });
    expect(atLimit.status).toBe(400);
    expect(await atLimit.json()).toMatchObject({
      type: "https://stellar.org/horizon-errors/transaction_malformed",
    });
  });
});

describe("friendbot limit per client", () => {
  let t: TestLedger;
  beforeAll(async () => {
    t = await startTestLedger({ limits: { friendbotBurst: 3, friendbotPerMinute: 0 } });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const fund = (from: string) =>
    rawRequest(portOf(t), {
      method: "GET",
      target: `/friendbot?addr=${Keypair.random().publicKey()}`,
      localAddress: from,
    });

  it("funds a client's burst, then answers 429 with Retry-After; other clients are unaffected", async () => {
    // Bad requests cost nothing.
    for (let i = 0; i < 5; i++) {
      const bad = await rawRequest(portOf(t), {
        method: "GET",
        target: "/friendbot?addr=GBAD",
        localAddress: "127.0.0.1",
      });
      expect(bad.status).toBe(400);
    }
    for (let i = 0; i < 3; i++) expect((await fund("127.0.0.1")).status).toBe(200);
    const limited = await fund("127.0.0.1");
    expectProblem(limited, 429, "rate_limit_exceeded");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fund("127.0.0.1")).status).toBe(429);
    expect((await fund("127.0.0.2")).status).toBe(200);
    expect((await getJson(t, "/")).status).toBe(200);
  });
});

describe("stream caps", () => {
  let t: TestLedger;
  const open: ClientRequest[] = [];
  beforeAll(async () => {
    t = await startTestLedger({ limits: { streamsPerClient: 2, streamsTotal: 3 } });
  });
  afterAll(async () => {
    for (const request of open) request.destroy();
    await t?.dispose();
  });

  /** Opens `/ledgers` as an event stream from `from`; resolves with the response once its headers arrive. */
  const stream = (from: string) =>
    new Promise<{ request: ClientRequest; response: IncomingMessage; body: Promise<string> }>(
      (resolve, reject) => {
        const request = httpRequest({
          host: "127.0.0.1",
          port: portOf(t),
          path: "/ledgers?cursor=now",
          localAddress: from,
          agent: false,
          headers: { accept: "text/event-stream" },
        });
        open.push(request);
        request.on("error", reject);
        request.on("response", (response) => {
          const body = new Promise<string>((done) => {
            let text = "";
            response.on("data", (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on("end", () => done(text));
          });
          resolve({ request, response, body });
        });
        request.end();
      },
    );

  it("answers 429 past the per-client cap and the overall cap, and frees a slot when a stream closes", async () => {
    const first = await stream("127.0.0.1");
    const second = await stream("127.0.0.1");
    expect([first.response.statusCode, second.response.statusCode]).toEqual([200, 200]);
    const third = await stream("127.0.0.1");
    expect(third.response.statusCode).toBe(429);
    expect(third.response.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    expect(JSON.parse(await third.body)).toMatchObject({
      type: "https://stellar.org/horizon-errors/rate_limit_exceeded",
      status: 429,
    });
    // Another client still gets one, until the overall cap of 3 is reached.
    expect((await stream("127.0.0.2")).response.statusCode).toBe(200);
    expect((await stream("127.0.0.3")).response.statusCode).toBe(429);
    // Plain requests are not limited.
    expect((await fetch(`${t.url}/ledgers`)).status).toBe(200);

    first.request.destroy();
    // The slot frees once the server sees the close.
    let again = await stream("127.0.0.1");
    for (let i = 0; again.response.statusCode !== 200 && i < 500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await stream("127.0.0.1");
    }
    expect(again.response.statusCode).toBe(200);
  });
});
