import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import type { TWalletInfo } from "../../keystore";
import { ensureVaultKey, getSessionVault } from "../../session";
import { importErrorMessage } from "../import-errors";
import { IMPORT_MESSAGES, validateSecretKeyInput } from "../validation/import-key";

/** Import by secret key: validated here, decoded and sealed by the keystore. */
export function ImportKeyForm({ onImported }: { onImported: (wallet: TWalletInfo) => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { secretKey: "" },
    validate: { secretKey: validateSecretKeyInput },
  });

  async function submit(secretKey: string) {
    const vault = getSessionVault();
    if (!vault || !(await ensureVaultKey())) return;
    setBusy(true);
    try {
      const wallet = await vault.addWallet({ secret: secretKey });
      form.reset();
      toast.success(IMPORT_MESSAGES.success);
      onImported(wallet);
    } catch (error) {
      const { field, message } = importErrorMessage(error);
      if (field) form.setFieldError("secretKey", message);
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values.secretKey))}>
      <Stack gap="md">
        <PasswordInput
          label="Private key"
          description="The secret key of the account, 56 characters starting with S."
          placeholder="S…"
          autoComplete="off"
          spellCheck={false}
          key={form.key("secretKey")}
          {...form.getInputProps("secretKey")}
        />
        <Alert variant="light" color="sea" icon={<IconShieldLock size={18} />}>
          Your key is encrypted on this device and is never sent to any server.
        </Alert>
        <Button type="submit" disabled={busy}>
          {busy ? "Importing..." : "Import"}
        </Button>
      </Stack>
    </form>
  );
}
