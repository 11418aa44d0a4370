import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, like, not } from "drizzle-orm";
import type { Database } from "../../db/database";
import { merchantWebhooks } from "../../db/schema";
import { serverSecretsOf } from "../auth/server-secrets";

/**
 * Webhook signing secrets are stored sealed (docs/key-custody.md): AES-256-GCM under a key derived from the
 * operator seed (HKDF-SHA256), with the endpoint's id as additional data, so a copy of the database neither gives
 * the secrets nor lets one endpoint's sealed secret be moved onto another. Stored form:
 * `sealed:v1:<base64url of 12-byte nonce ‖ ciphertext ‖ 16-byte tag>`.
 */
const PREFIX = "sealed:v1:";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key of an installation: HKDF-SHA256 of the operator seed, for this one purpose. */
export function webhookSealKey(operatorSeed: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", operatorSeed, "sextant", "sextant-webhook-secret-seal:v1", 32));
}

/** The sealing key of the app running on `db` (the server secrets are loaded at start, never stored there). */
export function webhookSealKeyOf(db: Database): Buffer {
  return webhookSealKey(serverSecretsOf(db).operatorSeed);
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function sealWebhookSecret(key: Buffer, webhookId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(webhookId, "utf8"));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${PREFIX}${Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url")}`;
}

/**
 * The secret of a stored value. A value from before sealing (in clear) is answered as it is; it is sealed at the
 * next start. A sealed value that does not open (another operator seed, a value moved between rows) throws.
 */
export function openWebhookSecret(key: Buffer, webhookId: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error("The webhook secret is not a sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(webhookId, "utf8"));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}

/**
 * Seals every secret still stored in clear (rows written before sealing existed); runs at every start and
 * answers how many it sealed. Each row is updated only while it still holds the clear value.
 */
export async function sealStoredWebhookSecrets(db: Database): Promise<number> {
  const key = webhookSealKeyOf(db);
  const clear = await db
    .select({ id: merchantWebhooks.id, secret: merchantWebhooks.secret })
    .from(merchantWebhooks)
    .where(not(like(merchantWebhooks.secret, `${PREFIX}%`)));
  for (const row of clear) {
    await db
      .update(merchantWebhooks)
      .set({ secret: sealWebhookSecret(key, row.id, row.secret) })
      .where(and(eq(merchantWebhooks.id, row.id), eq(merchantWebhooks.secret, row.secret)));
  }
  return clear.length;
}
