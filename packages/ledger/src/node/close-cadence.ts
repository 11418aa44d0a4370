/** The timers a close cadence runs on: the machine's by default, fake ones in tests. */
export interface CadenceTimers {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  schedule(run: () => void, delayMs: number): { cancel(): void };
}

export const SYSTEM_TIMERS: CadenceTimers = {
  now: () => performance.now(),
  schedule(run, delayMs) {
    const timeout = setTimeout(run, delayMs);
    // The cadence alone must not keep a process alive that has nothing else to do.
    timeout.unref();
    return { cancel: () => clearTimeout(timeout) };
  },
};

/**
 * Calls `tick` every `intervalMs` on a fixed phase (start + n × interval), like the real network's ledger
 * closes: a slow tick does not push the later ones back, and ticks missed while the process was stalled are
 * skipped rather than run in a burst.
 */
export class CloseCadence {
  private readonly startedAt: number;
  private ticks = 0;
  private timer: { cancel(): void } | undefined;
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly tick: () => void,
    private readonly timers: CadenceTimers = SYSTEM_TIMERS,
  ) {
    if (!(intervalMs > 0)) throw new Error("a close cadence needs an interval above 0 ms");
    this.startedAt = timers.now();
    this.scheduleNext();
  }

  stop(): void {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
  }

  private scheduleNext(): void {
    const elapsed = this.timers.now() - this.startedAt;
    this.ticks = Math.max(this.ticks + 1, Math.floor(elapsed / this.intervalMs) + 1);
    const delay = Math.max(0, this.startedAt + this.ticks * this.intervalMs - this.timers.now());
    this.timer = this.timers.schedule(() => {
      this.timer = undefined;
      try {
        this.tick();
      } finally {
        if (this.timer === undefined && !this.stopped) this.scheduleNext();
      }
    }, delay);
  }
}
