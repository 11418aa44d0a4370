import { createHash, randomBytes } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { appMeta } from "../../db/schema";

/**
 * Issuers, the distribution account holding each supply, the fee account, and the demo market's traders: the
 * market maker quoting every pair, the taker that trades with it now and then, and the liquidity-pool depositor.
 */
export type OperatorRole = `issuer:${string}` | "distribution" | "fee" | "maker" | "taker" | "liquidity";

/**
 * The operator's ledger accounts (asset issuers, distribution, fee collection, demo market traders). Each keypair is derived from one
 * random operator seed generated on first start and kept in the database, so the accounts are stable across
 * restarts and a new installation gets accounts of its own.
 */
export class OperatorKeys {
  constructor(private readonly seed: Buffer) {}

  static async load(db: Database): Promise<OperatorKeys> {
    await db
      .insert(appMeta)
      .values({ key: "operator_seed", value: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "operator_seed"));
    if (typeof row?.value !== "string") throw new Error("app_meta.operator_seed is missing");
    return new OperatorKeys(Buffer.from(row.value, "hex"));
  }

  keypair(role: OperatorRole): Keypair {
    const raw = createHash("sha256").update(this.seed).update(`sextant-operator:${role}`).digest();
    return Keypair.fromRawEd25519Seed(raw);
  }

  issuer(code: string): Keypair {
    return this.keypair(`issuer:${code}`);
  }
}
