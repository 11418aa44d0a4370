import { Button, Group, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { toast } from "../../../lib/toast";
import { useWalletSession } from "../../session";
import { CopyButton } from "./copy-button";

interface WalletPickerModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Lists the device's wallets (name and first 5 characters of the key); choosing one switches to it. */
export function WalletPickerModal({ opened, onClose }: WalletPickerModalProps) {
  const navigate = useNavigate();
  const { wallets, selectedWallet, selectWallet } = useWalletSession();

  const choose = async (walletId: string) => {
    try {
      await selectWallet(walletId);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Error occurred please try again.");
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="My Wallets">
      <Stack gap="xs">
        {wallets.length === 0 && <EmptyState message="No wallets on this device yet." />}
        {wallets.map((wallet) => {
          const selected = wallet.walletId === selectedWallet?.walletId;
          return (
            <Group
              key={wallet.walletId}
              justify="space-between"
              wrap="nowrap"
              p="xs"
              style={{ borderRadius: 8, background: selected ? "var(--mantine-color-dark-5)" : undefined }}
            >
              <UnstyledButton onClick={() => void choose(wallet.walletId)} style={{ flex: 1 }}>
                <Group gap="xs" wrap="nowrap">
                  {selected ? (
                    <IconCheck size={16} color="var(--mantine-color-teal-5)" />
                  ) : (
                    <span style={{ width: 16 }} />
                  )}
                  <div>
                    <Text fw={600}>{wallet.name}</Text>
                    <Text size="sm" c="dimmed" className="mono">
                      {wallet.publicKey.slice(0, 5)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
              <CopyButton value={wallet.publicKey} label="Copy public key" />
            </Group>
          );
        })}
        <Button
          mt="sm"
          leftSection={<IconPlus size={18} />}
          onClick={() => {
            onClose();
            navigate("/newWallet");
          }}
        >
          Create New Wallet
        </Button>
      </Stack>
    </Modal>
  );
}
