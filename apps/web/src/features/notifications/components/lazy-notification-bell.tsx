import { ActionIcon } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense } from "react";

/**
 * The bell, its notifications and the realtime connection load after the page has painted, in their own chunk: no
 * screen's first load carries them. Until then a still bell holds their place, so nothing in the header moves.
 */
const LiveNotificationBell = lazy(async () => ({
  default: (await import("./live-notification-bell")).LiveNotificationBell,
}));

export function LazyNotificationBell() {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications" disabled>
          <IconBell size={20} />
        </ActionIcon>
      }
    >
      <LiveNotificationBell />
    </Suspense>
  );
}
