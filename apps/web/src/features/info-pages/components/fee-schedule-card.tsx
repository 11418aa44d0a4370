import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { FEE_SCHEDULE, FEE_SCHEDULE_NOTE } from "../content/fees";
import { NetworkFeeLevels } from "./operator-fees";

/** The fee schedule drawn as one full-width, poster-like card. */
export function FeeScheduleCard() {
  return (
    <Paper component="figure" aria-labelledby="fee-schedule-title" withBorder radius="lg" m={0} w="100%">
      <Group
        gap="sm"
        p={{ base: "md", sm: "lg" }}
        bg="var(--mantine-primary-color-filled)"
        c="var(--mantine-primary-color-contrast)"
        style={{ borderTopLeftRadius: "inherit", borderTopRightRadius: "inherit" }}
      >
        <IconReceipt size={28} aria-hidden />
        <Title order={2} size="h3" id="fee-schedule-title">
          Sextant fee schedule
        </Title>
      </Group>
      <Stack gap="lg" p={{ base: "md", sm: "lg" }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FEE_SCHEDULE.map((fee) => (
            <Paper key={fee.id} withBorder radius="md" p="md" component="section" aria-label={fee.name}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                  <Title order={3} size="h5">
                    {fee.name}
                  </Title>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {fee.basis}
                  </Badge>
                </Group>
                <Text size="sm" fw={500}>
                  {fee.appliesTo}
                </Text>
                <Text size="sm" c="dimmed">
                  {fee.details}
                </Text>
                {fee.id === "network" && <NetworkFeeLevels />}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Box component="figcaption">
          <Text size="sm" fw={500}>
            {FEE_SCHEDULE_NOTE}
          </Text>
        </Box>
      </Stack>
    </Paper>
  );
}
