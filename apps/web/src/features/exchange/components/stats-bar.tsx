import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { TMarketPair, TPairOrientation } from "@sextant/core";
import { useMarketData } from "../../market";
import { formatChange, formatStat } from "../lib/format";

/** The market statistics of `pair` among all pairs; undefined when the market data does not list it. */
export function findMarketPair(
  pairs: readonly TMarketPair[],
  pair: TPairOrientation,
): TMarketPair | undefined {
  return pairs.find(
    (entry) =>
      entry.base === pair.base.code &&
      entry.baseIssuer === pair.base.issuer &&
      entry.counter === pair.counter.code &&
      entry.counterIssuer === pair.counter.issuer,
  );
}

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className="mono" c={color} data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Stack>
  );
}

/** The 24 h statistics of the selected pair (spec §2): Change, Vol, Low, High, Open, Close. */
export function StatsBar({ pair }: { pair: TPairOrientation | null }) {
  const market = useMarketData();
  const stats = pair && market.data ? findMarketPair(market.data, pair) : undefined;
  const change = stats?.change ?? null;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="lg" verticalSpacing={4}>
        <Stat
          label="Change"
          value={formatChange(change)}
          color={change === null || change === 0 ? undefined : change > 0 ? "teal.4" : "red.4"}
        />
        <Stat label="Vol" value={formatStat(stats?.volume)} />
        <Stat label="Low" value={formatStat(stats?.low)} />
        <Stat label="High" value={formatStat(stats?.high)} />
        <Stat label="Open" value={formatStat(stats?.open)} />
        <Stat label="Close" value={formatStat(stats?.close)} />
      </SimpleGrid>
      {market.isError && !market.data && (
        <Text size="xs" c="red.4">
          Failed to load market data. Please try again.
        </Text>
      )}
    </Stack>
  );
}
