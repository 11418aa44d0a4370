import { fileTypeFromBuffer } from "file-type";

/** The types an upload may be, as sniffed from its bytes, with the extensions a name of that type may carry. */
export const UPLOAD_TYPES = {
  "image/png": { extension: "png", names: ["png"] },
  "image/jpeg": { extension: "jpg", names: ["jpg", "jpeg"] },
  "image/gif": { extension: "gif", names: ["gif"] },
  "application/pdf": { extension: "pdf", names: ["pdf"] },
} as const;

export type TUploadType = keyof typeof UPLOAD_TYPES;
export const IMAGE_TYPES: TUploadType[] = ["image/png", "image/jpeg", "image/gif"];
export const IMAGE_AND_PDF_TYPES: TUploadType[] = [...IMAGE_TYPES, "application/pdf"];

export type SniffResult =
  | { ok: true; mimeType: TUploadType; extension: string }
  | { ok: false; reason: string };

/**
 * The upload's type from its bytes only; refused when it is not one of `allowed`, or when the name the client gave
 * claims another type (a PDF named `.png`). The client's Content-Type is never trusted.
 */
export async function sniffUpload(
  bytes: Uint8Array,
  clientName: string,
  allowed: TUploadType[],
): Promise<SniffResult> {
  const names = allowed.flatMap((type) => UPLOAD_TYPES[type].names).join(", ");
  const found = await fileTypeFromBuffer(bytes);
  const mimeType = found?.mime as TUploadType | undefined;
  if (!mimeType || !allowed.includes(mimeType)) {
    return { ok: false, reason: `This file type is not accepted; upload one of: ${names}.` };
  }
  const dot = clientName.lastIndexOf(".");
  const claimed = dot >= 0 ? clientName.slice(dot + 1).toLowerCase() : "";
  if (claimed !== "" && !(UPLOAD_TYPES[mimeType].names as readonly string[]).includes(claimed)) {
    return { ok: false, reason: `The file's content is not what its name (.${claimed}) says.` };
  }
  return { ok: true, mimeType, extension: UPLOAD_TYPES[mimeType].extension };
}
