import { Button, Group, Radio, Stack, Stepper, Text } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "../../../../components/section-card";

const STEPS = ["What is KYC", "User or Company Information", "ID Documentation", "Verification"];

/** KYC wizard, step 0: what KYC is and the Individual or Company choice. */
export function KycSection() {
  const [kind, setKind] = useState("individual");
  return (
    <SectionCard title="KYC Profile">
      <Stepper active={0} size="sm" allowNextStepsSelect={false} mb="xl">
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          Know Your Customer verification confirms who you are. It is required to post P2P ads and to trade
          with other people. Your documents are reviewed by the Sextant team.
        </Text>
        <Radio.Group value={kind} onChange={setKind} label="I am verifying as">
          <Group mt="xs">
            <Radio value="individual" label="Individual" />
            <Radio value="company" label="Company" />
          </Group>
        </Radio.Group>
        <Group>
          <Button disabled>Start Process</Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
