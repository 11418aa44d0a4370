import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { Link } from "react-router";

export function ComingSoonPage() {
  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconHourglass size={36} />
        </ThemeIcon>
        <Title order={1}>Coming Soon</Title>
        <Text c="dimmed">
          This part of Sextant is still being built. Please check back later; everything else in the app is
          ready to use.
        </Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
