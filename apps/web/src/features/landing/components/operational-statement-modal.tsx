import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { OPERATIONAL_STATEMENT, OPERATIONAL_STATEMENT_TITLE } from "../content/operational-statement";

type TOperationalStatementModalProps = {
  opened: boolean;
  onClose: () => void;
};

export function OperationalStatementModal({ opened, onClose }: TOperationalStatementModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={OPERATIONAL_STATEMENT_TITLE} size="lg" centered>
      <Stack gap="sm">
        {OPERATIONAL_STATEMENT.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button onClick={onClose}>I understand</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
