import { Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card shared by the login, register and forgot-password screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center py={{ base: "lg", xs: 48 }}>
      <Paper w="100%" maw={440} p={{ base: "lg", xs: "xl" }} radius="lg" shadow="md">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconLock size={22} />
            </ThemeIcon>
            <Title order={2} ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
