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

/** The header the ledger reads the development clock's token from. */
const TOKEN_HEADER = "x-dev-clock-token";

/**
 * Client for the standalone ledger's development clock (`/_dev/clock`, enabled by LEDGER_DEV_CLOCK=1): sets the
 * time back-dated ledgers close at and closes the open ledger at once. Every request carries the clock's token
 * (LEDGER_DEV_CLOCK_TOKEN, which `npm start` generates and hands to both the ledger and the API).
 */
export class DevClockClient {
  private constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  /**
   * The clock of the ledger behind `horizon`, or `undefined` when this API may not use it: the ledger has none
   * (404) or refuses `token` (401, 403). An empty request proves access without moving the clock.
   */
  static async connect(
    horizon: Horizon.Server,
    token: string | undefined = process.env.LEDGER_DEV_CLOCK_TOKEN || undefined,
  ): Promise<DevClockClient | undefined> {
    const url = new URL("/_dev/clock", horizon.serverURL).toString();
    const client = new DevClockClient(url, token);
    const response = await client.request({});
    if (response.status === 404 || response.status === 401 || response.status === 403) return undefined;
    if (!response.ok) throw new Error(`the ledger's development clock answered ${response.status}`);
    return client;
  }

  /** Sets the clock to `unixSeconds` for the next ledger, closing the open one first when `close` is set. */
  set(unixSeconds: number, close = false): Promise<DevClockState> {
    return this.post({ time: Math.floor(unixSeconds), close });
  }

  /** Closes the open ledger (if any) and returns the clock to wall time. */
  closeAndReset(): Promise<DevClockState> {
    return this.post({ close: true, reset: true });
  }

  private request(body: object): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.token) headers[TOKEN_HEADER] = this.token;
    return fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  }

  private async post(body: object): Promise<DevClockState> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`the ledger's development clock answered ${response.status}`);
    return (await response.json()) as DevClockState;
  }
}
