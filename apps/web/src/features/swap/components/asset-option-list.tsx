import { Group, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { pairAssetId } from "@sextant/core";
import { EmptyState } from "../../../components/empty-state";
import { CoinIcon } from "../../wallet/components/coin-icon";
import { shortKey } from "../../wallet/lib/format";
import type { TSwapAssetOption } from "../lib/swap-assets";

interface AssetOptionListProps {
  options: readonly TSwapAssetOption[];
  onSelect: (option: TSwapAssetOption) => void;
}

/** A scrollable list of assets to pick: icon, code, name and a shortened issuer. */
export function AssetOptionList({ options, onSelect }: AssetOptionListProps) {
  if (options.length === 0) return <EmptyState message="No data to show" />;
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Stack gap={4}>
        {options.map((option) => (
          <UnstyledButton
            key={pairAssetId(option)}
            onClick={() => onSelect(option)}
            p="xs"
            style={{ borderRadius: "var(--mantine-radius-sm)" }}
            className="swap-asset-option"
            aria-label={`Choose ${option.code}`}
          >
            <Group gap="sm" wrap="nowrap">
              <CoinIcon code={option.code} src={option.image} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {option.code}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {option.issuer ? `${option.name} · ${shortKey(option.issuer)}` : option.name}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
