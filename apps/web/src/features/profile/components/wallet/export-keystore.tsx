import { Button, Group, PasswordInput, Progress, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { confirmSessionPassword, getSessionVault } from "../../../session";
import { validateFilePassword, validateFilePasswordConfirm } from "../../wallet/keystore-export-rules";

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Exports the selected wallet as a keystore file encrypted with a file password chosen here. */
export function ExportKeystore({ wallet }: { wallet: TWalletInfo }) {
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm({
    initialValues: { filePassword: "", confirmFilePassword: "" },
    validate: {
      filePassword: validateFilePassword,
      confirmFilePassword: (value, values) => validateFilePasswordConfirm(value, values.filePassword),
    },
  });

  async function exportFile(filePassword: string) {
    const vault = getSessionVault();
    if (!vault || !(await confirmSessionPassword())) return;
    setProgress(0);
    try {
      const { exportWalletKeystore } = await import("../../../keystore");
      const file = await exportWalletKeystore(vault, wallet.walletId, filePassword, {
        onProgress: setProgress,
      });
      download(file.fileName, file.text);
      form.reset();
      toast.success("Keystore file exported.");
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Error occurred please try again.");
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void exportFile(values.filePassword))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A keystore file holds this wallet's secret key encrypted with a file password. Keep both safe:
          Sextant stores neither.
        </Text>
        <PasswordInput
          label="File password"
          autoComplete="new-password"
          {...form.getInputProps("filePassword")}
        />
        <PasswordInput
          label="Confirm file password"
          autoComplete="new-password"
          {...form.getInputProps("confirmFilePassword")}
        />
        {busy && <Progress value={Math.round((progress ?? 0) * 100)} animated />}
        <Group>
          <Button type="submit" variant="default" disabled={busy}>
            {busy ? "Exporting..." : "Export keystore file"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
