import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** What any render failure shows (document 1 §8). */
export function ErrorFallback() {
  return (
    <Center mih="60vh" p="lg" role="alert">
      <Stack align="center" gap="md" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2} ta="center">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          The page ran into an unexpected problem. Your keys and data on this device are unchanged.
        </Text>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </Stack>
    </Center>
  );
}
