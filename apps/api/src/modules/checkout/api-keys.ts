import { createHash, randomBytes } from "node:crypto";
import { ErrorCode, type TApiKey } from "@sextant/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { merchantApiKeys, merchants } from "../../db/schema";
import { AppError } from "../../errors";
import type { MerchantRow } from "./merchants";

type ApiKeyRow = typeof merchantApiKeys.$inferSelect;
export type TScope = "orders:read" | "orders:write";

const KEY_PREFIX = "sxk_";
const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function toApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    scopes: row.scopes as TApiKey["scopes"],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new key: `sxk_` and 32 random bytes; only its SHA-256 is stored, the secret is answered once. */
export async function createApiKey(
  db: Database,
  merchantId: string,
  label: string,
  scopes: TScope[],
): Promise<{ key: TApiKey; secret: string }> {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(merchantApiKeys)
    .values({
      merchantId,
      label,
      scopes: [...new Set(scopes)],
      prefix: secret.slice(0, 10),
      keyHash: hashOf(secret),
    })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return { key: toApiKey(row), secret };
}

export async function listApiKeys(db: Database, merchantId: string): Promise<TApiKey[]> {
  const rows = await db
    .select()
    .from(merchantApiKeys)
    .where(eq(merchantApiKeys.merchantId, merchantId))
    .orderBy(desc(merchantApiKeys.createdAt));
  return rows.map(toApiKey);
}

/** Revokes one of the merchant's own keys; another merchant's key is a 404 like a missing one. */
export async function revokeApiKey(db: Database, merchantId: string, id: string): Promise<TApiKey> {
  const [row] = await db
    .update(merchantApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(merchantApiKeys.id, id),
        eq(merchantApiKeys.merchantId, merchantId),
        isNull(merchantApiKeys.revokedAt),
      ),
    )
    .returning();
  if (!row) throw new AppError(ErrorCode.NotFound, "No active API key with this id.");
  return toApiKey(row);
}

/**
 * The merchant API's guard: a bearer `sxk_…` key that exists, is not revoked, belongs to an active merchant and
 * carries `scope` (any scope when none is named). Unknown and revoked keys are 401, a missing scope or a suspended
 * merchant 403.
 */
export async function authenticateApiKey(
  db: Database,
  request: FastifyRequest,
  scope: TScope | undefined,
): Promise<MerchantRow> {
  const [scheme, secret] = (request.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !secret?.startsWith(KEY_PREFIX)) {
    throw new AppError(
      ErrorCode.Unauthorized,
      "A merchant API key is required (Authorization: Bearer sxk_…).",
    );
  }
  const [found] = await db
    .select({ key: merchantApiKeys, merchant: merchants })
    .from(merchantApiKeys)
    .innerJoin(merchants, eq(merchants.id, merchantApiKeys.merchantId))
    .where(eq(merchantApiKeys.keyHash, hashOf(secret)));
  if (!found || found.key.revokedAt) throw new AppError(ErrorCode.Unauthorized, "This API key is not valid.");
  if (scope !== undefined && !found.key.scopes.includes(scope)) {
    throw new AppError(ErrorCode.Forbidden, `This API key lacks the ${scope} scope.`);
  }
  if (found.merchant.status !== "active") {
    throw new AppError(ErrorCode.Forbidden, "This merchant is suspended.");
  }
  await db
    .update(merchantApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(merchantApiKeys.id, found.key.id));
  return found.merchant;
}
