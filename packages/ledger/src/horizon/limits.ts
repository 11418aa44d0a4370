/** Abuse limits of the Horizon server, per client (remote address) and overall. */
export interface AbuseLimits {
  /** Friendbot fundings a client may make at once (the bucket's size). */
  friendbotBurst: number;
  /** Fundings added back to each client's bucket per minute. */
  friendbotPerMinute: number;
  /** Concurrent SSE streams one client may hold. */
  streamsPerClient: number;
  /** Concurrent SSE streams over all clients. */
  streamsTotal: number;
}

/** Generous enough for one busy user with several tabs (who all share 127.0.0.1 on a development machine). */
export const DEFAULT_LIMITS: AbuseLimits = {
  friendbotBurst: 20,
  friendbotPerMinute: 20,
  streamsPerClient: 100,
  streamsTotal: 1000,
};

/** The environment variable of each limit (`npm run start:ledger`). */
export const LIMIT_VARIABLES: Record<keyof AbuseLimits, string> = {
  friendbotBurst: "LEDGER_FRIENDBOT_BURST",
  friendbotPerMinute: "LEDGER_FRIENDBOT_PER_MINUTE",
  streamsPerClient: "LEDGER_STREAMS_PER_CLIENT",
  streamsTotal: "LEDGER_STREAMS_TOTAL",
};

/**
 * Reads the limits from the environment: each a whole number ≥ 0 (`LEDGER_FRIENDBOT_PER_MINUTE=0`: the burst
 * never refills); unset or empty keeps the default. Throws an error naming the first bad variable.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): AbuseLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as Array<[keyof AbuseLimits, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    if (!/^\d{1,9}$/.test(raw))
      throw new Error(`${name} must be a whole number (got ${JSON.stringify(raw)})`);
    limits[key] = Number(raw);
  }
  return limits;
}

/**
 * A token bucket per client: each client starts with `burst` tokens and gets `perMinute` back per minute, up to
 * `burst`. Full buckets are forgotten, so memory stays bounded by the clients that spent recently.
 */
export class ClientBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perMinute: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one token for `client`; false when its bucket is empty. */
  take(client: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    if (refilled < 1) {
      this.buckets.set(client, { tokens: refilled, at: now });
      return false;
    }
    this.buckets.set(client, { tokens: refilled - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  /** Seconds until `client` has a token again (for `Retry-After`), at least 1. */
  retryAfterSeconds(client: string): number {
    const bucket = this.buckets.get(client);
    if (!bucket || this.perMinute <= 0) return 60;
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute));
  }

  private forgetFull(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute >= this.burst) {
        this.buckets.delete(client);
      }
    }
  }
}

/** Counts open streams per client and overall against the two caps. */
export class StreamCounter {
  private readonly perClient = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerClient: number,
    private readonly maxTotal: number,
  ) {}

  /** Reserves a stream for `client`; returns its release function, or undefined when a cap is reached. */
  acquire(client: string): (() => void) | undefined {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.maxPerClient || this.total >= this.maxTotal) return undefined;
    this.perClient.set(client, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left <= 0) this.perClient.delete(client);
      else this.perClient.set(client, left);
    };
  }

  get open(): number {
    return this.total;
  }
}
