import { Avatar, FileInput, Group, Stack } from "@mantine/core";
import { kycUploadAccept, kycUploadError } from "@sextant/core";
import { IconUser } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { StoredFile } from "./stored-file";

interface ProfilePhotoFieldProps {
  /** The stored photo's file name, if any. */
  stored: string;
  value: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
}

/** The profile photo (png, gif or jpeg, at most 1 MB), sent with the information form. */
export function ProfilePhotoField({
  stored,
  value,
  error,
  disabled,
  onChange,
  onError,
}: ProfilePhotoFieldProps) {
  const [sizeError, setSizeError] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    const tooLarge = file ? kycUploadError(file, "photo") : null;
    setSizeError(tooLarge);
    onError(tooLarge);
    onChange(tooLarge ? null : file);
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      {preview ? (
        <Avatar src={preview} size={64} radius="xl" alt="Chosen profile photo" />
      ) : stored ? (
        <StoredFile filename={stored} alt="Profile photo" height={64} />
      ) : (
        <Avatar size={64} radius="xl">
          <IconUser size={28} />
        </Avatar>
      )}
      <Stack gap={4} style={{ flex: 1 }}>
        <FileInput
          label="Profile photo"
          withAsterisk
          accept={kycUploadAccept("photo")}
          placeholder={stored ? "Choose to replace" : "PNG, GIF or JPEG, at most 1 MB"}
          value={sizeError ? null : value}
          onChange={choose}
          error={sizeError ?? error}
          disabled={disabled}
          clearable
        />
      </Stack>
    </Group>
  );
}
