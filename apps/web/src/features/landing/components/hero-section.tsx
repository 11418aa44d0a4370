import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router";

type THeroSectionProps = {
  onShowOperationalStatement: () => void;
};

export function HeroSection({ onShowOperationalStatement }: THeroSectionProps) {
  return (
    <Container size="lg" py={{ base: 48, sm: 96 }}>
      <Stack gap="lg" align="center" ta="center" maw={760} mx="auto">
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
          Best Digital Currency Experience at a Glance
        </Title>
        <Text size="lg" c="dimmed">
          Hold, send, swap and trade Stellar assets from a wallet whose keys never leave your device.
        </Text>
        <Group justify="center" gap="md">
          <Button
            component={Link}
            to="/login"
            size="lg"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Explore
          </Button>
          <Button
            variant="subtle"
            size="lg"
            leftSection={<IconInfoCircle size={18} aria-hidden />}
            onClick={onShowOperationalStatement}
          >
            Operational statement
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
