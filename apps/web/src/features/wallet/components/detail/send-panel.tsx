import { Button, Chip, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "../../../../components/section-card";
import { InfoRow } from "./info-row";

const MEMO_TYPES = ["None", "Text", "Id", "Hash"] as const;

/** Index 1: the send form's layout. Submission arrives with the keystore. */
export function SendPanel({ coin }: { coin: string | null }) {
  const [memoType, setMemoType] = useState<string>("None");
  return (
    <SectionCard title={`Send ${coin ?? ""}`.trim()} maw={640}>
      <Stack gap="md">
        <TextInput label="Recipient's Address" placeholder="G… public key" />
        <TextInput label="Amount" placeholder="0.0000000" inputMode="decimal" />
        <Text size="sm" c="dimmed">
          Available balance: —
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Memo type
          </Text>
          <Chip.Group value={memoType} onChange={(value) => setMemoType(String(value))}>
            <Group gap="xs">
              {MEMO_TYPES.map((type) => (
                <Chip key={type} value={type} size="sm">
                  {type}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {memoType !== "None" && <TextInput aria-label="Memo" placeholder={`${memoType} memo`} />}
        </Stack>
        <SimpleGrid cols={1}>
          <InfoRow label="Fee" />
          <InfoRow label="Recipient Will Get" />
        </SimpleGrid>
        <Button disabled>Send</Button>
      </Stack>
    </SectionCard>
  );
}
