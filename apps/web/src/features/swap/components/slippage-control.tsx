import { Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { formatSlippagePercent, parseSlippagePercent, SLIPPAGE_PRESETS_BPS } from "@sextant/core";
import { useState } from "react";

const CUSTOM = "custom";

interface SlippageControlProps {
  value: bigint;
  onChange: (bps: bigint) => void;
}

/** Slippage tolerance: 0.5 / 1 / 2 % or a custom percent (0.01–50). */
export function SlippageControl({ value, onChange }: SlippageControlProps) {
  const preset = SLIPPAGE_PRESETS_BPS.find((bps) => bps === value);
  const [custom, setCustom] = useState(preset === undefined ? formatSlippagePercent(value) : "");
  const [customMode, setCustomMode] = useState(preset === undefined);
  const [error, setError] = useState<string | null>(null);

  const choose = (choice: string) => {
    if (choice === CUSTOM) {
      setCustomMode(true);
      return;
    }
    setCustomMode(false);
    setError(null);
    onChange(BigInt(choice));
  };

  const typeCustom = (text: string) => {
    setCustom(text);
    const parsed = parseSlippagePercent(text);
    if (typeof parsed === "string") setError(parsed);
    else {
      setError(null);
      onChange(parsed);
    }
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Slippage tolerance
        </Text>
        <Text size="sm" c="dimmed" data-testid="swap-slippage">
          {formatSlippagePercent(value)}%
        </Text>
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        value={customMode ? CUSTOM : String(value)}
        onChange={choose}
        aria-label="Slippage tolerance"
        data={[
          ...SLIPPAGE_PRESETS_BPS.map((bps) => ({
            value: String(bps),
            label: `${formatSlippagePercent(bps)}%`,
          })),
          { value: CUSTOM, label: "Custom" },
        ]}
      />
      {customMode && (
        <TextInput
          size="xs"
          aria-label="Custom slippage percent"
          placeholder="e.g. 0.8"
          inputMode="decimal"
          value={custom}
          error={error}
          onChange={(event) => typeCustom(event.currentTarget.value)}
          rightSection={<Text size="xs">%</Text>}
        />
      )}
    </Stack>
  );
}
