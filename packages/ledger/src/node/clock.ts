/** Ledger clock in unix seconds. A development clock can be moved to write back-dated history. */
export class LedgerClock {
  private offset = 0n;

  constructor(readonly devEnabled: boolean) {}

  now(): bigint {
    return this.wallTime() + this.offset;
  }

  /** The machine's time, which `reset()` returns to. */
  wallTime(): bigint {
    return BigInt(Math.floor(Date.now() / 1000));
  }

  set(unixSeconds: bigint): void {
    this.offset = unixSeconds - BigInt(Math.floor(Date.now() / 1000));
  }

  advance(seconds: bigint): void {
    this.offset += seconds;
  }

  reset(): void {
    this.offset = 0n;
  }
}
