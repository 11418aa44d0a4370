import { Group, Paper, type PaperProps, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps extends PaperProps {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel: the building block of the trading and wallet screens. */
export function SectionCard({ title, actions, children, ...paper }: SectionCardProps) {
  return (
    <Paper p="md" radius="md" bg="dark.6" {...paper}>
      {(title || actions) && (
        <Group justify="space-between" mb="sm" gap="xs">
          {title && (
            <Title order={3} fz="md" fw={600}>
              {title}
            </Title>
          )}
          {actions}
        </Group>
      )}
      {children}
    </Paper>
  );
}
