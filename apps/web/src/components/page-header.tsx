import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={4} miw={0}>
        <Title order={1} fz={{ base: "1.6rem", xs: "2rem" }}>
          {title}
        </Title>
        {/* A long subtitle (an issuer's 56-character key) wraps on a phone instead of widening the page. */}
        {subtitle && (
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
