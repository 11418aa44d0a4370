import { ActionIcon, Group, Loader, Paper, Text, Tooltip } from "@mantine/core";
import { pairLabel, type TPairOrientation } from "@sextant/core";
import { IconRefresh } from "@tabler/icons-react";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint";
import type { TAccountSnapshot } from "../../ledger/sdk-free";
import { PairSelector, PairSelectorPreview } from "./pair-selector";
import { StatsBar } from "./stats-bar";

interface PairBarProps {
  pair: TPairOrientation | null;
  pairs: readonly TPairOrientation[];
  /** True while the pair cannot be known yet (the market configuration is loading). */
  loading: boolean;
  snapshot: TAccountSnapshot | null;
  onRefresh: () => void;
}

/** The selected pair's name, the pair selector with GO and refresh, then the pair's 24 h statistics. */
export function PairBar({ pair, pairs, loading, snapshot, onRefresh }: PairBarProps) {
  // The dropdowns and the tooltip position themselves from the page's styles; they mount after the first paint.
  const interactive = useAfterFirstPaint();
  const refresh = (
    <ActionIcon variant="subtle" color="gray" aria-label="Refresh" onClick={onRefresh} disabled={!pair}>
      <IconRefresh size={18} />
    </ActionIcon>
  );
  return (
    <Paper p="md" radius="md" bg="dark.6">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="wrap">
          {loading && !pair ? (
            <Loader size="sm" aria-label="Loading" />
          ) : (
            <Group gap={6} wrap="nowrap">
              <Text fw={700} fz="lg" data-testid="selected-pair">
                {pair ? pairLabel(pair) : "No trading pair selected"}
              </Text>
              {interactive ? <Tooltip label="Refresh">{refresh}</Tooltip> : refresh}
            </Group>
          )}
          {interactive ? (
            <PairSelector pair={pair} pairs={pairs} snapshot={snapshot} />
          ) : (
            <PairSelectorPreview pair={pair} />
          )}
        </Group>
        <StatsBar pair={pair} />
      </Group>
    </Paper>
  );
}
