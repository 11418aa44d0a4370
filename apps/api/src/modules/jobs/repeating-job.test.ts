import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { defineRepeatingJob } from "./repeating-job";

describe.each(TEST_DRIVERS)("repeating jobs (%s)", (driver) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("run their work on the queue slot after slot, and a failing run does not stop them", async () => {
    let runs = 0;
    const app = await createTestApp(driver, {}, (instance) => {
      defineRepeatingJob(instance, "test.repeating-tick", 1, async () => {
        runs++;
        if (runs === 1) throw new Error("the ledger is away");
      });
    });
    close = () => app.close();
    await expect.poll(() => runs, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
