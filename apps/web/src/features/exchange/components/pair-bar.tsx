import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { useIsLoggedIn } from "../../session";
import { formatPair, type TExchangePair } from "../route-state";

const STATS = ["Change", "Vol", "Low", "High", "Open", "Close"] as const;

interface PairBarProps {
  pair: TExchangePair | null;
}

/** Pair selector with GO and refresh, then the 24h statistics of the pair. */
export function PairBar({ pair }: PairBarProps) {
  const loggedIn = useIsLoggedIn();
  const current = pair ? formatPair(pair) : null;
  const [choice, setChoice] = useState<string | null>(current);
  const options = current ? [current] : [];

  const go = () => {
    if (!loggedIn) return toast.error("Please login First!");
    if (!choice) return toast.error("No trading pair selected");
  };

  return (
    <Paper p="md" radius="md" bg="dark.6">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label="Trading pair"
            placeholder="Select pair"
            data={options}
            value={choice}
            onChange={setChoice}
            nothingFoundMessage="No data to show"
            w={180}
          />
          <Button onClick={go} variant="light">
            GO
          </Button>
          <Tooltip label="Refresh">
            <ActionIcon variant="default" size="lg" aria-label="Refresh" disabled={!pair}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="lg" verticalSpacing={4}>
          {STATS.map((label) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600} className="mono">
                —
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
