import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import type { OperatorKeys } from "./operator-keys";
import { seedDemoWorld } from "./seed-demo-world";

export type DemoWorldStatus = "off" | "seeding" | "ready" | "failed";

/**
 * Seeds the demo world in the background once the ledger answers, retrying while it does not, so the API starts
 * at once and the world appears as soon as it can. `status` is reported by /api/health.
 */
export class DemoWorldJob {
  status: DemoWorldStatus;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      enabled: boolean;
      horizon: Horizon.Server;
      keys: OperatorKeys;
      homeDomain: string;
      networkPassphrase: string;
      log: FastifyBaseLogger;
      retryMs?: number;
    },
  ) {
    this.status = options.enabled ? "seeding" : "off";
  }

  start(): void {
    if (this.options.enabled) void this.attempt(1);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async attempt(count: number): Promise<void> {
    if (this.stopped) return;
    try {
      const applied = await seedDemoWorld(this.options);
      this.status = "ready";
      this.options.log.info(
        applied > 0 ? `demo world seeded (${applied} operations)` : "demo world already seeded",
      );
    } catch (error) {
      if (count === 1 || count % 30 === 0) {
        this.options.log.warn({ err: error }, `demo world not seeded yet (attempt ${count}); retrying`);
      }
      if (count >= 300) {
        this.status = "failed";
        return;
      }
      this.timer = setTimeout(() => void this.attempt(count + 1), this.options.retryMs ?? 2000);
    }
  }
}
