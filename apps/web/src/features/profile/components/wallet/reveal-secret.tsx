import { Button, Group, Stack, Text } from "@mantine/core";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { SecretKeyBox } from "../../../onboarding";
import { confirmSessionPassword, getSessionVault } from "../../../session";

/** Shows the selected wallet's secret key after the session password was entered again. Keyed by wallet. */
export function RevealSecret({ wallet }: { wallet: TWalletInfo }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    setBusy(true);
    try {
      const vault = getSessionVault();
      if (!vault || !(await confirmSessionPassword())) return;
      setSecret(await vault.revealSecret(wallet.walletId));
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Error occurred please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Your secret key gives full control of this wallet. Show it only where nobody can see your screen.
      </Text>
      {secret ? (
        <>
          <SecretKeyBox secret={secret} label={null} />
          <Group>
            <Button variant="default" leftSection={<IconEyeOff size={16} />} onClick={() => setSecret(null)}>
              Hide secret key
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={() => void reveal()}
            loading={busy}
          >
            Show secret key
          </Button>
        </Group>
      )}
    </Stack>
  );
}
