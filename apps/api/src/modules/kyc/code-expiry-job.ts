import { OTP_VALID_MINUTES } from "@sextant/core";
import { and, eq, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import { kycCodes } from "../../db/schema";

/** Removes a one-time code's row once it is long past use. */
export const CODE_EXPIRY_JOB = "kyc.code-expire";
const ZCodeExpiry = z.object({ accountId: z.string().min(1).max(69), channel: z.enum(["email", "sms"]) });

/**
 * An expired code is refused by its stored `expires_at` the moment it expires; its row (and the hash in it) is
 * removed an hour later by a durable job, which survives restarts. Kept that hour so that a late try still reads
 * 'The code has expired' rather than 'Please send a code first.'.
 */
export const CODE_ROW_KEPT_SECONDS = OTP_VALID_MINUTES * 60 + 3600;

export function defineCodeExpiryJob(app: FastifyInstance): void {
  app.jobs.define(CODE_EXPIRY_JOB, ZCodeExpiry, async ({ accountId, channel }) => {
    await pruneExpiredCode(app.database.db, accountId, channel);
  });
}

export async function scheduleCodeExpiry(
  app: FastifyInstance,
  accountId: string,
  channel: "email" | "sms",
): Promise<void> {
  await app.jobs.send(CODE_EXPIRY_JOB, { accountId, channel }, { startAfter: CODE_ROW_KEPT_SECONDS });
}

/** Deletes the account's code of this channel when it expired an hour ago or more (a newer code is kept). */
export async function pruneExpiredCode(
  db: Database,
  accountId: string,
  channel: "email" | "sms",
): Promise<number> {
  const removed = await db
    .delete(kycCodes)
    .where(
      and(
        eq(kycCodes.accountId, accountId),
        eq(kycCodes.channel, channel),
        lte(kycCodes.expiresAt, new Date(Date.now() - 3600_000)),
      ),
    )
    .returning({ accountId: kycCodes.accountId });
  return removed.length;
}
