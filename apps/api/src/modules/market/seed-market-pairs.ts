import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { marketPairs } from "../../db/schema";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { MARKET_DEFINITIONS, type MarketDefinition } from "./market-definitions";

/** The issuer of a market asset: the operator's issuer account, or empty for native XLM. */
export function issuerOf(code: string, keys: OperatorKeys): string {
  return code === "XLM" ? "" : keys.issuer(code).publicKey();
}

/**
 * Writes the seeded market configuration (spec doc 1 §3) with the operator's issuers. Idempotent: an existing
 * pair keeps its row and only takes the definition's `showOnTop` and `orderId`.
 */
export async function seedMarketPairs(
  db: Database,
  keys: OperatorKeys,
  definitions: MarketDefinition[] = MARKET_DEFINITIONS,
): Promise<void> {
  if (definitions.length === 0) return;
  await db
    .insert(marketPairs)
    .values(
      definitions.map((definition) => ({
        marketCoinCode: definition.marketCoinCode,
        marketIssuer: issuerOf(definition.marketCoinCode, keys),
        toCoinCode: definition.toCoinCode,
        toIssuer: issuerOf(definition.toCoinCode, keys),
        showOnTop: definition.showOnTop,
        orderId: definition.orderId,
      })),
    )
    .onConflictDoUpdate({
      target: [
        marketPairs.marketCoinCode,
        marketPairs.marketIssuer,
        marketPairs.toCoinCode,
        marketPairs.toIssuer,
      ],
      set: { showOnTop: sql`excluded.show_on_top`, orderId: sql`excluded.order_id` },
    });
}
