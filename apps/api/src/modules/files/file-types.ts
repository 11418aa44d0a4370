import { formatKycMessage, KYC_EXTRA_MESSAGES } from "@sextant/core";
import { fileTypeFromBuffer } from "file-type";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The types an upload may be stored as, with the extension it is stored under and the extensions a client's name
 * of that type may carry. Every one is recognised from the bytes (see `sniffUpload`).
 */
export const UPLOAD_TYPES = {
  "application/pdf": { extension: "pdf", names: ["pdf"] },
  "image/jpeg": { extension: "jpg", names: ["jpg", "jpeg"] },
  "image/png": { extension: "png", names: ["png"] },
  "image/gif": { extension: "gif", names: ["gif"] },
  "application/msword": { extension: "doc", names: ["doc"] },
  [DOCX]: { extension: "docx", names: ["docx"] },
} as const;

export type TUploadType = keyof typeof UPLOAD_TYPES;
export const IMAGE_TYPES: TUploadType[] = ["image/png", "image/jpeg", "image/gif"];
export const IMAGE_AND_PDF_TYPES: TUploadType[] = [...IMAGE_TYPES, "application/pdf"];
/** A KYC document (doc 2 §5 'KYC uploads'): pdf, jpg, jpeg, png, doc, docx — in the spec's order. */
export const DOCUMENT_TYPES: TUploadType[] = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "application/msword",
  DOCX,
];

/** Types a browser may show inline; every other stored type is served as a download. */
export function isInlineType(mimeType: string): boolean {
  return (IMAGE_TYPES as string[]).includes(mimeType);
}

export type SniffResult =
  | { ok: true; mimeType: TUploadType; extension: string }
  | { ok: false; reason: string };

/** "WordDocument" in UTF-16LE: the name of the main stream of every Word 97–2003 file. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * The stored type of bytes the `file-type` package recognised. A Compound File (`application/x-cfb`) is also the
 * container of Excel, Outlook and Windows installer files: it counts as a Word document only when the client named
 * it `.doc` and it holds a WordDocument stream.
 */
function storedType(found: string | undefined, bytes: Uint8Array, claimed: string): TUploadType | undefined {
  if (found === "application/x-cfb") {
    return claimed === "doc" && Buffer.from(bytes).includes(WORD_STREAM) ? "application/msword" : undefined;
  }
  return found && found in UPLOAD_TYPES ? (found as TUploadType) : undefined;
}

/**
 * The upload's type from its bytes only; refused when it is not one of `allowed`, or when the name the client gave
 * claims another type (a PDF named `.png`). The client's Content-Type is never trusted; its name only narrows.
 */
export async function sniffUpload(
  bytes: Uint8Array,
  clientName: string,
  allowed: TUploadType[],
): Promise<SniffResult> {
  const names = allowed.flatMap((type) => UPLOAD_TYPES[type].names).join(", ");
  const dot = clientName.lastIndexOf(".");
  const claimed = dot >= 0 ? clientName.slice(dot + 1).toLowerCase() : "";
  const mimeType = storedType((await fileTypeFromBuffer(bytes))?.mime, bytes, claimed);
  if (!mimeType || !allowed.includes(mimeType)) {
    return { ok: false, reason: formatKycMessage(KYC_EXTRA_MESSAGES.fileType, { types: names }) };
  }
  if (claimed !== "" && !(UPLOAD_TYPES[mimeType].names as readonly string[]).includes(claimed)) {
    return { ok: false, reason: `The file's content is not what its name (.${claimed}) says.` };
  }
  return { ok: true, mimeType, extension: UPLOAD_TYPES[mimeType].extension };
}
