import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "../../components/logo";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { label: "Support", to: "/support" },
      { label: "FAQ", to: "/faqs" },
      { label: "Fees", to: "/fees" },
    ],
  },
  {
    title: "Policies",
    links: [
      { label: "Terms of Use", to: "/terms-of-use" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Disclaimer", to: "/disclaimer" },
    ],
  },
  {
    title: "Trade",
    links: [
      { label: "Markets", to: "/market" },
      { label: "Exchange", to: "/exchange" },
      { label: "Swap", to: "/swap" },
      { label: "Accept payments", to: "/merchant" },
    ],
  },
] as const;

export function Footer() {
  return (
    <Box component="footer" mt="xl" py="xl" style={{ borderTop: "1px solid var(--mantine-color-dark-4)" }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo size="sm" />
            <Text size="sm" c="dimmed" maw={280}>
              A non-custodial wallet and exchange for the Stellar network. Your keys stay on your device.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Title order={4} fz="sm" c="dark.0">
                {column.title}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Sextant. All rights reserved.
          </Text>
          <Text size="xs" c="dimmed">
            Crypto assets carry risk. Nothing here is financial advice.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
