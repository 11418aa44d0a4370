import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import {
  ErrorCode,
  formatKycMessage,
  KYC_EXTRA_MESSAGES,
  KYC_MESSAGES,
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
} from "@sextant/core";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycCodes, kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { serverSecretsOf } from "../auth/server-secrets";
import { scheduleCodeExpiry } from "./code-expiry-job";
import { ensureProfile } from "./kyc-records";
import { assertWalletActivated } from "./wallet-activation";

export type CodeChannel = "email" | "sms";

/** The code as stored: an HMAC under the server's token key, bound to the account, channel and target. */
function hashCode(
  app: FastifyInstance,
  accountId: string,
  channel: CodeChannel,
  target: string,
  code: string,
) {
  return createHmac("sha256", serverSecretsOf(app.database.db).jwtKey)
    .update(`kyc-code:${accountId}:${channel}:${target}:${code}`)
    .digest("hex");
}

/**
 * Sends a new 4-digit code to `target` by mail or SMS (through the outbox) and keeps only its HMAC, valid for
 * 10 minutes. A new code within 60 s of the last is refused (the dialog's 'Send Again' countdown, enforced here
 * too) by a conditional upsert, so two quick requests send one code. A verified address can't be replaced.
 */
export async function sendKycCode(
  app: FastifyInstance,
  input: { accountId: string; channel: CodeChannel; target: string },
): Promise<{ expiresAt: Date }> {
  const { db } = app.database;
  const { accountId, channel, target } = input;
  const [existing] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId));
  if (!existing) await assertWalletActivated(app.horizon, accountId);
  const profile = existing ?? (await ensureProfile(db, accountId));
  if (
    channel === "email" &&
    profile.isEmailVerified &&
    profile.email.toLowerCase() !== target.toLowerCase()
  ) {
    throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.emailLocked);
  }
  if (channel === "sms" && profile.isPhoneVerified && profile.phone !== target) {
    throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.phoneLocked);
  }

  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000);
  const values = {
    accountId,
    channel,
    target,
    codeHash: hashCode(app, accountId, channel, target, code),
    attempts: 0,
    sentAt: now,
    expiresAt,
    usedAt: null,
  };
  const resendFrom = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
  const stored = await db
    .insert(kycCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [kycCodes.accountId, kycCodes.channel],
      set: values,
      setWhere: lte(kycCodes.sentAt, resendFrom),
    })
    .returning({ sentAt: kycCodes.sentAt });
  if (stored.length === 0) {
    const [last] = await db
      .select({ sentAt: kycCodes.sentAt })
      .from(kycCodes)
      .where(and(eq(kycCodes.accountId, accountId), eq(kycCodes.channel, channel)));
    const wait = last
      ? Math.max(1, Math.ceil((last.sentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000))
      : OTP_RESEND_SECONDS;
    throw new AppError(
      ErrorCode.RateLimited,
      formatKycMessage(KYC_EXTRA_MESSAGES.resendWait, { seconds: wait }),
      429,
      { retryAfterSeconds: wait },
    );
  }

  const message = {
    to: target,
    template: "one-time-code" as const,
    data: { code, minutes: OTP_VALID_MINUTES },
  };
  try {
    if (channel === "email") await app.mailer.send(message);
    else await app.sms.send(message);
  } catch {
    // Not delivered: forget the code so that 'Send Again' works at once.
    await db.delete(kycCodes).where(and(eq(kycCodes.accountId, accountId), eq(kycCodes.channel, channel)));
    throw new AppError(ErrorCode.Unavailable, KYC_MESSAGES.requestFailed, 503);
  }
  await scheduleCodeExpiry(app, accountId, channel);
  return { expiresAt };
}

/**
 * Checks a code: unknown or used → 'Please send a code first.', past its 10 minutes → expired, after 5 wrong
 * tries → refused until a new code is sent. The right code is used once (conditional update) and marks the
 * address or number verified on the profile.
 */
export async function verifyKycCode(
  app: FastifyInstance,
  input: { accountId: string; channel: CodeChannel; code: string },
): Promise<void> {
  const { db } = app.database;
  const { accountId, channel, code } = input;
  const mine = and(eq(kycCodes.accountId, accountId), eq(kycCodes.channel, channel));
  const [row] = await db.select().from(kycCodes).where(mine);
  if (!row || row.usedAt) throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.codeMissing);
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.codeExpired);
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(ErrorCode.RateLimited, KYC_EXTRA_MESSAGES.codeAttempts, 429);
  }
  const given = Buffer.from(hashCode(app, accountId, channel, row.target, code), "hex");
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, "hex"))) {
    const [counted] = await db
      .update(kycCodes)
      .set({ attempts: sql`${kycCodes.attempts} + 1` })
      .where(and(mine, eq(kycCodes.codeHash, row.codeHash), isNull(kycCodes.usedAt)))
      .returning({ attempts: kycCodes.attempts });
    if (counted && counted.attempts > OTP_MAX_ATTEMPTS) {
      throw new AppError(ErrorCode.RateLimited, KYC_EXTRA_MESSAGES.codeAttempts, 429);
    }
    throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.codeWrong);
  }
  await db.transaction(async (tx) => {
    const used = await tx
      .update(kycCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          mine,
          eq(kycCodes.codeHash, row.codeHash),
          isNull(kycCodes.usedAt),
          sql`${kycCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
        ),
      )
      .returning({ target: kycCodes.target });
    if (used.length === 0) throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.codeMissing);
    await tx
      .update(kycProfiles)
      .set(
        channel === "email"
          ? { email: row.target, isEmailVerified: true, updatedAt: new Date() }
          : { phone: row.target, isPhoneVerified: true, updatedAt: new Date() },
      )
      .where(eq(kycProfiles.accountId, accountId));
  });
}
