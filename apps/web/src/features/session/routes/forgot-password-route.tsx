import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AuthCard } from "../components/auth-card";
import { resetDevice } from "../session-actions";

/** The word the person types before Reset wipes every wallet on the device. */
export const RESET_CONFIRMATION_WORD = "RESET";

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === RESET_CONFIRMATION_WORD;

  async function reset() {
    if (!confirmed) return;
    setBusy(true);
    await resetDevice();
    navigate("/register", { replace: true, state: { reset: true } });
  }

  return (
    <AuthCard title="Forgot Password">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Caution">
          <Stack gap="xs">
            <Text size="sm">
              Your session password never leaves this device, so nobody can recover it. Reset deletes every
              wallet stored on this device, together with its encrypted secret key.
            </Text>
            <Text size="sm" fw={600}>
              Without a backup of the secret keys (or keystore files) the funds in those wallets are lost for
              good. Cancel now if you have no backup.
            </Text>
          </Stack>
        </Alert>
        <TextInput
          label={`Type ${RESET_CONFIRMATION_WORD} to confirm`}
          description="Reset stays disabled until the word is typed exactly, in capitals."
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          disabled={busy}
        />
        <Group grow>
          <Button
            variant="default"
            onClick={() => (location.key === "default" ? navigate("/login") : navigate(-1))}
            disabled={busy}
          >
            Cancel
          </Button>
          <Button color="red" onClick={() => void reset()} loading={busy} disabled={!confirmed}>
            Reset
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
