import { FileInput, Group, Stack } from "@mantine/core";
import { kycUploadAccept, kycUploadError } from "@sextant/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { uploadKycFile } from "../api/kyc-files";
import { StoredFile } from "./stored-file";

/** What the document pickers offer: the spec's document types (pdf, jpg, jpeg, png, doc, docx). */
export const DOCUMENT_ACCEPT = kycUploadAccept("document");
/** The verification image is a photo. */
export const SELFIE_ACCEPT = kycUploadAccept("selfie");

interface DocumentUploadProps {
  label: string;
  description?: string;
  kind: "document" | "selfie";
  profileId: number;
  /** The stored file name, empty until uploaded. */
  value: string;
  error?: string;
  disabled?: boolean;
  onUploaded: (filename: string) => void;
}

/** One document picker: checks the type and the 1 MB limit, uploads at once, and previews what is stored. */
export function DocumentUpload(props: DocumentUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setLocalError(null);
    if (!chosen) return;
    const refused = kycUploadError(chosen, props.kind === "selfie" ? "selfie" : "document");
    if (refused) {
      setLocalError(refused);
      return;
    }
    setUploading(true);
    try {
      props.onUploaded(await uploadKycFile(props.kind, chosen, props.profileId));
    } catch (cause) {
      setLocalError(isApiError(cause) ? cause.message : "Upload failed.");
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <FileInput
        label={props.label}
        description={props.description}
        placeholder={props.value ? "Uploaded — choose to replace" : "Choose a file (at most 1 MB)"}
        accept={props.kind === "selfie" ? SELFIE_ACCEPT : DOCUMENT_ACCEPT}
        value={file}
        onChange={choose}
        error={localError ?? props.error}
        disabled={props.disabled || uploading}
        leftSection={<IconUpload size={16} />}
        clearable
        withAsterisk
      />
      {props.value && !uploading && (
        <Group>
          <StoredFile filename={props.value} alt={props.label} height={96} />
        </Group>
      )}
    </Stack>
  );
}
