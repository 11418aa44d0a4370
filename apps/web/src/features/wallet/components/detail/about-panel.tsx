import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { EmptyState } from "../../../../components/empty-state";
import { SectionCard } from "../../../../components/section-card";
import type { TDetailAsset } from "../../route-state";
import { InfoRow } from "./info-row";

/** Index 0: the asset's issuer information, its chart and the Trust Asset action. */
export function AboutPanel({ asset }: { asset: TDetailAsset }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Asset information">
        <Stack gap={0}>
          <Group gap="xs" mb="sm">
            <Title order={3}>{asset.code ?? "No asset selected"}</Title>
            <Badge variant="light" color="yellow">
              Withdrawal fees apply
            </Badge>
          </Group>
          <InfoRow label="Issuer" value={asset.issuer ?? "—"} />
          <InfoRow label="Website" />
          <InfoRow label="Organization" />
          <InfoRow label="E-mail" />
          <InfoRow label="Twitter" />
          <Text size="sm" c="dimmed" mt="md">
            Description
          </Text>
          <Text size="sm">—</Text>
        </Stack>
      </SectionCard>
      <SectionCard title="Price chart">
        <EmptyState message="No data to show" />
      </SectionCard>
    </SimpleGrid>
  );
}
