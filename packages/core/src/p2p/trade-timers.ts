/**
 * The trade's timers as deadlines (spec doc 2 §4 'Timers', §9 'Trade window'), all epoch milliseconds. A
 * deadline is data: the screens count down to it, the jobs fire at it and the state machine checks it, so the
 * three never disagree.
 */

/** A pending trade waits this long for the seller to hold the balance (the screen shows 00:15:00). */
export const TRADE_PENDING_MS = 15 * 60_000;
/** The trade list shows Expired this long after the start (spec: 15 minutes). */
export const TRADE_LIST_EXPIRED_MS = 15 * 60_000;
/** Grace after the ad's time frame before a Started trade times out: 15-minute frame → 18 minutes (spec). */
export const TRADE_TIMEOUT_GRACE_MS = 3 * 60_000;
/** Held funds go back to the seller this long after a cancellation with held funds (spec §9). */
export const HELD_FUNDS_RETURN_MS = 24 * 60 * 60_000;

/** The moments a trade's deadlines are counted from. */
export interface TTradeClock {
  /** When the trade was created (pending_user_transfer began). */
  createdAt: number;
  /** When the seller's balance was held (Started began), or null before. */
  startedAt: number | null;
  /** When the buyer clicked 'I have paid' (FundsSent began), or null before. */
  paidAt: number | null;
  /** When the trade was cancelled with held funds, or null. */
  cancelledAt?: number | null;
  /** The ad's time frame, minutes. */
  timeFrameMinutes: number;
}

export interface TTradeDeadlines {
  /** A pending trade is cancelled by the platform from here on. */
  pendingExpiresAt: number;
  /** A Started trade past its time frame: either side may open an expiry dispute. */
  expiresAt: number | null;
  /** A Started trade is timed out ('Trade Expired', actions hidden; the platform cancels it with held funds). */
  timeoutAt: number | null;
  /** A FundsSent trade past the time frame since 'I have paid': the buyer may open an expiry dispute. */
  paidExpiresAt: number | null;
  /** Held funds go back to the seller. */
  heldFundsReturnAt: number | null;
}

export function tradeDeadlines(clock: TTradeClock): TTradeDeadlines {
  const frame = clock.timeFrameMinutes * 60_000;
  return {
    pendingExpiresAt: clock.createdAt + TRADE_PENDING_MS,
    expiresAt: clock.startedAt === null ? null : clock.startedAt + frame,
    timeoutAt: clock.startedAt === null ? null : clock.startedAt + frame + TRADE_TIMEOUT_GRACE_MS,
    paidExpiresAt: clock.paidAt === null ? null : clock.paidAt + frame,
    heldFundsReturnAt: clock.cancelledAt == null ? null : clock.cancelledAt + HELD_FUNDS_RETURN_MS,
  };
}

/** Whether the trade list shows the trade as Expired (15 minutes after its start, spec §4). */
export function isShownExpired(clock: Pick<TTradeClock, "createdAt" | "startedAt">, now: number): boolean {
  return now - (clock.startedAt ?? clock.createdAt) >= TRADE_LIST_EXPIRED_MS;
}

/** 'HH:MM:SS' left until a deadline, never negative: a pending trade starts at '00:15:00'. */
export function formatCountdown(deadline: number, now: number): string {
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const hh = Math.floor(left / 3600);
  const mm = Math.floor((left % 3600) / 60);
  const ss = left % 60;
  return [hh, mm, ss].map((n) => String(n).padStart(2, "0")).join(":");
}
