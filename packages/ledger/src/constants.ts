/** Network-wide constants of the standalone network. */
export const STANDALONE_PASSPHRASE = "Standalone Network ; February 2017";
export const BASE_FEE = 100;
export const BASE_RESERVE = 5_000_000n;
export const TOTAL_COINS = 1_000_000_000_000_000_000n;
export const PROTOCOL_VERSION = 22;
export const MAX_TX_SET_SIZE = 1000;
export const MAX_OPS_PER_TX = 100;
export const MAX_SIGNERS = 20;
export const SUBENTRY_LIMIT = 1000;
export const INT64_MAX = 9_223_372_036_854_775_807n;
export const FRIENDBOT_AMOUNT = 100_000_000_000n;
export const HORIZON_VERSION = "sextant-ledger-0.1.0";
