import { Alert, Button, Center, Code, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { DEPOSIT_ADDRESS_ERROR, type TDepositInfo } from "@sextant/core";
import { IconAlertTriangle, IconCopy } from "@tabler/icons-react";
import { QRCodeSVG } from "qrcode.react";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { ADDRESS_COPIED, copyText } from "../lib/copy-hash";

interface DepositAddressProps {
  coin: string;
  info: { status: "pending" | "error" | "success"; data?: TDepositInfo; error: unknown; retry: () => void };
}

function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** The deposit address of one chain with its QR code, Copy Address, the warnings, the fee text and the minimum. */
export function DepositAddress({ coin, info }: DepositAddressProps) {
  if (info.status === "pending")
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the deposit address" />
      </Center>
    );
  if (info.status === "error" || !info.data) {
    const message =
      isApiError(info.error) && info.error.kind === "api" ? info.error.message : DEPOSIT_ADDRESS_ERROR;
    return <ErrorState message={message} onRetry={info.retry} />;
  }
  const deposit = info.data;
  return (
    <Stack align="center" gap="md">
      <Paper p="md" bg="white" radius="md">
        <QRCodeSVG value={deposit.how} size={180} aria-label="Deposit address QR code" />
      </Paper>
      <Text size="sm" c="dimmed">
        Your {coin} deposit address on {deposit.chain}
      </Text>
      <Code style={{ wordBreak: "break-all" }} data-testid="deposit-address" fz="sm">
        {deposit.how}
      </Code>
      <Button
        variant="light"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copyText(deposit.how, ADDRESS_COPIED)}
      >
        Copy Address
      </Button>
      <SimpleGrid cols={{ base: 1, xs: 2 }} w="100%" spacing="xs">
        <Paper p="sm" radius="md" bg="dark.7">
          <Text size="xs" c="dimmed">
            Deposit fee
          </Text>
          <Text size="sm" className="mono" data-testid="deposit-fee">
            {deposit.fee_text}
          </Text>
        </Paper>
        <Paper p="sm" radius="md" bg="dark.7">
          <Text size="xs" c="dimmed">
            Minimum deposit
          </Text>
          <Text size="sm" className="mono" data-testid="deposit-min">
            {trimZeros(deposit.deposit_min)} {coin}
          </Text>
        </Paper>
      </SimpleGrid>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} w="100%">
        <Stack gap={4}>
          <Text size="sm">
            Send only {coin} ({deposit.chain}) to this address. Any other token, or {coin} sent on another
            chain, is lost.
          </Text>
          <Text size="sm">
            Deposits below the minimum are not credited. Yours is credited as {coin} on Stellar, less the fee,
            after {deposit.confirmations} confirmation{deposit.confirmations === 1 ? "" : "s"}.
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Token contract:
            </Text>
            <Text
              size="xs"
              className="mono"
              style={{ wordBreak: "break-all" }}
              data-testid="deposit-token-contract"
            >
              {deposit.token_contract}
            </Text>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
