import { ErrorCode, KYC_EXTRA_MESSAGES } from "@sextant/core";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { files } from "../../db/schema";
import { AppError } from "../../errors";
import type { TUploadType } from "../files/file-types";

/** Identity documents and selfies: their owner and admins only (the uploads module's "kyc" kind). */
export const KYC_FILE_KIND = "kyc";
/** The profile photo: also shown on the public P2P profile once the KYC is approved (see plugin.ts). */
export const PROFILE_PHOTO_KIND = "profile-photo";

/** Stores bytes under a generated name and records the file as attached to the account's KYC. */
export async function storeKycFile(
  app: FastifyInstance,
  accountId: string,
  upload: { bytes: Buffer; mimeType: TUploadType; extension: string },
  kind: typeof KYC_FILE_KIND | typeof PROFILE_PHOTO_KIND = KYC_FILE_KIND,
): Promise<string> {
  const name = await app.fileStore.save(upload.bytes, upload.extension);
  try {
    await app.database.db.insert(files).values({
      name,
      ownerAccount: accountId,
      mimeType: upload.mimeType,
      size: upload.bytes.length,
      attachedKind: kind,
      attachedId: accountId,
    });
  } catch (error) {
    await app.fileStore.remove(name);
    throw error;
  }
  return name;
}

/**
 * Claims the named uploads for the account's KYC: each must be the caller's own (uploaded through the KYC or the
 * temporary upload route), else 400 'This file is not one of your uploads.' — nobody attaches another's file.
 */
export async function claimKycFiles(db: Database, accountId: string, names: string[]): Promise<void> {
  const wanted = [...new Set(names.filter((name) => name !== ""))];
  if (wanted.length === 0) return;
  const rows = await db.select().from(files).where(inArray(files.name, wanted));
  for (const name of wanted) {
    const row = rows.find((candidate) => candidate.name === name);
    const mine =
      row &&
      row.ownerAccount === accountId &&
      (row.attachedKind === "temp" || (row.attachedKind === KYC_FILE_KIND && row.attachedId === accountId));
    if (!mine) {
      throw new AppError(ErrorCode.ValidationFailed, KYC_EXTRA_MESSAGES.fileNotYours, 400, {
        fields: [{ field: name, message: KYC_EXTRA_MESSAGES.fileNotYours }],
      });
    }
  }
  await db
    .update(files)
    .set({ attachedKind: KYC_FILE_KIND, attachedId: accountId })
    .where(and(inArray(files.name, wanted), eq(files.ownerAccount, accountId)));
}

/** Removes every KYC file and the profile photo of the account (records and bytes). */
export async function removeKycFiles(app: FastifyInstance, accountId: string): Promise<number> {
  const removed = await app.database.db
    .delete(files)
    .where(
      and(eq(files.attachedId, accountId), inArray(files.attachedKind, [KYC_FILE_KIND, PROFILE_PHOTO_KIND])),
    )
    .returning({ name: files.name });
  for (const { name } of removed) await app.fileStore.remove(name);
  return removed.length;
}

/** Removes one stored file of the account (a replaced profile photo). */
export async function removeFile(app: FastifyInstance, accountId: string, name: string): Promise<void> {
  if (name === "") return;
  const removed = await app.database.db
    .delete(files)
    .where(and(eq(files.name, name), eq(files.ownerAccount, accountId)))
    .returning({ name: files.name });
  if (removed.length > 0) await app.fileStore.remove(name);
}
