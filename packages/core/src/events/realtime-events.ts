import { z } from "zod";
import { ANCHOR_KINDS, ANCHOR_STATUSES } from "../anchor/statuses";
import { ZNotification } from "../contracts/notifications/notifications";

/** Trade statuses (spec doc 2 §4); the last three are final. */
export const TRADE_STATUSES = [
  "pending_user_transfer",
  "Started",
  "FundsSent",
  "Completed",
  "Disputed",
  "Cancelled_With_Holded_Funds",
  "Cancelled",
] as const;
export const ZTradeStatus = z.enum(TRADE_STATUSES);
export type TTradeStatus = z.infer<typeof ZTradeStatus>;

export const AD_STATUSES = ["Active", "Paused"] as const;
export const ZAdStatus = z.enum(AD_STATUSES);
export type TAdStatus = z.infer<typeof ZAdStatus>;

const id = z.string().min(1).max(64);
const adType = z.enum(["buy", "sell"]);
const assetCode = z.string().min(1).max(12);
const amount = z.string().max(40);

const ZAdSummary = z.object({
  adId: id,
  type: adType,
  assetCode,
  account: z.string().max(56),
  status: ZAdStatus,
  availableAmount: amount,
  minQty: amount,
});

/** A chat message as the trade's chat shows it (spec doc 2 §3 'Chat message'). */
export const ZChatMessageEvent = z.object({
  tradeId: id,
  message: z.object({
    /** The stored message's id and the writer's role (trade talk, docs/trade-talk.md). */
    id: z.string().max(20).optional(),
    role: z.enum(["buyer", "seller", "admin"]).optional(),
    accountId: z.string().max(56),
    message: z.string().max(2000),
    fileNames: z.string().max(2000),
    createdAt: z.string().max(40),
  }),
});

/**
 * The realtime events of spec doc 2 §4 'Real-time events' (new ad, ad updated, new trade, trade status changed,
 * ad status changed, new chat message) plus the notification of §2, by the name they travel under on the
 * socket, each with the schema of its payload. The server validates every payload before it emits it.
 */
export const REALTIME_EVENTS = {
  newAd: ZAdSummary,
  adUpdated: ZAdSummary,
  adStatusChanged: z.object({ adId: id, type: adType, assetCode, status: ZAdStatus }),
  newTrade: z.object({ tradeId: id, adId: id, type: adType, assetCode, status: ZTradeStatus }),
  tradeStatusChanged: z.object({ tradeId: id, adId: id, status: ZTradeStatus }),
  newChatMessage: ZChatMessageEvent,
  notification: ZNotification,
  /** An anchored deposit or withdrawal of the account changed status (docs/anchor.md). */
  anchorTransactionChanged: z.object({
    id,
    kind: z.enum(ANCHOR_KINDS),
    status: z.enum(ANCHOR_STATUSES),
    asset_code: assetCode,
  }),
} as const;

export type TRealtimeEvents = typeof REALTIME_EVENTS;
export type TRealtimeEventName = keyof TRealtimeEvents;
export type TRealtimeEventPayload<E extends TRealtimeEventName> = z.infer<TRealtimeEvents[E]>;
export const REALTIME_EVENT_NAMES = Object.keys(REALTIME_EVENTS) as TRealtimeEventName[];

export function isRealtimeEventName(name: string): name is TRealtimeEventName {
  return Object.hasOwn(REALTIME_EVENTS, name);
}

/** Checks a payload against its event's schema; throws a zod error naming the bad field. */
export function parseRealtimePayload<E extends TRealtimeEventName>(
  event: E,
  payload: unknown,
): TRealtimeEventPayload<E> {
  return REALTIME_EVENTS[event].parse(payload) as TRealtimeEventPayload<E>;
}

/** The socket path, and the client's timing from spec doc 2 §9: 5 s time-out, 1 s between 2 more attempts. */
export const REALTIME_PATH = "/socket.io";
export const SOCKET_TIMEOUT_MS = 5_000;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 2;

/** Room names: one per account (joined on connect) and one per trade (joined by its parties only). */
export const accountRoom = (account: string) => `account:${account}`;
export const tradeRoom = (tradeId: string) => `trade:${tradeId}`;
