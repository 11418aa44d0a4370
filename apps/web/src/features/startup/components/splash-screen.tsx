import { Center, Loader, Stack, Text } from "@mantine/core";
import { Logo } from "../../../components/logo";

export function SplashScreen() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading Sextant">
      <Stack align="center" gap="lg">
        <Logo size="xl" />
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}
