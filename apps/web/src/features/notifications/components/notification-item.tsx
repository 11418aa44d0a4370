import { Text, UnstyledButton } from "@mantine/core";
import type { TNotification } from "@sextant/core";
import { relativeDate } from "../relative-date";

/** One notification: title, relative date and text; a new one is highlighted. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: TNotification;
  onOpen(item: TNotification): void;
}) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      data-new={item.new || undefined}
      aria-label={`${item.new ? "New: " : ""}${item.title}`}
      px="md"
      py="xs"
      w="100%"
      style={{
        display: "block",
        borderBottom: "1px solid var(--mantine-color-dark-5)",
        background: item.new ? "var(--mantine-color-sea-light)" : undefined,
        borderLeft: item.new ? "3px solid var(--mantine-color-sea-filled)" : "3px solid transparent",
      }}
    >
      <Text size="sm" fw={item.new ? 700 : 500} lineClamp={1}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {relativeDate(item.date)}
      </Text>
      {item.notification ? (
        <Text size="xs" lineClamp={3}>
          {item.notification}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}
