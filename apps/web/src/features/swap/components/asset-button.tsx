import { Button, Group, Stack, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { CoinIcon } from "../../wallet/components/coin-icon";

interface AssetButtonProps {
  label: string;
  code: string | null;
  image?: string;
  onClick: () => void;
}

/** One side of the pair: its label and the chosen asset; opens the picker. */
export function AssetButton({ label, code, image, onClick }: AssetButtonProps) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Button
        variant="default"
        size="md"
        justify="space-between"
        rightSection={<IconChevronDown size={16} />}
        onClick={onClick}
        aria-label={`${label}: ${code ?? "choose an asset"}`}
        fullWidth
      >
        <Group gap={8} wrap="nowrap">
          {code && <CoinIcon code={code} src={image} />}
          <Text span fw={600} truncate>
            {code ?? "Select"}
          </Text>
        </Group>
      </Button>
    </Stack>
  );
}
