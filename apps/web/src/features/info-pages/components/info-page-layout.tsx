import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type TInfoPageLayoutProps = {
  title: string;
  /** Short line under the title, such as an effective date. */
  subtitle?: string;
  /** Introductory paragraph shown before the page body. */
  intro?: string;
  /** Rendered above the title, e.g. a 'Back to home' link on pages without the header. */
  topSlot?: ReactNode;
  /** Column width: "md" suits reading text, "lg" suits wide content such as the fee schedule. */
  width?: "md" | "lg";
  children: ReactNode;
};

/** The common frame of every static page: a readable column with one level-1 heading. */
export function InfoPageLayout({
  title,
  subtitle,
  intro,
  topSlot,
  width = "md",
  children,
}: TInfoPageLayoutProps) {
  return (
    <Container size={width} py={{ base: "lg", sm: "xl" }} px={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        {topSlot}
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {intro && <Text>{intro}</Text>}
        {children}
      </Stack>
    </Container>
  );
}
