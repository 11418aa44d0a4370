import { ActionIcon, Avatar, Button, Group, Tooltip, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconWallet, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import { AdminLink } from "../../features/admin";
import { NotificationBell } from "../../features/notifications";
import { PreferencesModal, usePreferences } from "../../features/preferences";

/** Logged in: Wallets, the notification bell, the profile avatar and the language/currency button. */
export function UserActions() {
  const [opened, { open, close }] = useDisclosure(false);
  const { currency } = usePreferences();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to="/walletScreen"
        variant="light"
        size="sm"
        leftSection={<IconWallet size={18} />}
        visibleFrom="xs"
      >
        Wallets
      </Button>
      <Tooltip label="Wallets" hiddenFrom="xs">
        <ActionIcon
          component={Link}
          to="/walletScreen"
          variant="light"
          size="lg"
          hiddenFrom="xs"
          aria-label="Wallets"
        >
          <IconWallet size={20} />
        </ActionIcon>
      </Tooltip>
      <AdminLink />
      <NotificationBell />
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        px={8}
        leftSection={<IconWorld size={18} />}
        onClick={open}
        aria-label="Language and currency"
        visibleFrom="xs"
      >
        EN · {currency}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label="Language and currency"
        hiddenFrom="xs"
      >
        <IconWorld size={20} />
      </ActionIcon>
      <UnstyledButton component={Link} to="/profileScreen" aria-label="Profile">
        <Avatar radius="xl" size={32} color="sea" variant="light" />
      </UnstyledButton>
      <PreferencesModal opened={opened} onClose={close} />
    </Group>
  );
}
