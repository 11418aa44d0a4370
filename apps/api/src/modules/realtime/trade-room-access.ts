import type { Database } from "../../db/database";

/** Decides whether `account` may join the room of trade `tradeId` (its buyer or seller only). */
export type TTradeRoomAccess = (account: string, tradeId: string) => Promise<boolean>;

/**
 * Until trades are stored, no account is a party to any trade, so every join is refused. The P2P trade module
 * replaces this with a lookup of the trade's buyer and seller (`realtime.setTradeRoomAccess`).
 */
export function denyTradeRooms(_db: Database): TTradeRoomAccess {
  return async () => false;
}
