import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { copyToClipboard } from "../lib/copy";

export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={() => void copyToClipboard(value)}
      >
        <IconCopy size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
