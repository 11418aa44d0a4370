import { randomBytes } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { appMeta } from "../../db/schema";

export interface ServerSecrets {
  signingKeypair: Keypair;
  jwtKey: Uint8Array;
}

/**
 * The SEP-10 signing key and the JWT key: from the settings when given, otherwise generated on first start and
 * kept in the database so that tokens and challenges stay valid across restarts and instances.
 */
export async function loadServerSecrets(
  db: Database,
  given: { sep10SigningSecret: string | undefined; jwtSecret: string | undefined },
): Promise<ServerSecrets> {
  const signingSecret =
    given.sep10SigningSecret ?? (await stored(db, "sep10_signing_secret", () => Keypair.random().secret()));
  const jwtSecret =
    given.jwtSecret ?? (await stored(db, "jwt_secret", () => randomBytes(32).toString("base64")));
  return { signingKeypair: Keypair.fromSecret(signingSecret), jwtKey: new TextEncoder().encode(jwtSecret) };
}

async function stored(db: Database, key: string, generate: () => string): Promise<string> {
  await db.insert(appMeta).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (typeof row?.value !== "string") throw new Error(`app_meta.${key} is not a string`);
  return row.value;
}
