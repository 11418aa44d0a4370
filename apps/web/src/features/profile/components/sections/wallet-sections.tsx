import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";

export function WalletSettingsSection() {
  return (
    <SectionCard title="Wallet Settings">
      <Stack gap="md" maw={480}>
        <Text size="sm" c="dimmed">
          No wallet selected.
        </Text>
        <TextInput label="Wallet name" disabled />
        <TextInput label="Home domain" placeholder="https://example.com" disabled />
        <TextInput label="Federation name" placeholder="name*example.com" disabled />
      </Stack>
    </SectionCard>
  );
}

export function WalletSecuritySection() {
  return (
    <SectionCard title="Wallet Security">
      <Stack gap="md" maw={480}>
        <Text size="sm" c="dimmed">
          No wallet selected.
        </Text>
        <Group>
          <Button variant="default" disabled>
            Show secret key
          </Button>
          <Button variant="default" disabled>
            Export keystore file
          </Button>
          <Button color="red" variant="light" disabled>
            Delete account
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
