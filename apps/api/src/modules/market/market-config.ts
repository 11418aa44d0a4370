import type { TMarketConfigEntry } from "@sextant/core";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { marketPairs } from "../../db/schema";

/** The market configuration entries in the spec's field names, ordered by `orderId` (then by creation). */
export async function loadMarketConfig(db: Database): Promise<TMarketConfigEntry[]> {
  const rows = await db.select().from(marketPairs).orderBy(asc(marketPairs.orderId), asc(marketPairs.id));
  return rows.map((row) => ({
    marketCoinCode: row.marketCoinCode,
    marketIssure: row.marketIssuer,
    toCoinCode: row.toCoinCode,
    toIssure: row.toIssuer,
    showOnTop: row.showOnTop,
    orderId: row.orderId,
  }));
}
