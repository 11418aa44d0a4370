import { Button, Code, Group, Stack, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { toast } from "../../../lib/toast";
import { BACKUP_MESSAGES } from "../validation/backup";

/** Shows a secret key with a Copy button. The key stays on this device. `label={null}` drops the label. */
export function SecretKeyBox({ secret, label = "Secret key" }: { secret: string; label?: string | null }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(BACKUP_MESSAGES.copied);
    } catch {
      toast.error("Could not copy. Select the key and copy it by hand.");
    }
  }

  return (
    <Stack gap={6}>
      {label && (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Code
          block
          style={{ flex: 1, wordBreak: "break-all", whiteSpace: "normal" }}
          data-testid="secret-key"
        >
          {secret}
        </Code>
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
          Copy
        </Button>
      </Group>
    </Stack>
  );
}
