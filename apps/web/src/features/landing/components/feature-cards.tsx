import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { LANDING_FEATURES } from "../content/features";

export function FeatureCards() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="landing-features-title">
      <Stack gap="lg">
        <Title order={2} id="landing-features-title" ta="center">
          Why Sextant
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {LANDING_FEATURES.map(({ title, description, icon: FeatureIcon }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <FeatureIcon size={28} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
