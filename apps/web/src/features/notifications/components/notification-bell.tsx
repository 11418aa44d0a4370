import { ActionIcon, Indicator, Popover, ScrollArea, Title } from "@mantine/core";
import type { TNotification } from "@sextant/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { useRealtimeConnected } from "../../realtime";
import { useWalletSession } from "../../session";
import { useNotifications } from "../hooks/use-notifications";
import { NotificationItem } from "./notification-item";

const DROPDOWN_WIDTH = 250;
const DROPDOWN_HEIGHT = 350;
const TITLE_HEIGHT = 44;

/**
 * The bell and its dropdown titled Notifications (250 × 350 px, spec doc 1 §9 and doc 2 §2): the unread count on
 * the bell, new ones highlighted; a click opens the item's path and marks it read.
 */
export function NotificationBell() {
  const { selectedWallet } = useWalletSession();
  const account = selectedWallet?.publicKey ?? "";
  const { items, unread, markAsRead } = useNotifications(account);
  const [opened, setOpened] = useState(false);
  const live = useRealtimeConnected();
  const navigate = useNavigate();

  const open = (item: TNotification) => {
    setOpened(false);
    if (item.new) markAsRead(item.id);
    void navigate(item.path);
  };

  return (
    <Popover
      width={DROPDOWN_WIDTH}
      position="bottom-end"
      shadow="lg"
      withArrow
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <Indicator
          label={unread > 9 ? "9+" : unread}
          disabled={unread === 0}
          size={16}
          offset={6}
          color="red"
          data-testid="notification-count"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
            onClick={() => setOpened((value) => !value)}
            data-live={live ? "on" : "off"}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} mah={DROPDOWN_HEIGHT} data-testid="notifications-dropdown">
        <Title
          order={4}
          fz="sm"
          px="md"
          py="sm"
          style={{ borderBottom: "1px solid var(--mantine-color-dark-4)" }}
        >
          Notifications
        </Title>
        <ScrollArea.Autosize mah={DROPDOWN_HEIGHT - TITLE_HEIGHT}>
          {items.length === 0 ? (
            <EmptyState message="No notifications yet." />
          ) : (
            items.map((item) => <NotificationItem key={item.id} item={item} onOpen={open} />)
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
