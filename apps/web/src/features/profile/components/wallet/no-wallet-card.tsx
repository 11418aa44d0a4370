import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { SectionCard } from "../../../../components/section-card";

/** What a wallet section shows while no wallet is selected, with the way to create or import one. */
export function NoWalletCard({ title }: { title: string }) {
  return (
    <SectionCard title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          No wallet selected.
        </Text>
        <Button component={Link} to="/newWallet" size="xs" variant="light">
          Create or import a wallet
        </Button>
      </Stack>
    </SectionCard>
  );
}
