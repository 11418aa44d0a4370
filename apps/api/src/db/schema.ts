import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Facts about this installation, e.g. which version of the demo world is seeded. Never secrets (docs/key-custody.md). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The asset catalogue: every asset the product lists, with its display data and flags (spec doc 1 §3 Asset). */
export const assets = pgTable(
  "assets",
  {
    code: text("code").notNull(),
    /** Empty for native XLM. */
    issuer: text("issuer").notNull().default(""),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    organization: text("organization").notNull().default(""),
    image: text("image").notNull().default(""),
    displayDecimals: integer("display_decimals").notNull().default(7),
    displayColor: text("display_color").notNull().default("#1c7ed6"),
    coingeckoId: text("coingecko_id").notNull().default(""),
    /** The catalogue's USD price: seeds the operator's reference price (price_references, docs/prices.md). */
    referenceUsdPrice: numeric("reference_usd_price", { precision: 30, scale: 12 }).notNull(),
    marketCapUsd: numeric("market_cap_usd", { precision: 30, scale: 2 }).notNull().default("0"),
    isAssetAnchored: boolean("is_asset_anchored").notNull().default(false),
    isSextantAnchor: boolean("is_sextant_anchor").notNull().default(false),
    isErc20: boolean("is_erc20").notNull().default(false),
    isTrc20: boolean("is_trc20").notNull().default(false),
    manualIssued: boolean("manual_issued").notNull().default(false),
    distributionPublic: text("distribution_public").notNull().default(""),
    homeDomain: text("home_domain").notNull().default(""),
    infoLink: text("info_link").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("assets_code_issuer").on(t.code, t.issuer)],
);

/** Fiat currencies users can show values in, with the reference rate of one USD in that currency. */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  usdRate: numeric("usd_rate", { precision: 30, scale: 10 }).notNull(),
});

/** The operator's fees per asset (spec doc 1 §3 Fee settings); percents are percentages (0.1 = 0.1 %). */
export const feeLevels = pgTable("fee_levels", {
  assetCode: text("asset_code").primaryKey(),
  swapFeeFixed: numeric("swap_fee_fixed", { precision: 20, scale: 7 }).notNull().default("0"),
  swapFeePercent: numeric("swap_fee_percent", { precision: 10, scale: 4 }).notNull().default("0"),
  sendBalanceFeeFixed: numeric("send_balance_fee_fixed", { precision: 20, scale: 7 }).notNull().default("0"),
  sendBalanceFeePercent: numeric("send_balance_fee_percent", { precision: 10, scale: 4 })
    .notNull()
    .default("0"),
  exchangeSellerFeeFixed: numeric("exchange_seller_fee_fixed", { precision: 20, scale: 7 })
    .notNull()
    .default("0"),
  exchangeSellerFeePercent: numeric("exchange_seller_fee_percent", { precision: 10, scale: 4 })
    .notNull()
    .default("0"),
});

/** Accounts registered by the web app after a wallet is created or imported (spec: POST /accounts/create). */
export const registeredAccounts = pgTable("registered_accounts", {
  publicKey: text("public_key").primaryKey(),
  referral: text("referral"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SEP-2 federation names served by this domain: `name*domain` ↔ account. One name per account. */
export const federationNames = pgTable(
  "federation_names",
  {
    name: text("name").notNull(),
    domain: text("domain").notNull(),
    accountId: text("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("federation_name_domain").on(t.name, t.domain),
    uniqueIndex("federation_account").on(t.accountId),
  ],
);

/**
 * The market configuration (spec doc 1 §3 Market configuration entry): each pair lists `toCoin` in the market of
 * `marketCoin` (its group on /market). Issuers are empty for native XLM.
 */
export const marketPairs = pgTable(
  "market_pairs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    marketCoinCode: text("market_coin_code").notNull(),
    marketIssuer: text("market_issuer").notNull().default(""),
    toCoinCode: text("to_coin_code").notNull(),
    toIssuer: text("to_issuer").notNull().default(""),
    showOnTop: boolean("show_on_top").notNull().default(false),
    orderId: integer("order_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("market_pairs_assets").on(t.marketCoinCode, t.marketIssuer, t.toCoinCode, t.toIssuer)],
);

/** Swaps reported by the web app after submission (spec: POST /swap/create), checked against the ledger. */
export const swapHistory = pgTable(
  "swap_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    trxId: text("trx_id").notNull(),
    fromAsset: text("from_asset").notNull(),
    toAsset: text("to_asset").notNull(),
    fromAmount: numeric("from_amount", { precision: 26, scale: 7 }).notNull(),
    toAmount: numeric("to_amount", { precision: 26, scale: 7 }).notNull(),
    fee: numeric("fee", { precision: 26, scale: 7 }).notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("swap_history_trx").on(t.trxId)],
);

/**
 * The exchange seller fee paid with each offer (spec: /tradefeehistory/*). A record is created before the offer
 * transaction (its id is the fee payment's memo), confirmed against the ledger with the offer id, and refunded
 * pro rata for the unfilled part when the offer is cancelled.
 */
export const tradeFees = pgTable(
  "trade_fees",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memo: text("memo").notNull(),
    account: text("account").notNull(),
    feeAccount: text("fee_account").notNull(),
    /** The asset the fee is paid in (the asset the offer sells), `CODE` or `CODE:ISSUER`. */
    asset: text("asset").notNull(),
    /** Amount of that asset the offer sells. */
    totalAmount: numeric("total_amount", { precision: 26, scale: 7 }).notNull(),
    totalFee: numeric("total_fee", { precision: 26, scale: 7 }).notNull(),
    /** created → confirmed (fee payment and offer found on the ledger) → refunded. */
    status: text("status").notNull().default("created"),
    trxId: text("trx_id"),
    offerId: text("offer_id"),
    refundAmount: numeric("refund_amount", { precision: 26, scale: 7 }),
    refundTrxId: text("refund_trx_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trade_fees_memo").on(t.memo), uniqueIndex("trade_fees_trx").on(t.trxId)],
);

/**
 * SEP-10 challenges already exchanged for a token, by transaction hash, kept until the challenge's last valid
 * moment so that a signed challenge gives one token only. Rows past `expires_at` are pruned.
 */
export const usedChallenges = pgTable(
  "sep10_used_challenges",
  {
    transactionHash: text("transaction_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sep10_used_challenges_expires").on(t.expiresAt)],
);

/**
 * Session tokens ended before their expiry (logout), by the token's id (`jti`), until the token would have expired
 * anyway; rows past `expires_at` are pruned when a token is revoked.
 */
export const revokedTokens = pgTable(
  "session_revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    account: text("account").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("session_revoked_tokens_expires").on(t.expiresAt)],
);

/** Per account: every session token issued before `not_before` is refused (logout everywhere, changed signers). */
export const accountSessions = pgTable("session_account_cutoffs", {
  account: text("account").primaryKey(),
  notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
});

// ── Realtime and notifications ──────────────────────────────────────────────────────────────────────────────
// The PostgreSQL socket.io adapter's own `socket_io_attachments` table (large broadcasts) is created by migration
// 0003 and read only by the adapter, so it has no table object here.

/** What the bell shows (spec doc 2 §2, §3 'Notification'): per account, newest by id, `read` once opened. */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /** The in-app path a click opens, e.g. the trade progress screen or /p2p. */
    path: text("path").notNull(),
    /** What it is about (a trade id), or "". */
    objectId: text("object_id").notNull().default(""),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_account_id").on(t.account, t.id)],
);

// ── Uploads and the mail/SMS outbox ─────────────────────────────────────────────────────────────────────────

/** An uploaded file: stored under `DATA_DIR/uploads/<name>`; who may read it follows from what it is attached to. */
export const files = pgTable(
  "files",
  {
    /** The generated, random file name (also its URL): never the uploader's. */
    name: text("name").primaryKey(),
    ownerAccount: text("owner_account").notNull(),
    /** The MIME type sniffed from the bytes. */
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** "temp" until something claims it, then e.g. "chat" or "kyc". */
    attachedKind: text("attached_kind").notNull().default("temp"),
    /** The trade id of a chat file, the owner of a KYC document; "" while "temp". */
    attachedId: text("attached_id").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_owner").on(t.ownerAccount, t.createdAt)],
);

/** Every mail and SMS the product sends: sent through SMTP / a provider, or only kept here (development outbox). */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "mail" or "sms". */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    /** "outbox" (kept only here), "sent", or "failed". */
    status: text("status").notNull(),
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_messages_created").on(t.id)],
);
export * from "./schema-anchor";
export * from "./schema-checkout";
export * from "./schema-checkout-escrow";
export * from "./schema-disputes";
export * from "./schema-escrow-reconcile";
export * from "./schema-kyc";
export * from "./schema-p2p";
export * from "./schema-prices";
export * from "./schema-rewards";
export * from "./schema-trade-talk";
export * from "./schema-trades";
