import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const ZTick = z.object({ slot: z.number().int().nonnegative() });

/** A UUID fixed by the job's name and time slot: every process sends the same next tick, the queue keeps one. */
export function tickId(name: string, slot: number): string {
  const hex = createHash("sha256").update(`${name}:${slot}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A durable repeating check on the job queue: each run sends the next one for the following time slot (a fixed
 * id per slot, so several processes or a restart never double it), and the first is sent when the app is ready.
 * A failing run is logged and the schedule goes on; the work itself is idempotent.
 */
export function defineRepeatingJob(
  app: FastifyInstance,
  name: string,
  everySeconds: number,
  work: () => Promise<unknown>,
): void {
  const slotOf = (ms: number) => Math.floor(ms / 1000 / everySeconds);
  const sendSlot = (slot: number) =>
    app.jobs.send(
      name,
      { slot },
      { id: tickId(name, slot), startAfter: new Date(slot * everySeconds * 1000) },
    );

  app.jobs.define(
    name,
    ZTick,
    async ({ slot }) => {
      try {
        await work();
      } catch (error) {
        app.log.warn({ err: error, job: name }, "repeating job failed; the next run tries again");
      } finally {
        await sendSlot(Math.max(slot, slotOf(Date.now())) + 1);
      }
    },
    { retryLimit: 1, retryDelay: 5 },
  );
  app.addHook("onReady", async () => {
    try {
      await sendSlot(slotOf(Date.now()) + 1);
    } catch (error) {
      app.log.error({ err: error, job: name }, "could not schedule the repeating job");
    }
  });
}
