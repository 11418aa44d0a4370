import { Alert, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { EmptyState } from "../../../../components/empty-state";
import { SectionCard } from "../../../../components/section-card";

/** Index 2: QR code and address of the selected wallet. */
export function ReceivePanel() {
  return (
    <SectionCard title="Receive" maw={640}>
      <Stack>
        <EmptyState message="No wallet selected." />
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          Send only XLM or Stellar assets to this address. Anything else may be lost.
        </Alert>
      </Stack>
    </SectionCard>
  );
}
