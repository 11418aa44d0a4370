import { checkKycInfo, deriveKycState, ErrorCode, normalisePhone, ZKycInfoFields } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import type { TUploadType } from "../files/file-types";
import type { ReceivedUpload } from "../files/read-multipart";
import { fieldErrors, parseFields } from "./kyc-errors";
import { PROFILE_PHOTO_KIND, removeFile, storeKycFile } from "./kyc-files";
import { factsOf, type KycRecord, readKycRecord } from "./kyc-records";
import { infoContext, openEditableRecord, profileStillAt } from "./kyc-writes";

/** The profile photo accepts PNG, GIF and JPEG (spec doc 2 §5 'KYC uploads'). */
export const PROFILE_PHOTO_TYPES: TUploadType[] = ["image/png", "image/gif", "image/jpeg"];

/**
 * Saves the info form (step 1): every field checked with the spec's rules, e-mail and phone only as verified,
 * then the status `deriveKycState(…, "saveInfo")` gives, written only if the status is still the one read.
 */
export async function saveKycInfo(
  app: FastifyInstance,
  accountId: string,
  formFields: Record<string, string>,
  photoFile: ReceivedUpload | undefined,
): Promise<KycRecord> {
  const { db } = app.database;
  const fields = parseFields(ZKycInfoFields, { account_id: accountId, ...formFields });
  if (fields.account_id !== accountId) {
    throw new AppError(ErrorCode.Forbidden, "You may only save your own KYC profile.");
  }
  const record = await openEditableRecord(app, accountId);
  const { profile } = record;
  const errors = checkKycInfo(fields, infoContext(profile, profile.photo !== "" || photoFile !== undefined));
  if (errors.length > 0) throw fieldErrors(errors);

  const company = fields.isCompanyKyc;
  const names = {
    firstName: company ? "" : fields.first_name,
    lastName: company ? "" : fields.last_name,
    otherName: company ? "" : fields.additional_name,
    companyName: company ? fields.companyName : "",
  };
  const photo = photoFile ? await storeKycFile(app, accountId, photoFile, PROFILE_PHOTO_KIND) : profile.photo;
  const next = deriveKycState({ ...factsOf(record), ...names, hasPhoto: photo !== "" }, "saveInfo");
  const expected = profile.status;
  const updated = await db
    .update(kycProfiles)
    .set({
      ...names,
      status: next.status,
      isCompanyKyc: company,
      companyWebsite: company ? fields.companyWebsite : "",
      businessName: company ? fields.businessName : "",
      phone: normalisePhone(fields.mobile_number),
      countryCode: fields.address_country_code.toUpperCase(),
      countryDial: fields.country_dial,
      state: fields.state_or_province,
      city: fields.city,
      postalCode: fields.postal_code,
      address: fields.address,
      dob: company ? "" : fields.birth_date,
      photo,
      submittedAt: next.status === "pending" ? new Date() : profile.submittedAt,
      updatedAt: new Date(),
    })
    .where(profileStillAt(accountId, expected))
    .returning({ id: kycProfiles.id });
  if (updated.length === 0) {
    if (photoFile) await removeFile(app, accountId, photo);
    throw new AppError(ErrorCode.Conflict, "Your KYC changed meanwhile, please reload it.");
  }
  if (photoFile && profile.photo !== "" && profile.photo !== photo)
    await removeFile(app, accountId, profile.photo);
  return (await readKycRecord(db, accountId)) as KycRecord;
}
