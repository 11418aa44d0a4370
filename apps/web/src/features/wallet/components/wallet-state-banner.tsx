import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import { ACTIVATION_DEPOSIT_XLM, LOW_XLM_THRESHOLD } from "@sextant/core";
import { IconAlertTriangle, IconDroplet, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { fundWithFriendbot, type TWalletStatus } from "../../ledger";
import { CopyButton } from "./copy-button";

interface WalletStateBannerProps {
  status: TWalletStatus;
  publicKey: string;
  friendbotAvailable: boolean;
  onFunded: () => void;
}

/** The locked (unfunded) and low-XLM states, with the address to fund and, off the public network, a faucet. */
export function WalletStateBanner({
  status,
  publicKey,
  friendbotAvailable,
  onFunded,
}: WalletStateBannerProps) {
  const [funding, setFunding] = useState(false);
  if (status === "active") return null;

  const fund = async () => {
    setFunding(true);
    try {
      await fundWithFriendbot(publicKey);
      onFunded();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Error occurred please try again.");
    } finally {
      setFunding(false);
    }
  };

  if (status === "low") {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Low XLM balance">
        Your spendable XLM is below {LOW_XLM_THRESHOLD} XLM. Add XLM to this address to keep paying network
        fees and reserves.
      </Alert>
    );
  }

  return (
    <Alert color="orange" variant="light" icon={<IconLock size={18} />} title="This wallet is not active yet">
      <Stack gap="xs">
        <Text size="sm">
          Send at least {ACTIVATION_DEPOSIT_XLM} XLM to the address below to activate it. Until then the
          ledger does not know this account.
        </Text>
        <Group gap={4} wrap="nowrap">
          <Code style={{ wordBreak: "break-all" }}>{publicKey}</Code>
          <CopyButton value={publicKey} label="Copy address" />
        </Group>
        {friendbotAvailable && (
          <Group>
            <Button
              size="xs"
              color="orange"
              variant="light"
              leftSection={<IconDroplet size={16} />}
              loading={funding}
              onClick={() => void fund()}
            >
              Fund with test faucet
            </Button>
            <Text size="xs" c="dimmed">
              Test network only: free test XLM with no value.
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
