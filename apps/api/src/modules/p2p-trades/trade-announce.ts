import { type TTradeStatus, tradeNotificationText } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { queueDemoTraderTurn } from "./demo-trader";
import { announceStatus, scheduleAfterChange } from "./trade-jobs";
import type { TradeRow } from "./trade-transition";

/** The bell's title of each status a trade enters (the text is core's `tradeNotificationText`, spec §4). */
const TITLES: Record<TTradeStatus, string> = {
  pending_user_transfer: "New P2P trade",
  Started: "Trade accepted",
  FundsSent: "Buyer has paid",
  Completed: "Trade completed",
  Disputed: "Trade disputed",
  Cancelled: "Trade cancelled",
  Cancelled_With_Holded_Funds: "Trade cancelled",
};

/** Where a trade's notification leads: its progress screen, which reads `?tradeId=`. */
export const tradeProgressPath = (tradeId: number | string) =>
  `/transactionProgressScreen?tradeId=${tradeId}`;

/**
 * Who is told of a change: the party who did not act; both parties when the platform acted (an expiry, a
 * ruling, the reconciler's confirmation on the seller's behalf is the seller's own act and tells the buyer).
 */
export function tradeNotificationRecipients(row: TradeRow, actor: string | "platform"): string[] {
  if (actor === "platform") return [row.buyer, row.seller];
  if (actor === row.buyer) return [row.seller];
  if (actor === row.seller) return [row.buyer];
  return [row.buyer, row.seller];
}

/**
 * The stored notification (the bell, with its sound and on-screen message) of a trade entering its current
 * status, for each account told; a failure to store is logged, never undoes the change that committed.
 */
export async function notifyTradeChange(
  app: FastifyInstance,
  row: TradeRow,
  actor: string | "platform",
): Promise<void> {
  const status = row.status as TTradeStatus;
  const text = tradeNotificationText(status, row.paymentMethod.replace(/_/g, " "));
  for (const account of tradeNotificationRecipients(row, actor)) {
    await app
      .notify({
        account,
        title: TITLES[status],
        text,
        path: tradeProgressPath(row.id),
        objectId: String(row.id),
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error, tradeId: row.id }, "trade notification not stored"),
      );
  }
}

/** Another module's step after every committed status change (the dispute module opens its case at once). */
export type TradeChangeListener = (app: FastifyInstance, row: TradeRow) => Promise<unknown>;

// Keyed by the app's database (one per app; the modules' encapsulated Fastify instances share it), so a listener
// registered by one module is seen by the trade module's own instance.
const listeners = new WeakMap<object, TradeChangeListener[]>();

/** Registers a listener run after every committed status change; a listener that fails is logged, never fatal. */
export function onTradeChange(app: FastifyInstance, listener: TradeChangeListener): void {
  const list = listeners.get(app.database) ?? [];
  list.push(listener);
  listeners.set(app.database, list);
}

/**
 * Everything that follows a committed status change, in one place for every caller (routes, jobs, the
 * reconciler, the demo trader, dispute rulings): the realtime event to both parties, the stored notification to
 * the party who did not act, the trade's next timer, the demo trader's turn on a demo trader's ad, and the
 * listeners of other modules.
 */
export async function afterTradeChange(
  app: FastifyInstance,
  row: TradeRow,
  actor: string | "platform",
): Promise<void> {
  announceStatus(app, row);
  await notifyTradeChange(app, row, actor);
  await scheduleAfterChange(app, row);
  await queueDemoTraderTurn(app, row);
  for (const listener of listeners.get(app.database) ?? []) {
    await listener(app, row).catch((error: unknown) =>
      app.log.error({ err: error, tradeId: row.id }, "a listener of trade changes failed"),
    );
  }
}

/**
 * What follows a new trade (its `newTrade` event is the route's): the pending expiry, the ad owner told, and the
 * demo trader's turn when the ad is a demo trader's.
 */
export async function queueAfterStart(app: FastifyInstance, row: TradeRow, creator: string): Promise<void> {
  await scheduleAfterChange(app, row);
  await notifyTradeChange(app, row, creator);
  await queueDemoTraderTurn(app, row);
}
