// Tables of the trades module and of the generic escrow module (re-exported by schema.ts).
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * P2P trades (spec doc 2 §3 'Trade'). Amounts are stroops (bigint); the fiat amount and unit price are units of
 * 10^-7 of the currency, like the ad's. Every status change is one conditional update on the expected status
 * (`… WHERE status = from`), decided by core's `transitionTrade`. Buyer and seller are written out at creation
 * so the lists and the role checks need no join with the ad.
 */
export const trades = pgTable(
  "trades",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** buy: the creator buys from a sell ad; sell: the creator sells into a buy ad. */
    type: text("type").notNull(),
    status: text("status").notNull().default("pending_user_transfer"),
    adId: bigint("ad_id", { mode: "number" }).notNull(),
    /** The trade creator (spec 'account'). */
    account: text("account").notNull(),
    adOwner: text("ad_owner").notNull(),
    buyer: text("buyer").notNull(),
    seller: text("seller").notNull(),
    assetCode: text("asset_code").notNull(),
    assetIssuer: text("asset_issuer").notNull().default(""),
    cryptoAmountToBuyer: bigint("crypto_amount_to_buyer", { mode: "bigint" }).notNull(),
    /** What the seller pays into escrow: the amount plus the seller's trading fee. */
    cryptoAmountFromSeller: bigint("crypto_amount_from_seller", { mode: "bigint" }).notNull(),
    sellerFee: bigint("seller_fee", { mode: "bigint" }).notNull(),
    fiatTradeAmount: bigint("fiat_trade_amount", { mode: "bigint" }).notNull(),
    unitPrice: bigint("unit_price", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    coinUsdRate: numeric("coin_usd_rate", { precision: 30, scale: 12 }).notNull(),
    paymentMethod: text("payment_method").notNull(),
    timeFrame: integer("time_frame").notNull(),
    bankName: text("bank_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    bankAccountTitle: text("bank_account_title").notNull().default(""),
    payoneerEmail: text("payoneer_email").notNull().default(""),
    skrillEmail: text("skrill_email").notNull().default(""),
    sellerStellarMemo: text("seller_stellar_memo").notNull(),
    escrowAccountId: text("escrow_account_id"),
    /** The dispute axis: none, open or resolved (core `TDisputeState`). */
    disputeState: text("dispute_state").notNull().default("none"),
    disputeOpenedBy: text("dispute_opened_by"),
    disputeReason: text("dispute_reason"),
    disputeWinner: text("dispute_winner"),
    idempotencyKey: text("idempotency_key"),
    /** The spec's startTime: when the trade was asked for. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trades_account_idempotency").on(t.account, t.idempotencyKey),
    index("trades_buyer").on(t.buyer, t.id),
    index("trades_seller").on(t.seller, t.id),
    index("trades_ad").on(t.adId),
    // The timer jobs and the active lists look at non-final trades only.
    index("trades_active")
      .on(t.status, t.id)
      .where(sql`"status" NOT IN ('Completed', 'Cancelled', 'Cancelled_With_Holded_Funds')`),
  ],
);

/**
 * Escrow accounts (docs/escrow.md), one per held payment, generic: a P2P trade holds one with the seller as
 * payer and the buyer as payee; escrow-mode checkout will hold one with the customer and the merchant. `purpose`
 * + `reference` name the owner object. `start_sequence` is E's sequence S once created; both outcomes use S+1.
 */
export const escrowAccounts = pgTable(
  "escrow_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose").notNull(),
    reference: text("reference").notNull(),
    accountId: text("account_id").notNull(),
    payer: text("payer").notNull(),
    payee: text("payee").notNull(),
    feeDestination: text("fee_destination").notNull(),
    assetCode: text("asset_code").notNull(),
    assetIssuer: text("asset_issuer").notNull().default(""),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    fee: bigint("fee", { mode: "bigint" }).notNull(),
    startSequence: bigint("start_sequence", { mode: "bigint" }),
    /**
     * opening → open (E created on the ledger, bare: only the platform's derived key controls it) → funded (the
     * payer's one funding transaction configured E and paid it) → released | refunded; an E never funded is
     * closed (merged back into the sponsor) and may be opened again under the next generation's key.
     */
    status: text("status").notNull().default("opening"),
    /** Which of the owner's E keys this is (0, 1, …): E's key derives from the escrow signer, purpose, reference, generation. */
    generation: integer("generation").notNull().default(0),
    /** The time bound of the newest funding handed out: after it, no funding of this E can apply any more. */
    fundingExpiresAt: timestamp("funding_expires_at", { withTimezone: true }),
    setupHash: text("setup_hash"),
    fundingHash: text("funding_hash"),
    /** The payer's signature of the refund (given with the funding) and the payee's of the release. */
    refundPayerSignature: text("refund_payer_signature"),
    releasePayeeSignature: text("release_payee_signature"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the reconciler found this escrow finished for good on the ledger (merged after its outcome, or never
     * funded for an owner that ended); such rows are not checked again.
     */
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("escrow_accounts_reference").on(t.purpose, t.reference),
    uniqueIndex("escrow_accounts_account").on(t.accountId),
    index("escrow_accounts_open").on(t.status, t.id).where(sql`"status" IN ('opening', 'open', 'funded')`),
    index("escrow_accounts_unfunded_payer").on(t.payer).where(sql`"status" IN ('opening', 'open')`),
  ],
);

/**
 * Money movements of an escrow: the funding, and the one outcome (release or refund). Unique per escrow and
 * kind, and at most one outcome per escrow, so nothing moves twice. An outcome's fully signed envelope and hash
 * are stored before the first submission; a retry submits `envelope_xdr` exactly as stored.
 */
export const escrowMovements = pgTable(
  "escrow_movements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    escrowId: bigint("escrow_id", { mode: "number" })
      .notNull()
      .references(() => escrowAccounts.id),
    /** funding | release | refund */
    kind: text("kind").notNull(),
    hash: text("hash").notNull(),
    envelopeXdr: text("envelope_xdr"),
    /** signed → submitted → applied, or failed (with the ledger's result codes in last_error). */
    status: text("status").notNull().default("signed"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("escrow_movements_kind").on(t.escrowId, t.kind),
    uniqueIndex("escrow_movements_one_outcome").on(t.escrowId).where(sql`"kind" IN ('release', 'refund')`),
    uniqueIndex("escrow_movements_hash").on(t.hash),
  ],
);

/** The reconciler's runs: what it checked and every discrepancy, for the admin console. */
export const escrowReconcileRuns = pgTable("escrow_reconcile_runs", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  checked: integer("checked").notNull().default(0),
  problems: jsonb("problems").notNull().default(sql`'[]'::jsonb`),
  /** What started the run: `start` (the API's start), `schedule` (every 10 minutes) or `admin` (run now). */
  trigger: text("trigger").notNull().default("schedule"),
  /** Outcomes the run built, stored and submitted (a final trade whose escrow was still funded). */
  settled: integer("settled").notNull().default(0),
  /** Stored outcome envelopes submitted again as they are. */
  resubmitted: integer("resubmitted").notNull().default(0),
  /** Fundings found on the ledger that no one had confirmed. */
  confirmed: integer("confirmed").notNull().default(0),
  /** Escrows never funded that the run closed and merged back into the sponsor. */
  reclaimed: integer("reclaimed").notNull().default(0),
  /** Outcomes found applied on the ledger whose answer had been lost. */
  recorded: integer("recorded").notNull().default(0),
  /** Set when the run itself stopped on an error (the ledger unreachable…). */
  error: text("error"),
});
