// Tables of the checkout-escrow module (re-exported by schema.ts).
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The one outcome of an escrow-mode order (docs/checkout.md 'Escrow mode'): written in the transaction whose
 * conditional update moved the order from `held` to `released` or `refunded`, so an order has at most one, and
 * only then is the escrow settled. `hash` is the outcome transaction once it applied on the ledger.
 */
export const checkoutEscrowOutcomes = pgTable("checkout_escrow_outcomes", {
  orderId: uuid("order_id").primaryKey(),
  /** release | refund */
  kind: text("kind").notNull(),
  /** customer | merchant | admin */
  decidedBy: text("decided_by").notNull(),
  /** The account that decided (the customer's, the merchant's or the admin's). */
  actor: text("actor").notNull(),
  decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  hash: text("hash"),
  settledAt: timestamp("settled_at", { withTimezone: true }),
});
