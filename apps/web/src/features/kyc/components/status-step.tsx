import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { KYC_MESSAGES } from "@sextant/core";
import { IconCircleCheck, IconCircleX, IconClockHour4 } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { resubmitKyc } from "../api/resubmit-kyc";
import { kycColour, kycWizardState, type TKycInfo } from "../model/kyc-view";
import { serverMessage } from "../model/server-message";

interface StatusStepProps {
  info: TKycInfo;
  onBack: () => void;
  onRefresh: () => Promise<unknown>;
  /** After a rejected application went back to draft: the wizard opens the info form. */
  onResubmitted: () => void;
}

/** Step 3: the verification status with the spec's label, message and colour; a rejection shows the reason. */
export function StatusStep({ info, onBack, onRefresh, onResubmitted }: StatusStepProps) {
  const [busy, setBusy] = useState(false);
  const resubmit = async () => {
    setBusy(true);
    try {
      await resubmitKyc();
      await onRefresh();
      onResubmitted();
    } catch (cause) {
      toast.error(serverMessage(cause) ?? KYC_MESSAGES.requestFailed);
    } finally {
      setBusy(false);
    }
  };
  const state = kycWizardState(info);
  const colour = kycColour(state.colour);
  const rejected = state.status === "rejected";
  const Icon = state.status === "approved" ? IconCircleCheck : rejected ? IconCircleX : IconClockHour4;
  return (
    <Stack gap="md" maw={640}>
      <Paper p="lg" radius="md" withBorder style={{ borderColor: `var(--mantine-color-${colour}-6)` }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={colour}>
            <Icon size={28} />
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Badge color={colour} variant="filled" size="lg" data-testid="kyc-status">
              {state.label}
            </Badge>
            <Text fw={600} c={colour} data-testid="kyc-status-message">
              {state.message}
            </Text>
            {rejected && (
              <Text
                size="sm"
                style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                data-testid="kyc-admin-notes"
              >
                {info.kyc.adminNotes || "No reason was given."}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        {rejected && (
          <Button loading={busy} onClick={resubmit}>
            Resubmit
          </Button>
        )}
      </Group>
    </Stack>
  );
}
