// Tables of the price service (re-exported by schema.ts): the operator's reference prices and their history.
import { bigserial, index, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The operator's USD reference price of each listed asset (docs/prices.md). Seeded from the catalogue's reference
 * prices when an asset has none yet; an administrator changes it in the console. `set_by` is the account that set
 * it, or `catalogue` for the seeded figure.
 */
export const priceReferences = pgTable(
  "price_references",
  {
    assetCode: text("asset_code").notNull(),
    /** Empty for native XLM. */
    assetIssuer: text("asset_issuer").notNull(),
    usdPrice: numeric("usd_price", { precision: 30, scale: 12 }).notNull(),
    setBy: text("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.assetCode, t.assetIssuer] })],
);

/** Every change of a reference price: who changed what, from and to which figure, and when. Never updated. */
export const priceReferenceChanges = pgTable(
  "price_reference_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    assetCode: text("asset_code").notNull(),
    assetIssuer: text("asset_issuer").notNull(),
    /** Null for the first figure of an asset. */
    oldUsdPrice: numeric("old_usd_price", { precision: 30, scale: 12 }),
    newUsdPrice: numeric("new_usd_price", { precision: 30, scale: 12 }).notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("price_reference_changes_asset").on(t.assetCode, t.assetIssuer, t.id)],
);
