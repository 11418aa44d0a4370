import { ActionIcon, Group, Loader, Paper, Text, Tooltip } from "@mantine/core";
import { pairLabel, type TPairOrientation } from "@sextant/core";
import { IconRefresh } from "@tabler/icons-react";
import type { TAccountSnapshot } from "../../ledger/sdk-free";
import { PairSelector } from "./pair-selector";
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
              <Tooltip label="Refresh">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Refresh"
                  onClick={onRefresh}
                  disabled={!pair}
                >
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
          <PairSelector pair={pair} pairs={pairs} snapshot={snapshot} />
        </Group>
        <StatsBar pair={pair} />
      </Group>
    </Paper>
  );
}
