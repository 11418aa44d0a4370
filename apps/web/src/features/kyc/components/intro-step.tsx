import { Alert, Button, Group, List, Radio, Stack, Text } from "@mantine/core";
import { nextKycStep, type TKycKind } from "@sextant/core";
import { useState } from "react";

interface IntroStepProps {
  kind: TKycKind;
  /** The kind is fixed once a profile exists. */
  kindLocked: boolean;
  /** Whether the wallet's account exists on the ledger; null while unknown. */
  activated: boolean | null;
  onKind: (kind: TKycKind) => void;
  onStart: () => void;
}

/** Step 0: what KYC is, Individual or Company, and 'Start Process' (only for an activated wallet). */
export function IntroStep({ kind, kindLocked, activated, onKind, onStart }: IntroStepProps) {
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    const next = nextKycStep(0, { status: null, walletHasCoins: activated === true });
    setError(next.error);
    if (!next.error) onStart();
  };
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm">
        Know Your Customer (KYC) verification confirms who you are. It is required to post P2P ads and to
        trade with other people, and it protects everyone on the market.
      </Text>
      <List size="sm" spacing={4} c="dimmed">
        <List.Item>Your contact details, with your e-mail and phone confirmed by a code.</List.Item>
        <List.Item>Your personal or company information.</List.Item>
        <List.Item>An identity document and a verification photo, reviewed by the Sextant team.</List.Item>
      </List>
      <Radio.Group
        value={kind}
        onChange={(value) => onKind(value === "company" ? "company" : "individual")}
        label="I am verifying as"
      >
        <Group mt="xs">
          <Radio value="individual" label="Individual" disabled={kindLocked} />
          <Radio value="company" label="Company" disabled={kindLocked} />
        </Group>
      </Radio.Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={start}>Start Process</Button>
      </Group>
    </Stack>
  );
}
