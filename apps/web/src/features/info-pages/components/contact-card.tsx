import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

type TContactCardProps = {
  icon: Icon;
  title: string;
  description: string;
  linkLabel: string;
  href: string;
  /** Open in a new tab; used for external sites, not for mailto links. */
  external?: boolean;
};

export function ContactCard({
  icon: CardIcon,
  title,
  description,
  linkLabel,
  href,
  external,
}: TContactCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <CardIcon size={22} />
          </ThemeIcon>
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Anchor
          href={href}
          fw={500}
          style={{ overflowWrap: "anywhere" }}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {linkLabel}
        </Anchor>
      </Stack>
    </Card>
  );
}
