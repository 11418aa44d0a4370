import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { type Icon, IconBrandApple, IconBrandGooglePlay } from "@tabler/icons-react";
import { APP_STORE_LINKS, type TAppStoreLink } from "../content/app-stores";

const STORE_ICONS: Record<TAppStoreLink["id"], Icon> = {
  "app-store": IconBrandApple,
  "google-play": IconBrandGooglePlay,
};

export function AppStoreBadges() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="app-download-title">
      <Stack gap="md" align="center" ta="center">
        <Title order={2} id="app-download-title">
          Take Sextant with you
        </Title>
        <Text c="dimmed">Download the mobile app and manage your wallets on the go.</Text>
        <Group justify="center" gap="md">
          {APP_STORE_LINKS.map((link) => {
            const StoreIcon = STORE_ICONS[link.id];
            return (
              <Button
                key={link.id}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                color="#000"
                radius="md"
                style={{ border: "1px solid var(--mantine-color-gray-6)" }}
                h={56}
                miw={180}
                aria-label={`${link.caption} ${link.store}`}
                leftSection={<StoreIcon size={28} aria-hidden />}
              >
                <Stack gap={0} align="flex-start">
                  <Text span size="xs" lh={1.2}>
                    {link.caption}
                  </Text>
                  <Text span fw={700} size="lg" lh={1.2}>
                    {link.store}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Container>
  );
}
