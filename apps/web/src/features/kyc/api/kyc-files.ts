import { ZKycUploadResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";
import { getAuthToken } from "../../session";

/**
 * POST /api/kyc/uploadDocument or /api/kyc/uploadSelfie (multipart `file` and the profile `id`): stores one
 * document image or the verification photo and answers the stored file name.
 */
export async function uploadKycFile(
  kind: "document" | "selfie",
  file: File,
  profileId: number,
): Promise<string> {
  const form = new FormData();
  form.set("id", String(profileId));
  form.set("file", file, file.name);
  const path = kind === "selfie" ? "/kyc/uploadSelfie" : "/kyc/uploadDocument";
  const answer = await apiRequest(path, {
    method: "POST",
    auth: true,
    body: form,
    schema: ZKycUploadResponse,
  });
  return answer.filename;
}

/**
 * The address of an approved public profile's photo, readable without a token (GET /api/p2p/profilePhoto/{file});
 * empty for no photo.
 */
export function publicProfilePhotoUrl(filename: string): string {
  return filename ? `/api/p2p/profilePhoto/${encodeURIComponent(filename)}` : "";
}

/** Reads a stored file with the token (an `<img src>` cannot send it) as a Blob. */
export async function fetchStoredFile(filename: string): Promise<Blob> {
  const token = await getAuthToken().catch(() => null);
  const response = await fetch(`/api/files/${encodeURIComponent(filename)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
