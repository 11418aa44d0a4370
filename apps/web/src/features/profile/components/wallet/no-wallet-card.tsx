import { Text } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";

/** What a wallet section shows while no wallet is selected. */
export function NoWalletCard({ title }: { title: string }) {
  return (
    <SectionCard title={title}>
      <Text size="sm" c="dimmed">
        No wallet selected.
      </Text>
    </SectionCard>
  );
}
