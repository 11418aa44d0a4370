import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** The message a list shows when it has nothing in it, in the spec's words. */
export function EmptyState({ message, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon size={40} radius="xl" variant="light" color="gray">
        {icon ?? <IconInbox size={20} />}
      </ThemeIcon>
      <Text c="dimmed" size="sm" ta="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}
