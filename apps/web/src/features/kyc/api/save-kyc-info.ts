import { type TKycInfoFields, type TKycSaveResponse, ZKycSaveResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/kyc/update (multipart, document 2 §3 'KYC info form'): the contact and personal or company
 * information, with the profile photo when one was chosen.
 */
export function saveKycInfo(fields: TKycInfoFields, photo: File | null): Promise<TKycSaveResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  if (photo) form.set("file", photo, photo.name);
  return apiRequest("/kyc/update", { method: "POST", auth: true, body: form, schema: ZKycSaveResponse });
}
