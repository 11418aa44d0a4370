import { ActionIcon, Popover, ScrollArea, Title } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { EmptyState } from "../../../components/empty-state";

const DROPDOWN_WIDTH = 250;
const DROPDOWN_HEIGHT = 350;

/** The bell and its dropdown (250 × 350 px). Stored and live notifications arrive with the realtime work. */
export function NotificationBell() {
  return (
    <Popover width={DROPDOWN_WIDTH} position="bottom-end" shadow="lg" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Title
          order={4}
          fz="sm"
          px="md"
          py="sm"
          style={{ borderBottom: "1px solid var(--mantine-color-dark-4)" }}
        >
          Notifications
        </Title>
        <ScrollArea.Autosize mah={DROPDOWN_HEIGHT - 44}>
          <EmptyState message="No notifications yet." />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
