import { Alert, Button, Center, Group, Overlay, Stack, Text } from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { Link } from "react-router";

/** Where a logged-in user without a wallet creates or imports one. */
export const NEW_WALLET_PATH = "/newWallet";
export const NO_WALLET_MESSAGE = "You have no wallet yet. Create or import one to trade on the exchange.";

/** In place of the wallet header for a logged-in user without a wallet: why trading is off and the way on. */
export function NoWalletNotice() {
  return (
    <Alert
      color="blue"
      variant="light"
      radius="md"
      icon={<IconWallet size={20} aria-hidden />}
      title="No wallet"
      data-testid="exchange-no-wallet"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{NO_WALLET_MESSAGE}</Text>
        <Button component={Link} to={NEW_WALLET_PATH} size="xs">
          Create or import a wallet
        </Button>
      </Group>
    </Alert>
  );
}

/** Covers the order form of a logged-in user without a wallet, as the guest overlay does for visitors. */
export function NoWalletOverlay() {
  return (
    <Overlay color="#070d19" backgroundOpacity={0.72} blur={3} radius="md" zIndex={5}>
      <Center h="100%" p="md">
        <Stack align="center" gap="sm">
          <Text fw={600} ta="center">
            Create or import a wallet to start trading
          </Text>
          <Button component={Link} to={NEW_WALLET_PATH}>
            Create or import a wallet
          </Button>
        </Stack>
      </Center>
    </Overlay>
  );
}
