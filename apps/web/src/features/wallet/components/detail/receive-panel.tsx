import { Alert, Center, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { QRCodeSVG } from "qrcode.react";
import { EmptyState } from "../../../../components/empty-state";
import { SectionCard } from "../../../../components/section-card";
import { useFederationAddress } from "../../../ledger";
import { CopyButton } from "../copy-button";

/** Index 2: QR code and address of the selected wallet, and its federation address when it has one. */
export function ReceivePanel({ publicKey, coin }: { publicKey: string | null; coin: string }) {
  const federationAddress = useFederationAddress(publicKey);
  return (
    <SectionCard title={`Receive ${coin}`} maw={640}>
      {publicKey ? (
        <Stack align="center">
          <Paper p="md" bg="white" radius="md">
            <QRCodeSVG value={publicKey} size={196} aria-label="Address QR code" />
          </Paper>
          <Text size="sm" c="dimmed">
            Your address
          </Text>
          <Group gap={4} wrap="nowrap" maw="100%">
            <Code style={{ wordBreak: "break-all" }} data-testid="receive-address">
              {publicKey}
            </Code>
            <CopyButton value={publicKey} label="Copy address" />
          </Group>
          {federationAddress && (
            <>
              <Text size="sm" c="dimmed">
                Your federation address
              </Text>
              <Group gap={4} wrap="nowrap" maw="100%">
                <Code style={{ wordBreak: "break-all" }} data-testid="receive-federation-address">
                  {federationAddress}
                </Code>
                <CopyButton value={federationAddress} label="Copy federation address" />
              </Group>
            </>
          )}
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} w="100%">
            Send only XLM or Stellar ledger assets to this address. Anything sent from another network is
            lost.
          </Alert>
        </Stack>
      ) : (
        <Center>
          <EmptyState message="No wallet selected." />
        </Center>
      )}
    </SectionCard>
  );
}
