import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EscrowReconcileProblem } from "../../src/modules/p2p-trades/reconcile";
import { TEST_DRIVERS } from "../support/test-database";
import { auditTrade, balances } from "./trade-audit";
import { type Lifecycle, LifecycleFailure, lifecycleArbitrary, playLifecycle } from "./trade-lifecycle";
import { CRASH_POINTS, type CrashPoint, startTradeWorld, type TradeWorld } from "./trade-world";

/** Every crash point at every place money moves, once each: the random run may miss one, these never do. */
const PLACES: Array<[string, (crash: CrashPoint) => Lifecycle["steps"], "release" | "refund" | "held"]> = [
  [
    "the release after 'I have received'",
    (crash) => [
      { kind: "escrow", by: "seller", stopAfter: null, crash: null },
      { kind: "pay", by: "buyer", crash: null },
      { kind: "act", action: "I_HAVE_RECEIVED", by: "seller", crash },
    ],
    "release",
  ],
  [
    "the held-funds return 24 h after the buyer's cancellation",
    (crash) => [
      { kind: "escrow", by: "seller", stopAfter: null, crash: null },
      { kind: "act", action: "CANCEL", by: "buyer", crash: null },
      { kind: "clock", minutes: 1441, crash },
    ],
    "refund",
  ],
  [
    "the escrow's setup (then the seller tries again)",
    (crash) => [
      { kind: "escrow", by: "seller", stopAfter: null, crash },
      { kind: "escrow", by: "seller", stopAfter: null, crash: null },
    ],
    "held",
  ],
];

/**
 * The model-based test of docs/escrow.md on the real standalone ledger (docs/trade-proofs.md): random trade
 * lifecycles through the API, with random actions by random roles (strangers included), time moving for the
 * trade with the expiry and held-funds jobs run, and crashes injected inside steps (after the state change
 * before the settle, after the outcome was stored before it was submitted, after it was submitted before the
 * answer), each followed by a new API process on the same database and ledger and the reconciler, and a stranger
 * paying XLM or the traded asset into the trade's escrow at random points. After each
 * lifecycle its money is audited on the ledger.
 *
 * TRADE_MODEL_RUNS sets the lifecycles per database driver (default 12), TRADE_MODEL_SEED replays a run.
 */
const RUNS = Number(process.env.TRADE_MODEL_RUNS ?? 12);
const SEED = process.env.TRADE_MODEL_SEED ? Number(process.env.TRADE_MODEL_SEED) : undefined;
/** A lifecycle costs up to a few seconds of ledger closes and restarts on a loaded machine. */
const BUDGET_MS = 120_000 + RUNS * 20_000;

describe.each(TEST_DRIVERS)("random trade lifecycles with crashes, on the ledger (%s)", (driver) => {
  let world: TradeWorld;
  beforeAll(async () => {
    world = await startTradeWorld(driver);
  }, 180_000);
  // Closing after a long soak on PostgreSQL (hundreds of restarts) takes longer than the default minute.
  afterAll(async () => {
    await world?.close();
  }, 180_000);

  // The setup settles nothing, so it has no "before-settle" point.
  const cases = PLACES.flatMap(([place, steps, outcome]) =>
    CRASH_POINTS.filter(
      (crash) => !(place.startsWith("the escrow's setup") && crash === "before-settle"),
    ).map((crash) => [place, crash, steps(crash), outcome] as const),
  );
  it.each(cases)(
    "a crash in %s (%s): restart, reconcile, the right outcome once",
    async (_place, _crash, steps, outcome) => {
      const before = await balances(world);
      const problems: EscrowReconcileProblem[] = [];
      const log = await playLifecycle(
        world,
        { type: "buy", amount: 123_456_789n, steps: [...steps] },
        async () => {
          problems.push(...(await world.recover()).problems);
        },
      );
      const audit = await auditTrade(world, log.tradeId, log.escrowAccounts, before);
      expect(audit.problems, log.lines.join("\n")).toEqual([]);
      expect(problems.filter((problem) => problem.tradeId === String(log.tradeId))).toEqual([]);
      expect(audit.outcome, log.lines.join("\n")).toBe(outcome);
      expect(log.crashes).toHaveLength(1);
    },
    120_000,
  );

  it(
    "nothing lost, nothing moved twice, and every trade's state agrees with its escrow on the ledger",
    async () => {
      const seen = {
        lifecycles: 0,
        steps: 0,
        crashes: new Map<string, number>(),
        outcomes: new Map<string, number>(),
        statuses: new Map<string, number>(),
        strangerPayments: new Map<string, number>(),
      };
      const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
      const seed = SEED ?? Date.now() ^ (Math.random() * 0x7fffffff);
      const property = fc.asyncProperty(lifecycleArbitrary, async (lifecycle: Lifecycle) => {
        const before = await balances(world);
        const problems: EscrowReconcileProblem[] = [];
        const log = await playLifecycle(world, lifecycle, async () => {
          problems.push(...(await world.recover()).problems);
        });
        const audit = await auditTrade(world, log.tradeId, log.escrowAccounts, before);
        // Awaiting the buyer's signature is reported until the buyer signs: expected here, nothing else is.
        const own = problems.filter(
          (problem) =>
            problem.tradeId === String(log.tradeId) &&
            !(audit.awaitingSignature && problem.message.includes("has not signed the release")),
        );
        const found = [
          ...audit.problems,
          ...own.map((problem) => `the reconciler reports: ${problem.message}`),
        ];
        if (found.length > 0) {
          throw new LifecycleFailure(
            `${found.join("\n")}\n  trade ${log.tradeId} (${driver}):\n    ${log.lines.join("\n    ")}`,
          );
        }
        if (process.env.TRADE_MODEL_VERBOSE)
          console.info(`trade ${log.tradeId}:\n  ${log.lines.join("\n  ")}`);
        seen.lifecycles += 1;
        seen.steps += lifecycle.steps.length;
        for (const point of log.crashes) bump(seen.crashes, point);
        bump(seen.outcomes, audit.outcome);
        bump(seen.statuses, audit.status);
        for (const line of log.lines.filter((text) => text.startsWith("stranger pays")))
          bump(seen.strangerPayments, line.endsWith("landed") ? "landed" : "refused or no E");
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed, endOnFailure: true });
      } catch (error) {
        const cause = (error as Error).cause;
        throw new Error(
          `replay with TRADE_MODEL_SEED=${seed}\n${(error as Error).message}\n${cause instanceof Error ? cause.message : ""}`,
        );
      }
      console.info(
        `trade model (${driver}, seed ${seed}): ${seen.lifecycles} lifecycles, ${seen.steps} steps, ` +
          `${world.restarts()} restarts; crashes ${JSON.stringify(Object.fromEntries(seen.crashes))}; ` +
          `outcomes ${JSON.stringify(Object.fromEntries(seen.outcomes))}; ` +
          `final states ${JSON.stringify(Object.fromEntries(seen.statuses))}; ` +
          `stranger payments into E ${JSON.stringify(Object.fromEntries(seen.strangerPayments))}`,
      );
      expect(seen.lifecycles).toBe(RUNS);
      expect(world.restarts()).toBeGreaterThanOrEqual(RUNS);
    },
    BUDGET_MS,
  );
});
