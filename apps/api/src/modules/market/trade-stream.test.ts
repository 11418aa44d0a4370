import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Horizon } from "@stellar/stellar-sdk";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type StreamedTrade, TradeStream } from "./trade-stream";

const ISSUER = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";

/** An SSE endpoint that fails its first `failures` requests with 500, then streams one trade and stays open. */
function flakyTradesServer(failures: number) {
  const requests: string[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? "");
    if (requests.length <= failures) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end("{}");
      return;
    }
    open.add(response);
    response.on("close", () => open.delete(response));
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    response.write('retry: 1000\nevent: open\ndata: "hello"\n\n');
    const trade = {
      id: "42-0",
      paging_token: "42-0",
      base_asset_type: "native",
      counter_asset_type: "credit_alphanum12",
      counter_asset_code: "LEVELG",
      counter_asset_issuer: ISSUER,
    };
    response.write(`id: 42-0\ndata: ${JSON.stringify(trade)}\n\n`);
  });
  return { server, requests, open };
}

describe("trade stream", () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
  });

  it("re-opens after a failure, reports the reconnection and delivers trades; stop closes the connection", async () => {
    const { server, requests, open } = flakyTradesServer(1);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const trades: StreamedTrade[] = [];
    let reconnects = 0;
    const stream = new TradeStream({
      horizon: new Horizon.Server(url, { allowHttp: true }),
      log: pino({ level: "silent" }),
      onTrade: (trade) => trades.push(trade),
      onReconnect: () => {
        reconnects += 1;
      },
      retryMs: 20,
    });
    stream.start();
    const until = Date.now() + 30_000;
    while (trades.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trades).toEqual([{ pagingToken: "42-0", assets: ["XLM", `LEVELG:${ISSUER}`] }]);
    expect(reconnects).toBe(1);
    expect(requests[0]).toContain("cursor=now");
    expect(open.size).toBe(1);

    stream.stop();
    const closed = Date.now() + 10_000;
    while (open.size > 0 && Date.now() < closed) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open.size).toBe(0);
  });
});
