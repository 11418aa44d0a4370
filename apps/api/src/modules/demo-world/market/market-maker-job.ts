import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import type { OperatorKeys } from "../operator-keys";
import { makeMarkets } from "./make-markets";
import { takerRound } from "./taker-round";

/** How often the maker re-quotes every pair. */
export const QUOTE_EVERY_MS = 5_000;

/**
 * Keeps the demo market alive: every few seconds the maker re-quotes every pair's book (makeMarkets), and every
 * `tradeEverySeconds` (±50 % jitter; 0 = never) the taker trades a little against the maker's best offer of a
 * random pair (takerRound). Errors are logged and the next round tries again; nothing here stops the API.
 */
export class MarketMakerJob {
  private stopped = false;
  private quoteTimer: NodeJS.Timeout | undefined;
  private tradeTimer: NodeJS.Timeout | undefined;
  private failedRounds = 0;

  constructor(
    private readonly options: {
      horizon: Horizon.Server;
      keys: OperatorKeys;
      networkPassphrase: string;
      log: FastifyBaseLogger;
      tradeEverySeconds: number;
      quoteEveryMs?: number;
    },
  ) {}

  start(): void {
    this.scheduleQuotes();
    this.scheduleTrade();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.quoteTimer);
    clearTimeout(this.tradeTimer);
  }

  private scheduleQuotes(): void {
    if (this.stopped) return;
    this.quoteTimer = setTimeout(() => void this.quote(), this.options.quoteEveryMs ?? QUOTE_EVERY_MS);
  }

  private async quote(): Promise<void> {
    let failed = false;
    // Warn on the first failing round and every 60th after it, not every 5 seconds.
    const report = (error: unknown, message: string) => {
      failed = true;
      if (this.failedRounds % 60 === 0) this.options.log.warn({ err: error }, message);
    };
    try {
      await makeMarkets({
        ...this.options,
        onPairError: (pair, error) =>
          report(error, `demo market maker: ${pair.label} not re-quoted; retrying`),
      });
    } catch (error) {
      report(error, "demo market maker round failed; retrying");
    }
    this.failedRounds = failed ? this.failedRounds + 1 : 0;
    this.scheduleQuotes();
  }

  private scheduleTrade(): void {
    if (this.stopped || this.options.tradeEverySeconds <= 0) return;
    const delayMs = this.options.tradeEverySeconds * 1000 * (0.5 + Math.random());
    this.tradeTimer = setTimeout(() => void this.trade(), delayMs);
  }

  private async trade(): Promise<void> {
    try {
      const outcome = await takerRound(this.options);
      if (outcome.traded) this.options.log.debug(`demo taker bought ${outcome.amount} on ${outcome.pair}`);
      else this.options.log.debug(`demo taker skipped ${outcome.pair}: ${outcome.reason}`);
    } catch (error) {
      this.options.log.warn({ err: error }, "demo taker trade failed; trying again later");
    }
    this.scheduleTrade();
  }
}
