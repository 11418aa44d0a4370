// Tables of the anchor module (re-exported by schema.ts): chains, deposit addresses, anchored transactions, the
// Stellar payments the anchor received, and the reconciler's passes. Amounts are bigint stroops (7 decimals);
// chain amounts are the token's smallest units as decimal text (they can exceed int64).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Each chain the anchor watches, the chain it last saw (to notice a fresh local chain) and its scan cursor. */
export const anchorChains = pgTable("anchor_chains", {
  /** "ERC20" or "TRC20". */
  chain: text("chain").primaryKey(),
  chainId: integer("chain_id").notNull(),
  /** A block of the chain as the anchor first saw it: a different hash at that height means a different chain. */
  markerBlock: bigint("marker_block", { mode: "bigint" }).notNull(),
  markerHash: text("marker_hash").notNull(),
  /** The last block whose confirmed transfers are all recorded. */
  cursor: bigint("cursor", { mode: "bigint" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The token contract of each anchored asset on each chain (deployed by the API on the standalone chain). */
export const anchorTokens = pgTable(
  "anchor_tokens",
  {
    chain: text("chain").notNull(),
    assetCode: text("asset_code").notNull(),
    /** 0x… (lower case). */
    contract: text("contract").notNull(),
    decimals: integer("decimals").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.assetCode] })],
);

/** One deposit address per account and chain, derived from the HD seed at `derivation_index` (= id). */
export const anchorDepositAddresses = pgTable(
  "anchor_deposit_addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    chain: text("chain").notNull(),
    /** 0x… lower case, also for TRC20 (shown in TRON's base58 form). */
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("anchor_deposit_addresses_account_chain").on(t.account, t.chain),
    index("anchor_deposit_addresses_address").on(t.chain, t.address),
  ],
);

/** Deposits and withdrawals (SEP-24 transactions). */
export const anchorTransactions = pgTable(
  "anchor_transactions",
  {
    id: text("id").primaryKey(),
    /** "deposit" or "withdrawal". */
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    account: text("account").notNull(),
    assetCode: text("asset_code").notNull(),
    chain: text("chain"),
    amountIn: bigint("amount_in", { mode: "bigint" }),
    amountFee: bigint("amount_fee", { mode: "bigint" }),
    amountOut: bigint("amount_out", { mode: "bigint" }),
    /** The chain amount in the token's smallest units (a deposit's transfer, a withdrawal's payout). */
    chainUnits: text("chain_units"),
    /** Withdrawals: the amount's BTC worth in stroops at request time, for the 24 h limit. */
    btcValue: bigint("btc_value", { mode: "bigint" }),
    fromAddress: text("from_address"),
    toAddress: text("to_address"),
    /** Deposits: the chain transfer (hash, log index, block); withdrawals: the payout's hash. */
    externalTransactionId: text("external_transaction_id"),
    chainLogIndex: integer("chain_log_index"),
    chainBlock: bigint("chain_block", { mode: "bigint" }),
    /**
     * The marker hash of the chain the transfer was seen on: a fresh local chain can repeat a transaction hash
     * (same keys, nonces and data), which must count as a new transfer.
     */
    chainMarker: text("chain_marker"),
    /** Deposits: the credit; withdrawals: the user's payment. */
    stellarTransactionId: text("stellar_transaction_id"),
    /** Deposits: the signed credit transaction, stored before it is submitted. */
    stellarEnvelope: text("stellar_envelope"),
    claimableBalanceId: text("claimable_balance_id"),
    withdrawMemo: text("withdraw_memo"),
    /** Withdrawals: the signed payout, stored before it is broadcast, and its nonce. */
    payoutRaw: text("payout_raw"),
    payoutNonce: integer("payout_nonce"),
    refunded: boolean("refunded").notNull().default(false),
    message: text("message"),
    /** SHA-256 of the interactive page's one-time token. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("anchor_transactions_account").on(t.account, t.startedAt),
    index("anchor_transactions_status").on(t.status),
    uniqueIndex("anchor_transactions_chain_transfer")
      .on(t.chain, t.chainMarker, t.externalTransactionId, t.chainLogIndex)
      .where(sql`kind = 'deposit'`),
    uniqueIndex("anchor_transactions_withdraw_memo").on(t.withdrawMemo),
    uniqueIndex("anchor_transactions_token").on(t.tokenHash),
  ],
);

/** Every payment the anchor's receiving accounts got: matched to a withdrawal, or refunded. Never dropped. */
export const anchorStellarPayments = pgTable(
  "anchor_stellar_payments",
  {
    /** Horizon's operation id. */
    id: text("id").primaryKey(),
    transactionHash: text("transaction_hash").notNull(),
    receiver: text("receiver").notNull(),
    sender: text("sender").notNull(),
    /** "XLM" or "CODE:ISSUER". */
    asset: text("asset").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    memo: text("memo").notNull().default(""),
    withdrawalId: text("withdrawal_id"),
    /** "matched", "refund_due", "refunding" (signed, stored, submitted), "refunded". */
    status: text("status").notNull(),
    refundAmount: bigint("refund_amount", { mode: "bigint" }).notNull().default(sql`0`),
    refundReason: text("refund_reason").notNull().default(""),
    refundEnvelope: text("refund_envelope"),
    refundTransactionId: text("refund_transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("anchor_stellar_payments_status").on(t.status)],
);

/** The Horizon paging token up to which each receiving account's payments are recorded. */
export const anchorStellarCursors = pgTable("anchor_stellar_cursors", {
  account: text("account").primaryKey(),
  cursor: text("cursor").notNull(),
});

/** The reconciler's passes: per asset and chain, tokens held against what the anchor issued; drift alerts. */
export const anchorReconciliations = pgTable("anchor_reconciliations", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  lines: jsonb("lines").notNull(),
  alerts: jsonb("alerts").notNull(),
});
