import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { makeMarkets } from "./market/make-markets";
import { MarketMakerJob } from "./market/market-maker-job";
import { seedLiquidityPools } from "./market/seed-liquidity-pools";
import { seedMarketHistory } from "./market/seed-market-history";
import type { OperatorKeys } from "./operator-keys";
import { seedDemoWorld } from "./seed-demo-world";

export type DemoWorldStatus = "off" | "seeding" | "ready" | "failed";

/**
 * Seeds the demo world in the background once the ledger answers, retrying while it does not, so the API starts
 * at once and the world appears as soon as it can: the operator accounts, the 40-day market history, the
 * liquidity pools and a first full order book for every pair; then the market maker keeps the market alive.
 * `status` ("ready" once all of that is in place) is reported by /api/health.
 */
export class DemoWorldJob {
  status: DemoWorldStatus;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private market: MarketMakerJob | undefined;
  private readonly steps: Array<{ name: string; run: () => Promise<void> }> = [];

  constructor(
    private readonly options: {
      enabled: boolean;
      horizon: Horizon.Server;
      keys: OperatorKeys;
      homeDomain: string;
      networkPassphrase: string;
      log: FastifyBaseLogger;
      /** Where the market history is recorded (app_meta). */
      db: Database;
      /** Average seconds between the taker's trades; 0 = the taker never trades. */
      tradeEverySeconds: number;
      /** The standalone ledger's development clock token (LEDGER_DEV_CLOCK_TOKEN), for the back-dated history. */
      devClockToken?: string;
      retryMs?: number;
      /** More seeding once the world is in place (the demo admin wallet); a failure retries like the rest. */
      afterSeed?: () => Promise<void>;
    },
  ) {
    this.status = options.enabled ? "seeding" : "off";
  }

  /**
   * Adds a seeding step that runs, in the order added, after the operator accounts, the market and the demo
   * admin are in place (KYC traders, P2P ads, the demo merchant...). Each must be idempotent: a failure retries
   * the whole seeding, and `/api/health` says `ready` only once every step has passed.
   */
  addStep(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  start(): void {
    if (this.options.enabled) void this.attempt(1);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.market?.stop();
  }

  private async attempt(count: number): Promise<void> {
    if (this.stopped) return;
    const { log } = this.options;
    try {
      const applied = await seedDemoWorld(this.options);
      log.info(applied > 0 ? `demo world seeded (${applied} operations)` : "demo world already seeded");
      const started = Date.now();
      const history = await seedMarketHistory({ ...this.options, log });
      if (history === "seeded") log.info(`demo market history written in ${Date.now() - started} ms`);
      const deposits = await seedLiquidityPools(this.options);
      if (deposits > 0) log.info(`demo liquidity pools funded (${deposits})`);
      await makeMarkets({
        ...this.options,
        onPairError: (pair, error) => {
          throw new Error(`demo market maker could not quote ${pair.label}`, { cause: error });
        },
      });
      await this.options.afterSeed?.();
      for (const step of this.steps) {
        try {
          await step.run();
        } catch (error) {
          throw new Error(`demo world step "${step.name}" failed`, { cause: error });
        }
      }
    } catch (error) {
      if (count === 1 || count % 30 === 0) {
        log.warn({ err: error }, `demo world not seeded yet (attempt ${count}); retrying`);
      }
      if (count >= 300) {
        this.status = "failed";
        return;
      }
      this.timer = setTimeout(() => void this.attempt(count + 1), this.options.retryMs ?? 2000);
      return;
    }
    if (this.stopped) return;
    this.status = "ready";
    this.market = new MarketMakerJob({ ...this.options, log });
    this.market.start();
  }
}
