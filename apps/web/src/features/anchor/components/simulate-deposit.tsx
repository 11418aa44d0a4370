import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { parseAmountInput, type TAnchorChain } from "@sextant/core";
import { IconFlask } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { simulateExternalDeposit } from "../api/anchor-api";
import { anchorHistoryKey } from "../hooks/use-anchor-history";

/**
 * Standalone network only: a demo wallet on the local chain sends real token units to this user's deposit
 * address, so the whole deposit — chain transfer, confirmations, credit on Stellar — runs as it would for real.
 */
export function SimulateDeposit({
  coin,
  chain,
  account,
}: {
  coin: string;
  chain: TAnchorChain;
  account: string;
}) {
  const client = useQueryClient();
  const [amount, setAmount] = useState("25");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const parsed = parseAmountInput(amount);
    if (typeof parsed !== "bigint" || parsed <= 0n) {
      setError("Amount should be greater than 0.");
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const sent = await simulateExternalDeposit({ asset_code: coin, chain, amount: amount.trim() });
      toast.success(
        `${sent.amount} ${coin} sent on the local ${chain} chain. It is credited after the confirmations.`,
      );
      await client.invalidateQueries({ queryKey: anchorHistoryKey(account, coin, "deposit") });
    } catch (cause) {
      toast.error(isApiError(cause) ? cause.message : "Request failed please try again");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper p="sm" radius="md" withBorder w="100%">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Test network
        </Text>
        <Text size="xs" c="dimmed">
          Sends test {coin} from a demo wallet on the local chain to the address above, as an outside wallet
          would.
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            aria-label="Amount to simulate"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={error}
            inputMode="decimal"
            w={140}
            rightSection={<Text size="xs">{coin}</Text>}
            rightSectionWidth={56}
          />
          <Button
            variant="default"
            leftSection={<IconFlask size={16} />}
            style={{ flexShrink: 0 }}
            loading={busy}
            onClick={() => void run()}
          >
            Simulate an external deposit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
