import type { Horizon } from "@stellar/stellar-sdk";

/** What a close through the development clock closed (the ledger's `closed` answer). */
export interface ClosedLedger {
  sequence: number;
  transactions: string[];
  failed: string[];
}

/** The ledger's answer to a development clock request. */
export interface DevClockState {
  time: number;
  iso: string;
  /** Present after `close: true`: what was closed, or null when nothing was pending. */
  closed?: ClosedLedger | null;
}

/**
 * Client for the standalone ledger's development clock (`/_dev/clock`, enabled by LEDGER_DEV_CLOCK=1): sets the
 * time back-dated ledgers close at and closes the open ledger at once.
 */
export class DevClockClient {
  private constructor(private readonly url: string) {}

  /** The clock of the ledger behind `horizon`, or `undefined` when the ledger has none (404). */
  static async connect(horizon: Horizon.Server): Promise<DevClockClient | undefined> {
    const url = new URL("/_dev/clock", horizon.serverURL).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`the ledger's development clock answered ${response.status}`);
    return new DevClockClient(url);
  }

  /** Sets the clock to `unixSeconds` for the next ledger, closing the open one first when `close` is set. */
  set(unixSeconds: number, close = false): Promise<DevClockState> {
    return this.post({ time: Math.floor(unixSeconds), close });
  }

  /** Closes the open ledger (if any) and returns the clock to wall time. */
  closeAndReset(): Promise<DevClockState> {
    return this.post({ close: true, reset: true });
  }

  private async post(body: object): Promise<DevClockState> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the ledger's development clock answered ${response.status}`);
    return (await response.json()) as DevClockState;
  }
}
