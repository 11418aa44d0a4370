import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { SectionCard } from "../../../../components/section-card";
import { useWalletSession } from "../../../session";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ExportKeystore } from "./export-keystore";
import { RevealSecret } from "./reveal-secret";

/** Profile index 3: reveal the secret key, export a keystore file, delete the account from this device. */
export function WalletSecuritySection() {
  const { selectedWallet } = useWalletSession();
  const [deleting, { open, close }] = useDisclosure(false);

  if (!selectedWallet) {
    return (
      <SectionCard title="Wallet Security">
        <Text size="sm" c="dimmed">
          No wallet selected.
        </Text>
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Wallet Security">
      <Stack gap="lg" maw={560}>
        <Text size="sm" fw={600}>
          {selectedWallet.name}
        </Text>
        <Stack gap="xs">
          <Title order={4} fz="sm">
            Secret key
          </Title>
          <RevealSecret key={selectedWallet.walletId} wallet={selectedWallet} />
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={4} fz="sm">
            Keystore file
          </Title>
          <ExportKeystore key={selectedWallet.walletId} wallet={selectedWallet} />
        </Stack>
        <Divider />
        <Group>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
            Delete account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog wallet={selectedWallet} opened={deleting} onClose={close} />
    </SectionCard>
  );
}
