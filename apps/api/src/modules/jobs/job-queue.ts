import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, type Job, type JobResult, type PgBoss, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { Database } from "../../db/database";

/** What a handler learns about the job it runs besides its payload. */
export interface TJobContext {
  id: string;
  /** 0 on the first run, then 1, 2… on each retry. */
  retryCount: number;
  /** Aborted when the job expires or the queue stops. */
  signal: AbortSignal;
}

export type TJobHandler<T> = (payload: T, job: TJobContext) => Promise<void>;

export interface TJobDefinitionOptions {
  /** `exclusive`: at most one job per singleton key queued or running (run-once keys). Default `standard`. */
  policy?: "standard" | "exclusive";
  /** Retries after the first failure (default 3), seconds between them (default 5), doubling when `retryBackoff`. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /** Seconds a run may take before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * Seconds (≥ 10) within which a running job must show its worker is alive; a job of a worker that died (kill -9)
   * is claimed again by another worker after about this long plus one monitor pass. Default 30.
   */
  heartbeatSeconds?: number;
  /** Jobs of this kind one process runs at once (default 4). */
  concurrency?: number;
}

export interface TSendOptions {
  /** When the job may run first: a date, or a number of seconds from now. */
  startAfter?: Date | number;
  /** On an `exclusive` queue, a second job with the same key is not created while one is queued or running. */
  singletonKey?: string;
  /** A fixed job id (a UUID): sending it again creates nothing. */
  id?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A Drizzle transaction: the job exists only if it commits. */
  tx?: Database;
}

interface Definition {
  schema: z.ZodType;
  handler: TJobHandler<unknown>;
  options: TJobDefinitionOptions;
}

// Workers look for due jobs every second (delayed jobs and retries are due without a notification), and keep
// fetching without pause while batches come back full.
const POLLING = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, burstWhenBatchFull: true };

/**
 * Durable jobs on pg-boss, typed with zod: a module `define`s a kind of job once (name, payload schema, handler,
 * options) and `send`s jobs of it; payloads are checked on send and again before the handler runs.
 */
export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private started = false;

  constructor(
    readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {
    boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  }

  define<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: TJobHandler<z.output<S>>,
    options: TJobDefinitionOptions = {},
  ): void {
    if (this.definitions.has(name)) throw new Error(`Job "${name}" is defined twice`);
    const definition = { schema, handler: handler as TJobHandler<unknown>, options };
    this.definitions.set(name, definition);
    if (this.started) {
      this.register(name, definition).catch((error: unknown) =>
        this.log.error({ err: error, queue: name }, "could not start the job's worker"),
      );
    }
  }

  /** Enqueues a job; answers its id, or `null` when a singleton key or fixed id made it a duplicate. */
  async send<S extends z.ZodType>(
    name: string,
    payload: z.input<S>,
    options: TSendOptions = {},
  ): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Job "${name}" is not defined`);
    const data = definition.schema.parse(payload) as object;
    const { tx, startAfter, ...rest } = options;
    const sendOptions: SendOptions = { ...rest };
    if (startAfter !== undefined) sendOptions.startAfter = startAfter;
    if (tx) sendOptions.db = fromDrizzle(tx as never, sql as never);
    return this.boss.send(name, data, sendOptions);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, definition] of this.definitions) await this.register(name, definition);
  }

  /** Stops fetching, waits up to `timeoutMs` for running handlers, then stops. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }

  private async register(name: string, definition: Definition): Promise<void> {
    const o = definition.options;
    const queue = {
      policy: o.policy ?? "standard",
      retryLimit: o.retryLimit ?? 3,
      retryDelay: o.retryDelay ?? 5,
      retryBackoff: o.retryBackoff ?? false,
      ...(o.retryDelayMax === undefined ? {} : { retryDelayMax: o.retryDelayMax }),
      expireInSeconds: o.expireInSeconds ?? 15 * 60,
      heartbeatSeconds: o.heartbeatSeconds ?? 30,
      notify: true,
    };
    if (await this.boss.getQueue(name)) {
      const { policy: _policy, ...changeable } = queue;
      await this.boss.updateQueue(name, changeable);
    } else await this.boss.createQueue(name, queue);
    const concurrency = o.concurrency ?? 4;
    await this.boss.work<unknown>(
      name,
      { ...POLLING, batchSize: concurrency, perJobResults: true as const },
      (jobs: Job<unknown>[]) => Promise.all(jobs.map((job) => this.run(name, definition, job))),
    );
  }

  private async run(name: string, definition: Definition, job: Job<unknown>): Promise<JobResult> {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      this.log.error({ job: job.id, queue: name }, "job payload does not match its schema; not retried");
      return {
        id: job.id,
        status: "deadletter",
        output: { message: `Invalid payload: ${parsed.error.message}` },
      };
    }
    try {
      await definition.handler(parsed.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
      return { id: job.id, status: "completed" };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ job: job.id, queue: name, err: error }, "job failed");
      return { id: job.id, status: "failed", output: { message } };
    }
  }
}
