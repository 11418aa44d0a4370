import { Text } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";

export function P2pProfileSection() {
  return (
    <SectionCard title="P2P Profile">
      <Text size="sm" c="dimmed">
        Your public P2P profile shows your trades, rating and feedback once you have a wallet and a verified
        KYC.
      </Text>
    </SectionCard>
  );
}
