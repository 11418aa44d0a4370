import path from "node:path";
import { type TPriceRuleSettings, type TStellarNetwork, ZStellarNetwork } from "@sextant/core";
import { StrKey } from "@stellar/stellar-sdk";
import { z } from "zod";

const STANDALONE_PASSPHRASE = "Standalone Network ; February 2017";

export const NETWORKS: Record<
  TStellarNetwork,
  { passphrase: string; horizonUrl?: string; friendbot: boolean }
> = {
  standalone: { passphrase: STANDALONE_PASSPHRASE, friendbot: true },
  testnet: {
    passphrase: "Test SDF Network ; September 2015",
    horizonUrl: "https://horizon-testnet.stellar.org",
    friendbot: true,
  },
  public: {
    passphrase: "Public Global Stellar Network ; September 2015",
    horizonUrl: "https://horizon.stellar.org",
    friendbot: false,
  },
};

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a port number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be between 0 and 65535`)
    .max(65535, `${name} must be between 0 and 65535`);

const perMinute = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of requests per minute` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 (off) or more`);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: port("PORT").default(3000),
  LEDGER_PORT: port("LEDGER_PORT").default(8000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  STELLAR_NETWORK: ZStellarNetwork.default("standalone"),
  HORIZON_URL: z.url({ error: "HORIZON_URL must be a URL, e.g. http://localhost:8000" }).optional(),
  PUBLIC_HORIZON_URL: z.url({ error: "PUBLIC_HORIZON_URL must be a URL" }).optional(),
  WEB_DIST: z.string().optional(),
  HOME_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, "HOME_DOMAIN must be a host name, e.g. wallet.example.com")
    .optional(),
  SEP10_SIGNING_SECRET: z
    .string()
    .regex(/^S[A-Z2-7]{55}$/, "SEP10_SIGNING_SECRET must be a Stellar secret key (S…)")
    .optional(),
  DEMO_WORLD: z.enum(["on", "off"]).optional(),
  DEMO_TRADE_SECONDS: z.coerce
    .number({ error: "DEMO_TRADE_SECONDS must be a number of seconds" })
    .int("DEMO_TRADE_SECONDS must be a whole number of seconds")
    .min(0, "DEMO_TRADE_SECONDS must be between 0 and 86400")
    .max(86_400, "DEMO_TRADE_SECONDS must be between 0 and 86400")
    .default(40),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  OPERATOR_SEED: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "OPERATOR_SEED must be 64 hexadecimal characters (32 random bytes)")
    .optional(),
  LEDGER_DEV_CLOCK_TOKEN: z
    .string()
    .min(16, "LEDGER_DEV_CLOCK_TOKEN must be at least 16 characters (npm start generates one)")
    .optional(),
  TEST_HOOKS: z.enum(["on", "off"], { error: "TEST_HOOKS must be on or off (tests only)" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JOBS_MONITOR_SECONDS: z.coerce
    .number({ error: "JOBS_MONITOR_SECONDS must be a number of seconds" })
    .int("JOBS_MONITOR_SECONDS must be a whole number of seconds")
    .min(1, "JOBS_MONITOR_SECONDS must be between 1 and 3600")
    .max(3600, "JOBS_MONITOR_SECONDS must be between 1 and 3600")
    .default(30),
  RATE_LIMIT_PER_MINUTE: perMinute("RATE_LIMIT_PER_MINUTE").default(3000),
  RATE_LIMIT_STRICT_PER_MINUTE: perMinute("RATE_LIMIT_STRICT_PER_MINUTE").default(120),
  CORS_ORIGINS: z
    .string()
    .refine(
      (value) => value.split(",").every((origin) => /^https?:\/\/[^/\s]+$/.test(origin.trim())),
      "CORS_ORIGINS must be origins separated by commas, e.g. https://wallet.example.com",
    )
    .optional(),
  ADMIN_ACCOUNTS: z
    .string()
    .superRefine((value, context) => {
      for (const key of value.split(",").map((item) => item.trim())) {
        if (!StrKey.isValidEd25519PublicKey(key)) {
          context.addIssue({
            code: "custom",
            message: `ADMIN_ACCOUNTS must be Stellar public keys (G…) separated by commas; "${key.slice(0, 12)}" is not one`,
          });
        }
      }
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s]+$/,
      "SMTP_URL must start with smtp:// or smtps://, e.g. smtp://mail.example.com:587",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, "MAIL_FROM must be a sender address, e.g. Sextant <no-reply@example.com>")
    .optional(),
  ANCHOR_CHAIN_RPC_URL: z
    .url({ error: "ANCHOR_CHAIN_RPC_URL must be a URL, e.g. http://127.0.0.1:8545" })
    .optional(),
  ANCHOR_ERC20_RPC_URL: z.url({ error: "ANCHOR_ERC20_RPC_URL must be a URL" }).optional(),
  ANCHOR_TRC20_RPC_URL: z.url({ error: "ANCHOR_TRC20_RPC_URL must be a URL" }).optional(),
  ANCHOR_ERC20_USDT_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "ANCHOR_ERC20_USDT_CONTRACT must be a 0x… contract address")
    .optional(),
  ANCHOR_TRC20_USDT_CONTRACT: z
    .string()
    .regex(
      /^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/,
      "ANCHOR_TRC20_USDT_CONTRACT must be a T… or 0x… address",
    )
    .optional(),
  ANCHOR_CONFIRMATIONS: z.coerce
    .number({ error: "ANCHOR_CONFIRMATIONS must be a number of blocks" })
    .int("ANCHOR_CONFIRMATIONS must be a whole number")
    .min(1, "ANCHOR_CONFIRMATIONS must be between 1 and 1000")
    .max(1000, "ANCHOR_CONFIRMATIONS must be between 1 and 1000")
    .optional(),
  ANCHOR_POLL_MS: z.coerce
    .number({ error: "ANCHOR_POLL_MS must be a number of milliseconds" })
    .int("ANCHOR_POLL_MS must be a whole number")
    .min(0, "ANCHOR_POLL_MS must be between 0 and 60000")
    .max(60_000, "ANCHOR_POLL_MS must be between 0 and 60000")
    .default(1000),
  ANCHOR_HD_SEED: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "ANCHOR_HD_SEED must be 64 hexadecimal characters (32 random bytes)")
    .optional(),
  ESCROW_SIGNER_SECRET: z
    .string()
    .regex(/^S[A-Z2-7]{55}$/, "ESCROW_SIGNER_SECRET must be a Stellar secret key (S…)")
    .refine(
      (value) => StrKey.isValidEd25519SecretSeed(value),
      "ESCROW_SIGNER_SECRET is not a valid secret key",
    )
    .optional(),
  ESCROW_RECONCILE_MINUTES: z.coerce
    .number({ error: "ESCROW_RECONCILE_MINUTES must be a number of minutes" })
    .int("ESCROW_RECONCILE_MINUTES must be a whole number of minutes")
    .min(0, "ESCROW_RECONCILE_MINUTES must be between 0 and 1440")
    .max(1440, "ESCROW_RECONCILE_MINUTES must be between 0 and 1440")
    .default(10),
  ESCROW_MAX_UNFUNDED_PER_ACCOUNT: z.coerce
    .number({ error: "ESCROW_MAX_UNFUNDED_PER_ACCOUNT must be a number of escrows" })
    .int("ESCROW_MAX_UNFUNDED_PER_ACCOUNT must be a whole number")
    .min(1, "ESCROW_MAX_UNFUNDED_PER_ACCOUNT must be between 1 and 100")
    .max(100, "ESCROW_MAX_UNFUNDED_PER_ACCOUNT must be between 1 and 100")
    .default(3),
  ESCROW_SPONSOR_FLOOR_XLM: z.coerce
    .number({ error: "ESCROW_SPONSOR_FLOOR_XLM must be an amount of XLM" })
    .min(0, "ESCROW_SPONSOR_FLOOR_XLM must be between 0 and 1000000")
    .max(1_000_000, "ESCROW_SPONSOR_FLOOR_XLM must be between 0 and 1000000")
    .default(10),
  PRICE_WINDOW_HOURS: z.coerce
    .number({ error: "PRICE_WINDOW_HOURS must be a number of hours" })
    .int("PRICE_WINDOW_HOURS must be a whole number of hours")
    .min(1, "PRICE_WINDOW_HOURS must be between 1 and 168")
    .max(168, "PRICE_WINDOW_HOURS must be between 1 and 168")
    .default(24),
  PRICE_MIN_VOLUME_USD: z.coerce
    .number({ error: "PRICE_MIN_VOLUME_USD must be a USD amount" })
    .min(0, "PRICE_MIN_VOLUME_USD must be 0 or more")
    .default(1000),
  PRICE_MAX_DEVIATION_PERCENT: z.coerce
    .number({ error: "PRICE_MAX_DEVIATION_PERCENT must be a percentage" })
    .min(0, "PRICE_MAX_DEVIATION_PERCENT must be between 0 and 100")
    .max(100, "PRICE_MAX_DEVIATION_PERCENT must be between 0 and 100")
    .default(10),
  PRICE_STALE_HOURS: z.coerce
    .number({ error: "PRICE_STALE_HOURS must be a number of hours" })
    .min(1, "PRICE_STALE_HOURS must be at least 1")
    .max(8760, "PRICE_STALE_HOURS must be at most 8760 (a year)")
    .default(168),
});

/** The anchor's chains (docs/anchor.md). A chain without an RPC URL is off; its deposits and withdrawals too. */
export interface AnchorSettings {
  rpcUrls: { ERC20: string | undefined; TRC20: string | undefined };
  /** Token contracts of USDT per chain; on the standalone network `undefined` → deployed on the local chain. */
  usdtContracts: { ERC20: string | undefined; TRC20: string | undefined };
  /** Blocks a transfer needs (its own included) before it is credited: 2 on standalone, 12 elsewhere by default. */
  confirmations: number;
  /** 32-byte hex seed of deposit addresses and hot wallets; standalone: derived from the operator seed. */
  hdSeed: string | undefined;
  /** Milliseconds between the anchor's passes (chain scan, credits, payments, payouts); 0 = none (tests). */
  pollMs: number;
}

export interface Settings {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  /** `undefined` → embedded PGlite in `dataDir`; `"memory://"` → in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  network: TStellarNetwork;
  networkPassphrase: string;
  /** Horizon as the API reaches it. */
  horizonUrl: string;
  /** Horizon as the browser reaches it. */
  publicHorizonUrl: string;
  friendbotAvailable: boolean;
  /** Built SPA to serve, or `undefined` to serve none (development: Vite serves it). */
  webDist: string | undefined;
  logLevel: string;
  version: string;
  /** This server's domain: SEP-10 home domain and web auth domain, and where its stellar.toml lives. */
  homeDomain: string;
  /**
   * SEP-10 server signing key. Required on testnet and public; on the standalone network `undefined` → generated
   * once into `DATA_DIR/secrets.json` (docs/key-custody.md).
   */
  sep10SigningSecret: string | undefined;
  /** HS256 key for the JWTs; required and generated as `sep10SigningSecret` is. */
  jwtSecret: string | undefined;
  /** 32-byte hex seed every operator account key derives from; required and generated as `sep10SigningSecret` is. */
  operatorSeed: string | undefined;
  /** The standalone ledger's development clock token (`X-Dev-Clock-Token`); `npm start` generates it. */
  ledgerDevClockToken: string | undefined;
  /** Seed the demo world on the ledger at start (standalone network only). */
  demoWorld: boolean;
  /** Average seconds between the demo taker's trades against the market maker (±50 % jitter); 0 = none. */
  demoTradeSeconds: number;
  /**
   * Test-only routes under /api/test-hooks (e.g. create a notification in this process), for tests that drive
   * several API processes or a browser. Only with `TEST_HOOKS=on` on the standalone network; never in the product.
   */
  testHooks: boolean;
  /**
   * Seconds between the job queue's monitor passes, which also notice a dead worker's job (missed heartbeat) and
   * hand it to another worker (docs/jobs.md).
   */
  jobsMonitorSeconds: number;
  /** Requests per minute per client address over the whole API; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** Requests per minute per client address on SEP-10, account registration and the faucet, each. */
  rateLimitStrictPerMinute: number;
  /** Origins that may call the API from a browser (CORS); the SEP endpoints answer every origin. */
  corsOrigins: string[];
  /** Accounts (G…) that may use the admin console; the standalone demo world adds its demo admin at start. */
  adminAccounts: string[];
  /** SMTP server mail goes through (`smtp://user:pass@host:port`); `undefined` → the development outbox only. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /** Anchored deposits and withdrawals over ERC20 and TRC20. */
  anchor: AnchorSettings;
  /**
   * The platform's escrow signer (weight 1 of 2 on every escrow account, docs/escrow.md). `undefined` → derived
   * from the operator seed (said in the start log); it may never be the fee account's key.
   */
  escrowSignerSecret: string | undefined;
  /** Minutes between the escrow reconciler's runs (it also runs at every start); 0 = never on its own. */
  escrowReconcileMinutes: number;
  /** Escrows waiting for their funding one account may have at once (docs/escrow.md 'Bounds'). */
  escrowMaxUnfundedPerAccount: number;
  /** XLM the escrow sponsor (the fee account) keeps available; below it no escrow opens (503) and admins are told. */
  escrowSponsorFloorXlm: number;
  /** The price rule (docs/prices.md): market window, minimum volume, maximum deviation, staleness age. */
  prices: TPriceRuleSettings;
}

export class SettingsError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** Reads and validates the settings from the environment; throws a `SettingsError` naming every bad variable. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.TEST_HOOKS === "on" && e.STELLAR_NETWORK !== "standalone") {
    throw new SettingsError(["TEST_HOOKS: test-only routes may be on only on the standalone network"]);
  }
  const network = NETWORKS[e.STELLAR_NETWORK];
  const horizonUrl = (e.HORIZON_URL ?? network.horizonUrl ?? `http://localhost:${e.LEDGER_PORT}`).replace(
    /\/$/,
    "",
  );
  const dataDir = path.resolve(e.DATA_DIR);
  const defaultDist = path.resolve(import.meta.dirname, "../../web/dist");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    network: e.STELLAR_NETWORK,
    networkPassphrase: network.passphrase,
    horizonUrl,
    publicHorizonUrl: (e.PUBLIC_HORIZON_URL ?? horizonUrl).replace(/\/$/, ""),
    friendbotAvailable: network.friendbot,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : e.NODE_ENV === "production" ? defaultDist : undefined,
    logLevel: e.LOG_LEVEL,
    version: process.env.npm_package_version ?? "0.1.0",
    homeDomain: e.HOME_DOMAIN ?? `localhost:${e.PORT}`,
    sep10SigningSecret: e.SEP10_SIGNING_SECRET,
    jwtSecret: e.JWT_SECRET,
    operatorSeed: e.OPERATOR_SEED?.toLowerCase(),
    ledgerDevClockToken: e.LEDGER_DEV_CLOCK_TOKEN,
    demoWorld: e.STELLAR_NETWORK === "standalone" && (e.DEMO_WORLD ?? "on") === "on",
    demoTradeSeconds: e.DEMO_TRADE_SECONDS,
    testHooks: e.STELLAR_NETWORK === "standalone" && e.TEST_HOOKS === "on",
    jobsMonitorSeconds: e.JOBS_MONITOR_SECONDS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitStrictPerMinute: e.RATE_LIMIT_STRICT_PER_MINUTE,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(",").map((origin) => origin.trim())
      : ownOrigins(e.PORT, e.HOME_DOMAIN),
    adminAccounts: e.ADMIN_ACCOUNTS ? e.ADMIN_ACCOUNTS.split(",").map((key) => key.trim()) : [],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Sextant <no-reply@${(e.HOME_DOMAIN ?? "localhost").replace(/:\d+$/, "")}>`,
    anchor: {
      rpcUrls: {
        ERC20: e.ANCHOR_ERC20_RPC_URL ?? e.ANCHOR_CHAIN_RPC_URL,
        TRC20: e.ANCHOR_TRC20_RPC_URL ?? e.ANCHOR_CHAIN_RPC_URL,
      },
      usdtContracts: { ERC20: e.ANCHOR_ERC20_USDT_CONTRACT, TRC20: e.ANCHOR_TRC20_USDT_CONTRACT },
      confirmations: e.ANCHOR_CONFIRMATIONS ?? (e.STELLAR_NETWORK === "standalone" ? 2 : 12),
      hdSeed: e.ANCHOR_HD_SEED?.toLowerCase(),
      pollMs: e.ANCHOR_POLL_MS,
    },
    escrowSignerSecret: e.ESCROW_SIGNER_SECRET,
    escrowReconcileMinutes: e.ESCROW_RECONCILE_MINUTES,
    escrowMaxUnfundedPerAccount: e.ESCROW_MAX_UNFUNDED_PER_ACCOUNT,
    escrowSponsorFloorXlm: e.ESCROW_SPONSOR_FLOOR_XLM,
    prices: {
      windowHours: e.PRICE_WINDOW_HOURS,
      minVolumeUsd: e.PRICE_MIN_VOLUME_USD,
      maxDeviationPercent: e.PRICE_MAX_DEVIATION_PERCENT,
      staleAfterMs: e.PRICE_STALE_HOURS * 3_600_000,
    },
  };
}

/** The app's own origins: where `npm start` serves it, and its home domain. */
function ownOrigins(port: number, homeDomain: string | undefined): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (homeDomain) origins.push(`https://${homeDomain}`, `http://${homeDomain}`);
  return origins;
}
