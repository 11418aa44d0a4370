import { ErrorCode, type TFederationRecord } from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { federationNames } from "../../db/schema";
import { AppError } from "../../errors";

/** Server messages the web app maps to the spec's texts (doc 2 §8 Federation and wallet). */
export const NAME_TAKEN = "Name already taken.";
export const ACCOUNT_HAS_NAME = "Account already exist";

export async function resolveName(
  db: Database,
  address: string,
  homeDomain: string,
): Promise<TFederationRecord> {
  const star = address.lastIndexOf("*");
  const name = address.slice(0, star).toLowerCase();
  const domain = address.slice(star + 1).toLowerCase();
  if (star <= 0 || domain !== homeDomain.toLowerCase()) throw notFound();
  const [row] = await db
    .select()
    .from(federationNames)
    .where(and(eq(federationNames.name, name), eq(federationNames.domain, domain)));
  if (!row) throw notFound();
  return { stellar_address: `${row.name}*${row.domain}`, account_id: row.accountId };
}

export async function resolveAccount(db: Database, accountId: string): Promise<TFederationRecord> {
  const [row] = await db.select().from(federationNames).where(eq(federationNames.accountId, accountId));
  if (!row) throw notFound();
  return { stellar_address: `${row.name}*${row.domain}`, account_id: row.accountId };
}

/** Claims `name*domain` for `accountId`; one name per account and one account per name. */
export async function setFederationName(
  db: Database,
  input: { name: string; accountId: string; domain: string; homeDomain: string },
): Promise<TFederationRecord> {
  const domain = input.domain.toLowerCase();
  if (domain !== input.homeDomain.toLowerCase()) {
    throw new AppError(ErrorCode.ValidationFailed, `This server only serves names on ${input.homeDomain}.`);
  }
  const name = input.name.toLowerCase();
  const [existing] = await db
    .select()
    .from(federationNames)
    .where(eq(federationNames.accountId, input.accountId));
  if (existing) throw new AppError(ErrorCode.Conflict, ACCOUNT_HAS_NAME);
  const inserted = await db
    .insert(federationNames)
    .values({ name, domain, accountId: input.accountId })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) {
    const [again] = await db
      .select()
      .from(federationNames)
      .where(eq(federationNames.accountId, input.accountId));
    throw new AppError(ErrorCode.Conflict, again ? ACCOUNT_HAS_NAME : NAME_TAKEN);
  }
  return { stellar_address: `${name}*${domain}`, account_id: input.accountId };
}

const notFound = () => new AppError(ErrorCode.NotFound, "not found");
