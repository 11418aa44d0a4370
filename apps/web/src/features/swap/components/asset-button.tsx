import { Button, Stack, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

interface AssetButtonProps {
  label: string;
  code: string;
  onClick: () => void;
}

export function AssetButton({ label, code, onClick }: AssetButtonProps) {
  return (
    <Stack gap={4} style={{ flex: 1 }}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Button
        variant="default"
        size="md"
        justify="space-between"
        rightSection={<IconChevronDown size={16} />}
        onClick={onClick}
        aria-label={`${label}: ${code}`}
        fullWidth
      >
        {code}
      </Button>
    </Stack>
  );
}
