import { Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";

interface ZakatTermsDialogProps {
  opened: boolean;
  percentage: string;
  nisabUsd: string;
  nisabBasis: string;
  nextRamadan: string;
  busy: boolean;
  onAgree: () => void;
  onClose: () => void;
}

/** The zakat terms dialog (document 2 §2): what agreeing means, before the account opts in. */
export function ZakatTermsDialog(props: ZakatTermsDialogProps) {
  const [accepted, setAccepted] = useState(false);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Zakat terms" centered>
      <Stack gap="sm">
        <Text size="sm">
          Zakat is about {props.percentage}% (the 40th portion) of what you hold above the Nisab, due once a
          year at the start of Ramadan.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            The Nisab is {props.nisabUsd} USD, the value of {props.nisabBasis}. Each asset you hold whose
            value reaches it is counted.
          </List.Item>
          <List.Item>
            On 1 Ramadan (Umm al-Qura; next on {props.nextRamadan}) a record of {props.percentage}% of each
            such balance is written for you.
          </List.Item>
          <List.Item>
            The next time you log in, your wallet pays each unpaid record to the zakat distribution account.
            You confirm every payment, and you can also pay from this section.
          </List.Item>
          <List.Item>You can stop at any time; records already written stay in your history.</List.Item>
        </List>
        <Checkbox
          label="I have read the terms and agree to pay zakat"
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button disabled={!accepted} loading={props.busy} onClick={props.onAgree}>
            Agree
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
