import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";

/** The two assets of a streamed trade as "XLM" / "CODE:ISSUER" (the market API's asset ids). */
export interface StreamedTrade {
  pagingToken: string;
  assets: [string, string];
}

export interface TradeStreamOptions {
  horizon: Horizon.Server;
  log: FastifyBaseLogger;
  onTrade(trade: StreamedTrade): void;
  /** Called after the stream was re-opened following an error: trades may have been missed meanwhile. */
  onReconnect(): void;
  /** First reconnection delay; doubles on each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

interface TradeMessage {
  paging_token?: string;
  base_asset_type?: string;
  base_asset_code?: string;
  base_asset_issuer?: string;
  counter_asset_type?: string;
  counter_asset_code?: string;
  counter_asset_issuer?: string;
}

/**
 * Follows the ledger's trades from now on over Horizon's SSE stream. When the stream fails it is closed and
 * re-opened after a growing delay, resuming from the last trade seen (so nothing is skipped) or from "now" when
 * none was seen. `stop` closes it and cancels any pending reconnection.
 */
export class TradeStream {
  private close: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private cursor = "now";
  private delayMs: number;
  private stopped = true;

  constructor(private readonly options: TradeStreamOptions) {
    this.delayMs = options.retryMs ?? 1000;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.close?.();
    this.close = undefined;
  }

  private open(): void {
    if (this.stopped) return;
    this.close = this.options.horizon
      .trades()
      .cursor(this.cursor)
      .stream({
        onmessage: (record) => this.receive(record as unknown as TradeMessage),
        onerror: (error) => this.fail(error),
      });
  }

  private receive(record: TradeMessage): void {
    if (typeof record !== "object" || record === null || !record.base_asset_type) return;
    this.delayMs = this.options.retryMs ?? 1000;
    if (record.paging_token) this.cursor = record.paging_token;
    this.options.onTrade({
      pagingToken: record.paging_token ?? "",
      assets: [
        assetId(record.base_asset_type, record.base_asset_code, record.base_asset_issuer),
        assetId(record.counter_asset_type, record.counter_asset_code, record.counter_asset_issuer),
      ],
    });
  }

  private fail(error: unknown): void {
    if (this.stopped || this.timer) return;
    this.close?.();
    this.close = undefined;
    this.options.log.debug({ err: error }, `trades stream failed; reconnecting in ${this.delayMs} ms`);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.open();
      this.options.onReconnect();
    }, this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, this.options.maxRetryMs ?? 30_000);
  }
}

function assetId(type: string | undefined, code: string | undefined, issuer: string | undefined): string {
  return type === "native" || !code || !issuer ? "XLM" : `${code}:${issuer}`;
}
