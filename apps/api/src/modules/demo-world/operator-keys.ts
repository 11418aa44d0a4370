import { createHash } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import type { Database } from "../../db/database";
import { serverSecretsOf } from "../auth/server-secrets";

/**
 * Issuers, the distribution account holding each supply, the fee account, and the demo market's traders: the
 * market maker quoting every pair, the taker that trades with it now and then, and the liquidity-pool depositor.
 */
export type OperatorRole = `issuer:${string}` | "distribution" | "fee" | "maker" | "taker" | "liquidity";

/**
 * The operator's ledger accounts (asset issuers, distribution, fee collection, demo market traders). Each keypair is
 * derived from the one operator seed (`OPERATOR_SEED`, or on the standalone network generated on first start into
 * `DATA_DIR/secrets.json`), so the accounts are stable across restarts and a new installation gets accounts of its
 * own. The seed is never stored in the database (docs/key-custody.md).
 */
export class OperatorKeys {
  constructor(private readonly seed: Buffer) {}

  /** The keys of the app running on `db`, whose start loaded the server secrets (`loadServerSecrets`). */
  static async load(db: Database): Promise<OperatorKeys> {
    return new OperatorKeys(serverSecretsOf(db).operatorSeed);
  }

  keypair(role: OperatorRole): Keypair {
    const raw = createHash("sha256").update(this.seed).update(`sextant-operator:${role}`).digest();
    return Keypair.fromRawEd25519Seed(raw);
  }

  issuer(code: string): Keypair {
    return this.keypair(`issuer:${code}`);
  }
}
