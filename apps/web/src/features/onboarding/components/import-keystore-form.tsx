import { Button, FileInput, PasswordInput, Progress, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFileText } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { importWalletKeystore, type TWalletInfo } from "../../keystore";
import { ensureVaultKey, getSessionVault } from "../../session";
import { importErrorMessage } from "../import-errors";
import {
  IMPORT_MESSAGES,
  validateFilePasswordInput,
  validateKeystoreFileInput,
} from "../validation/import-key";

interface TKeystoreValues {
  file: File | null;
  filePassword: string;
}

/** Import from a keystore file (Sextant's format or an earlier Stellar wallet's) and its file password. */
export function ImportKeystoreForm({ onImported }: { onImported: (wallet: TWalletInfo) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<TKeystoreValues>({
    initialValues: { file: null, filePassword: "" },
    validate: { file: validateKeystoreFileInput, filePassword: validateFilePasswordInput },
  });

  async function submit({ file, filePassword }: TKeystoreValues) {
    const vault = getSessionVault();
    if (!file || !vault || !(await ensureVaultKey())) return;
    setProgress(0);
    try {
      const text = await file.text();
      const wallet = await importWalletKeystore(vault, text, filePassword, { onProgress: setProgress });
      toast.success(IMPORT_MESSAGES.success);
      onImported(wallet);
    } catch (error) {
      toast.error(importErrorMessage(error).message);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <FileInput
          label="Keystore file"
          placeholder="Choose a .json keystore file"
          accept="application/json,.json,.strz,.txt"
          leftSection={<IconFileText size={16} />}
          clearable
          {...form.getInputProps("file")}
        />
        <PasswordInput
          label="File password"
          description="The password chosen when the file was exported."
          autoComplete="off"
          {...form.getInputProps("filePassword")}
        />
        {busy && (
          <Stack gap={4}>
            <Progress value={Math.round((progress ?? 0) * 100)} animated />
            <Text size="xs" c="dimmed">
              Decrypting the keystore file…
            </Text>
          </Stack>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Importing..." : "Import"}
        </Button>
      </Stack>
    </form>
  );
}
