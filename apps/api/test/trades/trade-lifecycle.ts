import {
  TRADE_MESSAGES,
  type TTradeAction,
  type TTradeActor,
  type TTradeTransition,
  tradeActorOf,
  transitionTrade,
} from "@sextant/core";
import { Asset, Operation } from "@stellar/stellar-sdk";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { escrowAccounts } from "../../src/db/schema";
import { AppError } from "../../src/errors";
import { syncDisputeCases } from "../../src/modules/disputes/dispute-cases";
import { ruleDispute } from "../../src/modules/disputes/dispute-ruling";
import { TRADE_ESCROW_PURPOSE } from "../../src/modules/p2p-trades/trade-escrow";
import { expireTrade, returnHeldFunds } from "../../src/modules/p2p-trades/trade-jobs";
import { type TradeRow, tradeFactsOf } from "../../src/modules/p2p-trades/trade-transition";
import { moveClock, tradeRow } from "./trade-steps";
import { CRASH_POINTS, Crash, type CrashPoint, type Party, type TradeWorld } from "./trade-world";

/** The account the model's rulings are recorded as made by (a desk administrator). */
const SUPPORT_DESK = "GSUPPORTDESKOFTHEMODELTEST";

/** One thing that happens to a trade: a party's request, time passing with the jobs, or a plain restart. */
export type Step =
  | { kind: "escrow"; by: Party; stopAfter: "refund-signature" | "funding" | null; crash: CrashPoint | null }
  | { kind: "pay"; by: Party; crash: CrashPoint | null }
  | {
      kind: "act";
      action: "I_HAVE_RECEIVED" | "I_HAVE_NOT_RECEIVED" | "CANCEL" | "DISPUTE_EXPIRED" | "REJECT";
      by: Party;
      crash: CrashPoint | null;
    }
  | { kind: "clock"; minutes: number; crash: CrashPoint | null }
  | { kind: "restart" }
  /** Support rules the trade's dispute for one side (the desk's ruling, `ruleDispute`). */
  | { kind: "rule"; winner: "buyer" | "seller"; crash: CrashPoint | null }
  /** The seller's browser, back later, confirms the last funding it paid but never confirmed. */
  | { kind: "late-confirm"; crash: CrashPoint | null }
  /** A stranger pays into the trade's escrow account (XLM, or the traded asset), whatever its state. */
  | { kind: "stranger-pay"; asset: "XLM" | "LEVELG"; amount: string };

export interface Lifecycle {
  type: "buy" | "sell";
  /** The trade amount in stroops (1 to 100 LEVELG, any of the 7 places). */
  amount: bigint;
  steps: Step[];
}

/** Mostly the party the step belongs to, sometimes the other one, now and then a stranger. */
const party = (usual: Party, weight = 6): fc.Arbitrary<Party> =>
  fc.oneof(
    { arbitrary: fc.constant(usual), weight },
    { arbitrary: fc.constant<Party>(usual === "buyer" ? "seller" : "buyer"), weight: 2 },
    { arbitrary: fc.constant<Party>("stranger"), weight: 1 },
  );
const crash: fc.Arbitrary<CrashPoint | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.constantFrom(...CRASH_POINTS), weight: 2 },
);

/**
 * Clock moves in minutes chosen so that no sum of them lands on a deadline (15 pending, 15 the time frame,
 * 18 the timeout, 1440 the held-funds return): a step never races its own deadline by milliseconds.
 */
export const CLOCK_MOVES = [7, 16, 19, 1441] as const;

/** Where a settle happens (the release, the held-funds return) crashes are made likelier. */
const settleCrash: fc.Arbitrary<CrashPoint | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constantFrom(...CRASH_POINTS), weight: 1 },
);

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("escrow" as const),
      by: party("seller"),
      stopAfter: fc.oneof(
        { arbitrary: fc.constant(null), weight: 6 },
        { arbitrary: fc.constantFrom("refund-signature" as const, "funding" as const), weight: 1 },
      ),
      crash,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("pay" as const), by: party("buyer"), crash }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("act" as const),
      action: fc.constant("I_HAVE_RECEIVED" as const),
      by: party("seller"),
      crash,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("act" as const),
      action: fc.constantFrom(
        "I_HAVE_NOT_RECEIVED" as const,
        "CANCEL" as const,
        "DISPUTE_EXPIRED" as const,
        "REJECT" as const,
      ),
      by: fc.constantFrom<Party>("buyer", "seller", "buyer", "seller", "stranger"),
      crash,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("clock" as const),
      minutes: fc.constantFrom(...CLOCK_MOVES),
      crash,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "restart" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("late-confirm" as const), crash }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("stranger-pay" as const),
      asset: fc.constantFrom("XLM" as const, "LEVELG" as const),
      amount: fc.constantFrom("0.0000001", "1", "250"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("rule" as const),
      winner: fc.constantFrom("buyer" as const, "seller" as const),
      crash: settleCrash,
    }),
  },
);

/**
 * A lifecycle: the way to Completed (the seller funds E, the buyer pays, the seller confirms), cut short at a
 * random point, each of its steps now and then by the wrong party or with a crash, and up to two random steps
 * before and after each of them (cancellations, disputes, rejections, time passing, restarts…). Most trades
 * so get funded, and every ending is reached: released, refunded at once or after the 24 h, held, never funded.
 */
export const lifecycleArbitrary: fc.Arbitrary<Lifecycle> = fc
  .record({
    type: fc.constantFrom("buy" as const, "sell" as const),
    amount: fc.bigInt({ min: 10_000_000n, max: 1_000_000_000n }),
    /** How many steps of the way are cut off its end (0: the whole way). */
    cut: fc.oneof(
      { arbitrary: fc.constant(0), weight: 5 },
      { arbitrary: fc.constant(1), weight: 2 },
      { arbitrary: fc.integer({ min: 2, max: 4 }), weight: 1 },
    ),
    fund: fc.record({
      kind: fc.constant("escrow" as const),
      by: party("seller", 24),
      stopAfter: fc.oneof(
        { arbitrary: fc.constant(null), weight: 5 },
        { arbitrary: fc.constantFrom("refund-signature" as const, "funding" as const), weight: 1 },
      ),
      crash,
    }),
    ending: fc.oneof(
      // Paid and released.
      {
        weight: 3,
        arbitrary: fc.tuple(
          fc.record({ kind: fc.constant("pay" as const), by: party("buyer", 24), crash }),
          fc.record({
            kind: fc.constant("act" as const),
            action: fc.constant("I_HAVE_RECEIVED" as const),
            by: party("seller", 24),
            crash: settleCrash,
          }),
        ),
      },
      // Cancelled by the buyer (or timed out), the held funds returned 24 h later.
      {
        weight: 2,
        arbitrary: fc.tuple(
          fc.oneof(
            fc.record({
              kind: fc.constant("act" as const),
              action: fc.constant("CANCEL" as const),
              by: party("buyer", 24),
              crash,
            }),
            fc.record({ kind: fc.constant("clock" as const), minutes: fc.constant(19), crash }),
          ),
          fc.record({ kind: fc.constant("clock" as const), minutes: fc.constant(1441), crash: settleCrash }),
        ),
      },
      // Disputed (after paying: 'I have not received'; before: an expiry dispute), then ruled by support.
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.oneof(
              fc.tuple(
                fc.record({ kind: fc.constant("pay" as const), by: fc.constant<Party>("buyer"), crash }),
                fc.record({
                  kind: fc.constant("act" as const),
                  action: fc.constant("I_HAVE_NOT_RECEIVED" as const),
                  by: fc.constant<Party>("seller"),
                  crash,
                }),
              ),
              fc.tuple(
                fc.record({
                  kind: fc.constant("clock" as const),
                  minutes: fc.constant(16),
                  crash: fc.constant(null),
                }),
                fc.record({
                  kind: fc.constant("act" as const),
                  action: fc.constant("DISPUTE_EXPIRED" as const),
                  by: fc.constantFrom<Party>("buyer", "seller"),
                  crash,
                }),
              ),
            ),
            fc.record({
              kind: fc.constant("rule" as const),
              winner: fc.constantFrom("buyer" as const, "seller" as const),
              crash: settleCrash,
            }),
          )
          .map(([[first, second], rule]) => [first, second, rule] as Step[]),
      },
    ),
    noise: fc.array(fc.array(stepArbitrary, { maxLength: 2 }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ type, amount, cut, fund, ending, noise }) => {
    const way: Step[] = [fund, ...ending];
    const reach = Math.max(0, way.length - cut);
    const steps: Step[] = [...(noise[0] ?? [])];
    for (let i = 0; i < reach; i += 1) {
      const step = way[i] as Step;
      // After a crash the party tries once more, as a person at the screen (or the job's retry) would.
      const retry: Step[] =
        step.kind !== "restart" && step.kind !== "stranger-pay" && step.crash !== null
          ? [{ ...step, ...("by" in step ? { by: wayParty(step) } : {}), crash: null } as Step]
          : [];
      steps.push(step, ...retry, ...(noise[i + 1] ?? []));
    }
    if (steps.length === 0) steps.push({ kind: "restart" });
    return { type, amount, steps };
  });

/** The party a step of the way belongs to. */
function wayParty(step: Step): Party {
  if (step.kind === "escrow") return "seller";
  if (step.kind === "act") return step.action === "CANCEL" ? "buyer" : "seller";
  return "buyer";
}

/** What a lifecycle did, for the checks and the failure message. */
export interface LifecycleLog {
  tradeId: number;
  escrowAccounts: Set<string>;
  crashes: CrashPoint[];
  lines: string[];
  /** A funding the seller's browser paid and never confirmed (the hash it would confirm with). */
  unconfirmedFunding?: string;
}

const ROUTE_OF: Record<Exclude<Step & { kind: "act" }, never>["action"], (by: Party) => string> = {
  I_HAVE_RECEIVED: () => "claimAmountRecivedBySeller",
  I_HAVE_NOT_RECEIVED: () => "disputeAmountNotRecivedBySeller",
  CANCEL: (by) => (by === "seller" ? "cancleTradeBySeller" : "cancleTradeByBuyer"),
  DISPUTE_EXPIRED: () => "disputeTradeExpired",
  REJECT: () => "rejectTrade",
};

function actorOf(world: TradeWorld, row: TradeRow, who: Party): TTradeActor | null {
  return tradeActorOf(world.keypairs[who].publicKey(), {
    type: row.type as "buy" | "sell",
    account: row.account,
    adOwner: row.adOwner,
  });
}

/**
 * The API's decision now: a route that names a side (…ByBuyer, …BySeller, `actionBy`) refuses the other party
 * with 403 first; then core's machine decides. `undefined` when the machine's answer would differ two seconds
 * later (a deadline in between: the request's own clock may land on either side, so either answer is right).
 */
function decide(
  row: TradeRow,
  action: TTradeAction,
  actor: TTradeActor,
  namedSide?: "buyer" | "seller",
): TTradeTransition | undefined {
  if (namedSide && actor.kind === "party" && actor.side !== namedSide) {
    return {
      ok: false,
      message: namedSide === "buyer" ? TRADE_MESSAGES.onlyBuyer : TRADE_MESSAGES.onlySeller,
    };
  }
  const now = Date.now();
  const facts = tradeFactsOf(row);
  const a = transitionTrade(facts, action, actor, now);
  const b = transitionTrade(facts, action, actor, now + 2000);
  if (a.ok !== b.ok || (!a.ok && !b.ok && a.message !== b.message)) return undefined;
  return a;
}

/** The side a route's name or its `actionBy` names, which must be the caller's. */
function namedSideOf(route: string, actionBy?: string): "buyer" | "seller" | undefined {
  if (route.endsWith("ByBuyer")) return "buyer";
  if (route.endsWith("BySeller")) return "seller";
  return actionBy === "Buyer" ? "buyer" : actionBy === "Seller" ? "seller" : undefined;
}

/** A refusal's HTTP status: 403 for a role, 409 for the state or a timer (trade-transition.ts). */
function refusalStatus(message: string): number {
  const roles: string[] = [
    TRADE_MESSAGES.onlyBuyer,
    TRADE_MESSAGES.onlySeller,
    TRADE_MESSAGES.onlyAdOwner,
    TRADE_MESSAGES.onlyCreatorCancels,
    TRADE_MESSAGES.onlyBuyerCancelsStarted,
  ];
  return roles.includes(message) ? 403 : 409;
}

export class LifecycleFailure extends Error {}

function check(condition: boolean, log: LifecycleLog, what: string): void {
  if (!condition)
    throw new LifecycleFailure(`${what}\n  trade ${log.tradeId}:\n    ${log.lines.join("\n    ")}`);
}

/**
 * Runs one lifecycle through the API: creates the trade, plays its steps (with the crash each one names, a
 * restart and the reconciler after every crash), then restarts and reconciles once more. Every answer is
 * compared with core's state machine on the trade as it was just before (a party's refusal: the machine's
 * message and 403/409; a stranger: 404 'Trade not found.'), and the stored status must be the machine's next.
 */
export async function playLifecycle(
  world: TradeWorld,
  lifecycle: Lifecycle,
  reconcile: () => Promise<unknown>,
): Promise<LifecycleLog> {
  const creator: Party = lifecycle.type === "buy" ? "buyer" : "seller";
  const started = await world.call(
    creator,
    "POST",
    `/api/p2p/${lifecycle.type === "buy" ? "addBuyTrade" : "addSellTrade"}`,
    {
      p2padsId: String(lifecycle.type === "buy" ? world.ads.sell : world.ads.buy),
      amount: (Number(lifecycle.amount) / 1e7).toFixed(7),
      coinUSDRate: "0.05",
      bank_name: "State Bank of India",
      bank_account_number: "001234567",
    },
  );
  if (started.statusCode !== 200) throw new Error(`the trade did not start: ${started.body}`);
  const tradeId = Number(started.json().trade.id);
  const log: LifecycleLog = { tradeId, escrowAccounts: new Set(), crashes: [], lines: [] };
  log.lines.push(`${lifecycle.type} ${lifecycle.amount} stroops`);

  const afterCrash = async (label: string) => {
    const point = world.crashed();
    if (!point) return false;
    log.crashes.push(point);
    await world.restart();
    await reconcile();
    log.lines.push(`${label}: crashed → restart, reconcile → ${(await tradeRow(world, tradeId)).status}`);
    return true;
  };

  /** Compares an answer with the machine's decision and the stored status with its next state. */
  const expectDecision = async (
    label: string,
    response: LightMyRequestResponse,
    before: TradeRow,
    decision: TTradeTransition | undefined,
    stranger: boolean,
  ) => {
    const after = await tradeRow(world, tradeId);
    log.lines.push(`${label}: ${before.status} → ${response.statusCode} ${after.status}`);
    if (stranger) {
      check(
        response.statusCode === 404 && response.json().message === TRADE_MESSAGES.tradeNotFound,
        log,
        `${label}: a stranger got ${response.statusCode} ${response.body}`,
      );
      check(after.status === before.status, log, `${label}: a stranger changed the trade`);
      return;
    }
    if (decision === undefined) {
      check([200, 409].includes(response.statusCode), log, `${label}: at a deadline, got ${response.body}`);
      return;
    }
    if (decision.ok) {
      check(response.statusCode === 200, log, `${label}: allowed by the machine, answered ${response.body}`);
      check(
        after.status === decision.next,
        log,
        `${label}: stored ${after.status}, machine says ${decision.next}`,
      );
    } else {
      check(
        response.statusCode === refusalStatus(decision.message) &&
          response.json().message === decision.message,
        log,
        `${label}: the machine refuses with '${decision.message}', the API answered ${response.statusCode} ${response.body}`,
      );
      check(after.status === before.status, log, `${label}: a refused action changed the trade`);
    }
  };

  for (const step of lifecycle.steps) {
    const before = await tradeRow(world, tradeId);
    if (step.kind === "restart") {
      await world.restart();
      await reconcile();
      log.lines.push(`restart, reconcile → ${(await tradeRow(world, tradeId)).status}`);
      continue;
    }
    if (step.kind === "stranger-pay") {
      await strangerPays(world, tradeId, step, log);
      continue;
    }
    world.arm(step.crash);
    const label = `${step.kind}${"action" in step ? ` ${step.action}` : ""}${"by" in step ? ` by ${step.by}` : ""}${
      step.kind === "clock" ? ` +${step.minutes} min` : step.kind === "rule" ? ` for the ${step.winner}` : ""
    }${step.crash ? ` (crash ${step.crash})` : ""}`;
    try {
      if (step.kind === "clock") {
        await moveClock(world, tradeId, step.minutes);
        const moved = await tradeRow(world, tradeId);
        const decision = decide(moved, "EXPIRE", { kind: "platform" });
        const expired = await expireTrade(world.app, tradeId);
        if (!world.crashed() && decision) {
          check(
            (expired !== null) === decision.ok,
            log,
            `${label}: the expiry job disagrees with the machine`,
          );
        }
        const returned = await returnHeldFunds(world.app, world.escrow, tradeId);
        // The reclaim job of an escrow never funded, due once its funding's time bound is over.
        const [unfunded] = await world.database.db
          .select()
          .from(escrowAccounts)
          .where(
            sql`${escrowAccounts.purpose} = ${TRADE_ESCROW_PURPOSE} and ${escrowAccounts.reference} = ${String(tradeId)}`,
          );
        if (unfunded) log.lines.push(`${label}: reclaim → ${await world.escrow.reclaimUnfunded(unfunded)}`);
        log.lines.push(
          `${label}: ${before.status} → ${(await tradeRow(world, tradeId)).status}, held funds ${returned}`,
        );
      } else if (step.kind === "rule") {
        await syncDisputeCases(world.app);
        const ruled = await ruleDispute(world.app, world.escrow, {
          tradeId,
          winner: step.winner,
          by: { kind: "admin", account: SUPPORT_DESK, note: "ruled by the model test" },
        }).then(
          () => "ruled",
          (error: unknown) => {
            if (error instanceof Crash) throw error;
            if (error instanceof AppError && [404, 409].includes(error.statusCode)) return error.message;
            throw error;
          },
        );
        if (!world.crashed()) {
          const after = await tradeRow(world, tradeId);
          log.lines.push(`${label}: ${before.status} → ${ruled}, ${after.status}`);
          if (before.status === "Disputed" && ruled === "ruled") {
            const next = step.winner === "buyer" ? "Completed" : "Cancelled";
            check(after.status === next, log, `${label}: ruled, yet the trade is ${after.status}`);
          } else check(after.status === before.status, log, `${label}: refused, yet the trade changed`);
        }
      } else if (step.kind === "late-confirm") {
        const hash = log.unconfirmedFunding;
        if (!hash) {
          log.lines.push(`${label}: no unconfirmed funding`);
        } else {
          const response = await world.call(
            "seller",
            "GET",
            `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
          );
          if (!world.crashed()) {
            const after = await tradeRow(world, tradeId);
            log.lines.push(`${label}: ${before.status} → ${response.statusCode} ${after.status}`);
            // Accepted now or before on this funding (200), or refused because the trade ended first (then the
            // funds go back: the audit checks the ledger).
            check(
              response.statusCode === 200
                ? after.startedAt !== null
                : [400, 409].includes(response.statusCode),
              log,
              `${label}: answered ${response.statusCode} ${response.body} with the trade ${after.status}`,
            );
          }
        }
      } else if (step.kind === "escrow") {
        await escrowStep(world, step, before, log, label, expectDecision);
      } else if (step.kind === "pay") {
        const actor = actorOf(world, before, step.by);
        const release = await world.call(step.by, "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`);
        const releaseSignature =
          release.statusCode === 200
            ? world.sign(release.json().releaseXdr, world.keypairs[step.by]).signature
            : undefined;
        const decision = actor ? decide(before, "I_HAVE_PAID", actor, "buyer") : undefined;
        const response = await world.call(step.by, "POST", "/api/p2p/claimAmountTransferByBuyer", {
          tradeId: String(tradeId),
          ...(releaseSignature ? { releaseSignature } : {}),
        });
        if (!world.crashed()) await expectDecision(label, response, before, decision, actor === null);
      } else {
        const actor = actorOf(world, before, step.by);
        const body: Record<string, string> = { tradeId: String(tradeId) };
        if (step.action === "DISPUTE_EXPIRED") body.actionBy = step.by === "seller" ? "Seller" : "Buyer";
        const route = ROUTE_OF[step.action](step.by);
        const decision = actor
          ? decide(before, step.action, actor, namedSideOf(route, body.actionBy))
          : undefined;
        const response = await world.call(step.by, "POST", `/api/p2p/${route}`, body);
        if (!world.crashed()) await expectDecision(label, response, before, decision, actor === null);
      }
    } catch (error) {
      if (!(error instanceof Crash)) throw error;
    } finally {
      world.arm(null);
    }
    await afterCrash(label);
  }
  await world.restart();
  await reconcile();
  log.lines.push(`end: restart, reconcile → ${(await tradeRow(world, tradeId)).status}`);
  const [held] = await world.database.db
    .select()
    .from(escrowAccounts)
    .where(
      sql`${escrowAccounts.purpose} = ${TRADE_ESCROW_PURPOSE} and ${escrowAccounts.reference} = ${String(tradeId)}`,
    );
  if (held) log.escrowAccounts.add(held.accountId);
  return log;
}

/**
 * A stranger's payment into the trade's current E. XLM may land (E exists): the outcome's merge carries it to the
 * seller. The traded asset never may: before the funding E has no trustline, after it the line is full — a
 * payment that lands is a failure of the model (the audit would also find the surplus).
 */
async function strangerPays(
  world: TradeWorld,
  tradeId: number,
  step: Step & { kind: "stranger-pay" },
  log: LifecycleLog,
): Promise<void> {
  const [row] = await world.database.db
    .select()
    .from(escrowAccounts)
    .where(
      sql`${escrowAccounts.purpose} = ${TRADE_ESCROW_PURPOSE} and ${escrowAccounts.reference} = ${String(tradeId)}`,
    );
  const label = `stranger pays ${step.amount} ${step.asset}`;
  if (!row) {
    log.lines.push(`${label}: no escrow yet`);
    return;
  }
  const asset = step.asset === "XLM" ? Asset.native() : world.levelg;
  const landed = await world.ledger
    .submit(world.keypairs.stranger, [
      Operation.payment({ destination: row.accountId, asset, amount: step.amount }),
    ])
    .then(
      () => true,
      () => false,
    );
  log.lines.push(`${label} into ${row.status} E: ${landed ? "landed" : "refused by the ledger"}`);
  check(!(landed && step.asset !== "XLM"), log, `${label}: the traded asset landed in E`);
}

/**
 * The seller accepts: opens E, signs the refund and the funding, pays E from the wallet and confirms. A
 * `stopAfter` is the browser closing at that point; a crash is the API's.
 */
async function escrowStep(
  world: TradeWorld,
  step: Step & { kind: "escrow" },
  before: TradeRow,
  log: LifecycleLog,
  label: string,
  expectDecision: (
    label: string,
    response: LightMyRequestResponse,
    before: TradeRow,
    decision: TTradeTransition | undefined,
    stranger: boolean,
  ) => Promise<void>,
): Promise<void> {
  const tradeId = String(before.id);
  const actor = actorOf(world, before, step.by);
  const opened = await world.call(step.by, "POST", "/api/p2p/escrow/open", { tradeId });
  if (world.crashed()) return;
  if (opened.statusCode !== 200) {
    // Opening is the seller's, on a pending trade.
    const expected =
      actor === null
        ? { status: 404, message: TRADE_MESSAGES.tradeNotFound }
        : actor.kind === "party" && actor.side !== "seller"
          ? { status: 403, message: TRADE_MESSAGES.onlySeller }
          : { status: 409, message: TRADE_MESSAGES.notAllowedNow };
    log.lines.push(`${label}: open → ${opened.statusCode}`);
    check(
      opened.statusCode === expected.status && opened.json().message === expected.message,
      log,
      `${label}: open answered ${opened.statusCode} ${opened.body}, expected ${expected.status} '${expected.message}'`,
    );
    check(
      before.status !== "pending_user_transfer" || step.by !== "seller",
      log,
      `${label}: the seller could not open`,
    );
    return;
  }
  check(
    step.by === "seller" && before.status === "pending_user_transfer",
    log,
    `${label}: opened by ${step.by} in ${before.status}`,
  );
  const { escrowAccountId, fundingXdr, refundXdr } = opened.json();
  log.escrowAccounts.add(escrowAccountId);
  const seller = world.keypairs.seller;
  const refund = await world.call("seller", "POST", "/api/p2p/escrow/refundSignature", {
    tradeId,
    signature: world.sign(refundXdr, seller).signature,
  });
  check(refund.statusCode === 200, log, `${label}: the refund signature was refused: ${refund.body}`);
  if (step.stopAfter === "refund-signature") {
    log.lines.push(`${label}: the browser closed before paying`);
    return;
  }
  const funding = world.sign(fundingXdr, seller);
  const paid = await world.ledger.horizon.submitTransaction(funding.tx).then(
    () => true,
    () => false,
  );
  const hash = Buffer.from(funding.tx.hash()).toString("hex");
  if (!paid || step.stopAfter === "funding") {
    if (paid) log.unconfirmedFunding = hash;
    log.lines.push(
      `${label}: ${paid ? "paid E, the browser closed before confirming" : "the funding failed"}`,
    );
    return;
  }
  const current = await tradeRow(world, before.id);
  const decision = actor ? decide(current, "HOLD_BALANCE", actor) : undefined;
  const confirmed = await world.call(
    "seller",
    "GET",
    `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
  );
  if (world.crashed()) return;
  await expectDecision(`${label}: confirm`, confirmed, current, decision, false);
}
