import {
  ErrorCode,
  KYC_EXTRA_MESSAGES,
  KYC_STATUS_MESSAGES,
  kycReviewTransition,
  type TKycApplication,
  type TKycStatus,
} from "@sextant/core";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { kycDocuments, kycProfiles, kycReviews } from "../../db/schema";
import { AppError } from "../../errors";
import { noUser } from "./kyc-errors";
import { type KycRecord, readKycRecord, toDocument, toProfile } from "./kyc-records";

/** Where the applicant's bell notification leads: the profile area's KYC section. */
export const KYC_SECTION_PATH = "/profileScreen?section=kyc";

type ReviewRow = typeof kycReviews.$inferSelect;

function toApplication(record: KycRecord, reviews: ReviewRow[]): TKycApplication {
  return {
    kyc: toProfile(record.profile),
    document: record.document ? toDocument(record.document) : null,
    reviews: reviews.map((row) => ({
      id: row.id,
      adminAccount: row.adminAccount,
      decision: row.decision as "approved" | "rejected",
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Applications in one status, oldest submission first (the review queue), with documents and past decisions. */
export async function listApplications(
  db: Database,
  status: TKycStatus,
  limit = 100,
): Promise<TKycApplication[]> {
  const profiles = await db
    .select()
    .from(kycProfiles)
    .where(eq(kycProfiles.status, status))
    .orderBy(asc(kycProfiles.submittedAt), asc(kycProfiles.id))
    .limit(limit);
  if (profiles.length === 0) return [];
  const ids = profiles.map((row) => row.accountId);
  const documents = await db.select().from(kycDocuments).where(inArray(kycDocuments.accountId, ids));
  const reviews = await db
    .select()
    .from(kycReviews)
    .where(inArray(kycReviews.accountId, ids))
    .orderBy(desc(kycReviews.id));
  return profiles.map((profile) =>
    toApplication(
      { profile, document: documents.find((row) => row.accountId === profile.accountId) ?? null },
      reviews.filter((row) => row.accountId === profile.accountId),
    ),
  );
}

export async function readApplication(db: Database, accountId: string): Promise<TKycApplication> {
  const record = await readKycRecord(db, accountId);
  if (!record) throw noUser();
  const reviews = await db
    .select()
    .from(kycReviews)
    .where(eq(kycReviews.accountId, accountId))
    .orderBy(desc(kycReviews.id));
  return toApplication(record, reviews);
}

/**
 * An admin's decision on a pending application: the status moves pending → approved | rejected by a conditional
 * update (a second decision, or one on an application that changed, is a 409), the decision is recorded with the
 * admin and notes, and after the commit the applicant gets a bell notification and a mail.
 */
export async function decideApplication(
  app: FastifyInstance,
  input: { accountId: string; adminAccount: string; decision: "approved" | "rejected"; notes: string },
): Promise<TKycApplication> {
  const { db } = app.database;
  const notes = input.notes.trim();
  if (input.decision === "rejected" && notes === "") {
    throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.rejectNotesRequired);
  }
  const current = await readKycRecord(db, input.accountId);
  if (!current) throw noUser();
  const move = kycReviewTransition(
    current.profile.status as TKycStatus | null,
    input.decision === "approved" ? "approve" : "reject",
  );
  if (!move) throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.notPending);
  const decided = await db.transaction(async (tx) => {
    const changed = await tx
      .update(kycProfiles)
      .set({
        status: move.to,
        adminNotes: input.decision === "rejected" ? notes : "",
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(kycProfiles.accountId, input.accountId), eq(kycProfiles.status, move.from)))
      .returning({ email: kycProfiles.email, isEmailVerified: kycProfiles.isEmailVerified });
    if (changed.length === 0) return null;
    await tx.insert(kycReviews).values({
      accountId: input.accountId,
      adminAccount: input.adminAccount,
      decision: input.decision,
      notes,
    });
    return changed[0];
  });
  // Another decision or a change came first: this one takes nothing.
  if (!decided) throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.notPending);
  await tellApplicant(
    app,
    input.accountId,
    input.decision,
    notes,
    decided.isEmailVerified ? decided.email : "",
  );
  return readApplication(db, input.accountId);
}

async function tellApplicant(
  app: FastifyInstance,
  accountId: string,
  decision: "approved" | "rejected",
  notes: string,
  email: string,
): Promise<void> {
  const text =
    decision === "approved" ? KYC_STATUS_MESSAGES.approved : `${KYC_STATUS_MESSAGES.rejected} ${notes}`;
  await app.notify({
    account: accountId,
    title: decision === "approved" ? "KYC approved" : "KYC rejected",
    text,
    path: KYC_SECTION_PATH,
  });
  if (email === "") return;
  try {
    await app.mailer.send({
      to: email,
      template: "kyc-decision",
      data: { decision, notes, link: `${publicOrigin(app.settings.homeDomain)}${KYC_SECTION_PATH}` },
    });
  } catch (error) {
    // The decision stands and the bell has it; the outbox records the failed mail for the admin.
    app.log.warn({ err: error }, "KYC decision mail not sent");
  }
}

/** The app's address as people open it: plain http for a local home domain, as stellar.toml says. */
function publicOrigin(homeDomain: string): string {
  return `${/^(localhost|127\.|\[::1\])/.test(homeDomain) ? "http" : "https"}://${homeDomain}`;
}
