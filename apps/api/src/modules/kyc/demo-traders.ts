import { createHash } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import type { Database } from "../../db/database";
import { serverSecretsOf } from "../auth/server-secrets";

/** A KYC-approved trader of the standalone demo world, with the bank details its ads and trades show. */
export interface DemoTrader {
  /** Stable name the key derives from; never changes once released (it would move the account). */
  slug: string;
  kind: "individual" | "company";
  /** "First Last" for an individual, the company name for a company. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryDial: string;
  city: string;
  state: string;
  currency: string;
  bank: { iban: string | null; bankName: string; accountNumber: string; accountTitle: string };
}

/** Approved traders in several countries (one a company): the P2P demo ads are posted from these accounts. */
export const DEMO_TRADERS: readonly DemoTrader[] = [
  trader(
    "us-olivia",
    "individual",
    "Olivia Bennett",
    "US",
    "+1",
    "Austin",
    "Texas",
    "USD",
    "Chase Bank",
    null,
  ),
  trader(
    "gb-harbour",
    "company",
    "Harbour Lane Trading Ltd",
    "GB",
    "+44",
    "London",
    "Greater London",
    "GBP",
    "Barclays",
    "GB33BUKB20201555555555",
  ),
  trader(
    "my-aiman",
    "individual",
    "Aiman Rahman",
    "MY",
    "+60",
    "Kuala Lumpur",
    "Selangor",
    "MYR",
    "Maybank",
    null,
  ),
  trader(
    "ae-layla",
    "individual",
    "Layla Haddad",
    "AE",
    "+971",
    "Dubai",
    "Dubai",
    "AED",
    "Emirates NBD",
    "AE070331234567890123456",
  ),
  trader(
    "in-arjun",
    "individual",
    "Arjun Mehta",
    "IN",
    "+91",
    "Mumbai",
    "Maharashtra",
    "INR",
    "HDFC Bank",
    null,
  ),
  trader(
    "tr-elif",
    "individual",
    "Elif Yilmaz",
    "TR",
    "+90",
    "Istanbul",
    "Istanbul",
    "TRY",
    "Ziraat Bankasi",
    "TR330006100519786457841326",
  ),
];

/** The demo world's one application waiting for an admin's review (not approved: no ads). */
export const DEMO_PENDING_APPLICANT: DemoTrader = trader(
  "pending-noah",
  "individual",
  "Noah Fischer",
  "DE",
  "+49",
  "Berlin",
  "Berlin",
  "EUR",
  "Deutsche Bank",
  "DE89370400440532013000",
);

function trader(
  slug: string,
  kind: DemoTrader["kind"],
  name: string,
  country: string,
  countryDial: string,
  city: string,
  state: string,
  currency: string,
  bankName: string,
  iban: string | null,
): DemoTrader {
  const digits = createHash("sha256").update(slug).digest("hex").replace(/\D/g, "").slice(0, 12);
  return {
    slug,
    kind,
    name,
    country,
    countryDial,
    city,
    state,
    currency,
    bank: { iban, bankName, accountNumber: digits.padEnd(12, "7"), accountTitle: name },
  };
}

/**
 * The demo trader's key, derived from the operator seed like the operator's own accounts (operator-keys.ts), so
 * the accounts are stable across restarts and differ between installations. Standalone demo world only.
 */
export function demoTraderKeypair(db: Database, slug: string): Keypair {
  const seed = serverSecretsOf(db).operatorSeed;
  const raw = createHash("sha256").update(seed).update(`sextant-demo-trader:${slug}`).digest();
  return Keypair.fromRawEd25519Seed(raw);
}

/** Every approved demo trader with its account id and key (for the P2P demo ads). */
export function demoTraderAccounts(
  db: Database,
): Array<DemoTrader & { accountId: string; keypair: Keypair }> {
  return DEMO_TRADERS.map((entry) => {
    const keypair = demoTraderKeypair(db, entry.slug);
    return { ...entry, accountId: keypair.publicKey(), keypair };
  });
}
