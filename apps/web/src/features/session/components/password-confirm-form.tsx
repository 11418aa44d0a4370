import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { WrongPasswordError } from "../../keystore/errors";
import type { UnlockedVault } from "../../keystore/unlocked-vault";
import { PASSWORD_CONFIRM_MESSAGES } from "../validation/password-confirm";

interface PasswordConfirmFormProps {
  vault: UnlockedVault;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the session password again; the vault checks it with a full key derivation. */
export function PasswordConfirmForm({ vault, onConfirmed, onCancel }: PasswordConfirmFormProps) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (password.length === 0) {
      setError(PASSWORD_CONFIRM_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      await vault.confirmPassword(password);
      onConfirmed();
    } catch (cause) {
      setError(
        cause instanceof WrongPasswordError
          ? PASSWORD_CONFIRM_MESSAGES.wrong
          : cause instanceof Error
            ? cause.message
            : PASSWORD_CONFIRM_MESSAGES.wrong,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter your session password to continue.
        </Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
