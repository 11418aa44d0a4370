import { createHash } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";

/**
 * The journeys' administrator: a fixed test key (never funded with anything real), listed in ADMIN_ACCOUNTS. On its
 * own module because the global setup reads it, and the global setup must not load vitest's test-side helpers.
 */
export const E2E_ADMIN = Keypair.fromRawEd25519Seed(
  createHash("sha256").update("sextant e2e admin").digest(),
);
