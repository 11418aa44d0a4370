import { Alert, Button, Checkbox, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconConfetti } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import {
  BACKUP_ACKNOWLEDGEMENTS,
  BACKUP_MESSAGES,
  validateBackupAcknowledgements,
} from "../validation/backup";
import { SecretKeyBox } from "./secret-key-box";

interface BackupScreenProps {
  publicKey: string;
  secret: string;
  onDone: () => void;
}

/** Key backup after Generate Random Wallet: the secret key, Copy, three acknowledgements, Go To Wallet. */
export function BackupScreen({ publicKey, secret, onDone }: BackupScreenProps) {
  const [ticked, setTicked] = useState<boolean[]>(BACKUP_ACKNOWLEDGEMENTS.map(() => false));
  const [error, setError] = useState<string | null>(null);

  function goToWallet() {
    const message = validateBackupAcknowledgements(ticked);
    setError(message);
    if (message) {
      toast.error(BACKUP_MESSAGES.agreeToProceed);
      return;
    }
    onDone();
  }

  return (
    <Paper maw={640} mx="auto" p={{ base: "lg", xs: "xl" }} radius="lg">
      <Stack gap="lg">
        <Stack gap={6} align="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="teal">
            <IconConfetti size={26} />
          </ThemeIcon>
          <Title order={2}>Congratulations</Title>
          <Text c="dimmed" ta="center" size="sm">
            Your new wallet is ready. Back up its secret key now: it is the only way to restore the wallet.
          </Text>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Public key
          </Text>
          <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
            {publicKey}
          </Text>
        </Stack>
        <SecretKeyBox secret={secret} />
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          Never share your secret key. Sextant never asks for it and never sends it anywhere.
        </Alert>
        <Stack gap="sm">
          {BACKUP_ACKNOWLEDGEMENTS.map((label, index) => (
            <Checkbox
              key={label}
              label={label}
              checked={ticked[index] ?? false}
              onChange={(event) => {
                const next = [...ticked];
                next[index] = event.currentTarget.checked;
                setTicked(next);
                if (error && validateBackupAcknowledgements(next) === null) setError(null);
              }}
            />
          ))}
          {error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
        </Stack>
        <Button size="md" onClick={goToWallet}>
          Go To Wallet
        </Button>
      </Stack>
    </Paper>
  );
}
