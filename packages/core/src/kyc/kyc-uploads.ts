import { KYC_UPLOAD_EXTENSIONS, KYC_UPLOAD_MAX_BYTES, type TKycUploadKind } from "./kyc-limits";
import { formatKycMessage, KYC_EXTRA_MESSAGES, KYC_MESSAGES } from "./kyc-messages";

/** The message for a file whose type a KYC upload does not take, listing the accepted names. */
export function kycUploadTypeMessage(kind: TKycUploadKind): string {
  return formatKycMessage(KYC_EXTRA_MESSAGES.fileType, { types: KYC_UPLOAD_EXTENSIONS[kind].join(", ") });
}

/**
 * The first check of a chosen file, before it is sent (the server checks again, by the bytes): over 1 MB gets the
 * spec's size message (an image's wording for the photos), a name without an accepted extension the type message.
 */
export function kycUploadError(file: { name: string; size: number }, kind: TKycUploadKind): string | null {
  if (file.size > KYC_UPLOAD_MAX_BYTES) {
    return kind === "document" ? KYC_MESSAGES.fileTooLarge : KYC_MESSAGES.imageTooLarge;
  }
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : "";
  if (!(KYC_UPLOAD_EXTENSIONS[kind] as readonly string[]).includes(extension)) {
    return kycUploadTypeMessage(kind);
  }
  return null;
}

/** The `accept` attribute of a KYC file picker: the accepted extensions. */
export function kycUploadAccept(kind: TKycUploadKind): string {
  return KYC_UPLOAD_EXTENSIONS[kind].map((extension) => `.${extension}`).join(",");
}
