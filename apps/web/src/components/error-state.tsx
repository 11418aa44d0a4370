import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  /** The button's words: 'Try Again' unless a screen's spec names another (the exchange's 'Retry'). */
  retryLabel?: string;
}

/** A list or panel that failed to load: the reason and a Try Again button. */
export function ErrorState({ message, onRetry, retryLabel = "Try Again" }: ErrorStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <ThemeIcon size={40} radius="xl" variant="light" color="red">
        <IconAlertCircle size={20} />
      </ThemeIcon>
      <Text size="sm" ta="center">
        {message}
      </Text>
      {onRetry && (
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Stack>
  );
}
