import { Worker } from "node:worker_threads";

/** One Ed25519 check: a 32-byte public key, a 32-byte message (a transaction hash) and a 64-byte signature. */
export interface VerifyItem {
  key: Uint8Array;
  message: Uint8Array;
  signature: Uint8Array;
}

const RECORD = 128;

interface Waiter {
  count: number;
  resolve: (answers: (boolean | undefined)[]) => void;
}

interface Batch {
  waiters: Waiter[];
}

/**
 * Worker threads that verify Ed25519 signatures. The checks asked for during one turn of the event loop travel
 * as one batch (one message each way). Answers are `true`/`false`; `undefined` means the pool could not answer
 * (a worker failed or the pool closed), and the caller verifies on its own thread.
 */
export class VerifierPool {
  private workers: Worker[] = [];
  private started = false;
  private readonly inFlight = new Map<number, { worker: Worker; batch: Batch }>();
  private queued: { items: VerifyItem[]; waiter: Waiter }[] = [];
  private flushScheduled = false;
  private nextId = 1;
  private nextWorker = 0;
  private closed = false;

  /** The threads start with the first batch: a ledger that is never sent a transaction starts none. */
  constructor(private readonly threads: number) {}

  private start(): void {
    this.started = true;
    const url = new URL("./verify-worker.mjs", import.meta.url);
    this.workers = Array.from({ length: this.threads }, () => {
      const worker = new Worker(url);
      worker.unref();
      worker.on("message", (message: { id: number; results: Uint8Array }) => this.answer(message));
      worker.on("error", (error) => {
        console.error("ledger: signature verifier failed:", error);
        this.fail(worker);
      });
      worker.on("exit", () => this.fail(worker));
      return worker;
    });
  }

  /** Number of worker threads still running. */
  get size(): number {
    return this.workers.length;
  }

  verify(items: VerifyItem[]): Promise<(boolean | undefined)[]> {
    if (items.length === 0) return Promise.resolve([]);
    if (!this.started) this.start();
    if (this.closed || this.workers.length === 0) return Promise.resolve(items.map(() => undefined));
    return new Promise((resolve) => {
      this.queued.push({ items, waiter: { count: items.length, resolve } });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    for (const worker of workers) this.fail(worker);
    this.flush();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private flush(): void {
    this.flushScheduled = false;
    const queued = this.queued;
    this.queued = [];
    if (queued.length === 0) return;
    if (this.closed || this.workers.length === 0) {
      for (const q of queued) q.waiter.resolve(q.items.map(() => undefined));
      return;
    }
    // One batch per worker, each with whole requests, about the same number of checks in each.
    const total = queued.reduce((n, q) => n + q.items.length, 0);
    const share = Math.ceil(total / this.workers.length);
    let start = 0;
    while (start < queued.length) {
      let end = start;
      let count = 0;
      while (end < queued.length && (count < share || end === start)) {
        count += queued[end]?.items.length ?? 0;
        end += 1;
      }
      this.send(queued.slice(start, end), count);
      start = end;
    }
  }

  private send(part: { items: VerifyItem[]; waiter: Waiter }[], count: number): void {
    const buffer = new ArrayBuffer(count * RECORD);
    const bytes = new Uint8Array(buffer);
    let at = 0;
    for (const { items } of part) {
      for (const item of items) {
        bytes.set(item.key, at);
        bytes.set(item.message, at + 32);
        bytes.set(item.signature, at + 64);
        at += RECORD;
      }
    }
    const worker = this.workers[this.nextWorker++ % this.workers.length] as Worker;
    const id = this.nextId++;
    this.inFlight.set(id, { worker, batch: { waiters: part.map((p) => p.waiter) } });
    worker.postMessage({ id, buffer, count }, [buffer]);
  }

  private answer({ id, results }: { id: number; results: Uint8Array }): void {
    const entry = this.inFlight.get(id);
    if (!entry) return;
    this.inFlight.delete(id);
    let at = 0;
    for (const waiter of entry.batch.waiters) {
      const answers: boolean[] = [];
      for (let i = 0; i < waiter.count; i++) answers.push(results[at + i] === 1);
      at += waiter.count;
      waiter.resolve(answers);
    }
  }

  /** A worker that failed or exited: its unanswered batches are answered "unknown", and it takes no more. */
  private fail(worker: Worker): void {
    const index = this.workers.indexOf(worker);
    if (index !== -1) this.workers.splice(index, 1);
    for (const [id, entry] of this.inFlight) {
      if (entry.worker !== worker) continue;
      this.inFlight.delete(id);
      for (const waiter of entry.batch.waiters)
        waiter.resolve(Array.from({ length: waiter.count }, () => undefined));
    }
  }
}
