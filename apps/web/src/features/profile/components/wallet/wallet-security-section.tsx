import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { SectionCard } from "../../../../components/section-card";
import { useWalletSession } from "../../../session";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ExportKeystore } from "./export-keystore";
import { NoWalletCard } from "./no-wallet-card";
import { RevealSecret } from "./reveal-secret";

/** Profile index 3: reveal the secret key, export a keystore file, delete the account from this device. */
export function WalletSecuritySection() {
  const { selectedWallet } = useWalletSession();
  const [deleting, { open, close }] = useDisclosure(false);

  if (!selectedWallet) return <NoWalletCard title="Wallet Security" />;

  return (
    <SectionCard title="Wallet Security">
      <Stack gap="lg" maw={560}>
        <Text size="sm" fw={600}>
          {selectedWallet.name}
        </Text>
        <Subsection title="Secret key">
          <RevealSecret key={selectedWallet.walletId} wallet={selectedWallet} />
        </Subsection>
        <Divider />
        <Subsection title="Keystore file">
          <ExportKeystore key={selectedWallet.walletId} wallet={selectedWallet} />
        </Subsection>
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

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
