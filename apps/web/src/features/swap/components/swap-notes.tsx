import { List, Text } from "@mantine/core";

/** The notes under the results: trust, fee, slippage and what is fixed when the swap is confirmed. */
export function SwapNotes() {
  return (
    <>
      <List size="sm" c="dimmed" spacing={6}>
        <List.Item>Both assets must be trusted by your wallet before you swap.</List.Item>
        <List.Item>
          The swap fee (a fixed part plus a percent of the amount) is paid on top of the amount, in the asset
          you send, in the same transaction.
        </List.Item>
        <List.Item>
          The route is found on the network's order books and liquidity pools when you press Track Path.
        </List.Item>
        <List.Item>
          You receive at least the minimum shown: if the price moves beyond your slippage tolerance, the swap
          is refused and nothing is spent but the network fee.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Quotes are free and need no login; swapping needs a logged-in wallet.
      </Text>
    </>
  );
}
