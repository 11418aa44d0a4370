import { Button, Group, Stack, Textarea } from "@mantine/core";
import { KYC_EXTRA_MESSAGES, KYC_OTHER_LENGTHS, type TKycApplication } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { decideKyc, KYC_APPLICATIONS_KEY } from "./kyc-admin-api";

interface KycDecisionFormProps {
  application: TKycApplication;
  onDecided: () => void;
}

/** Approve, or reject with the reason the applicant will read (required for a rejection). */
export function KycDecisionForm({ application, onDecided }: KycDecisionFormProps) {
  const client = useQueryClient();
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);

  const decide = async (decision: "approve" | "reject") => {
    if (decision === "reject" && notes.trim() === "") {
      setError(KYC_EXTRA_MESSAGES.rejectNotesRequired);
      return;
    }
    setError(null);
    setBusy(decision);
    try {
      const answer = await decideKyc(application.kyc.accountId, decision, notes.trim());
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: KYC_APPLICATIONS_KEY });
      onDecided();
    } catch (cause) {
      toast.error(isApiError(cause) ? cause.message : "Request failed please try again");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" maw={640}>
      <Textarea
        label="Notes"
        description="Required to reject: the applicant reads this as the reason."
        autosize
        minRows={3}
        maxLength={KYC_OTHER_LENGTHS.notes}
        value={notes}
        error={error}
        onChange={(event) => {
          setNotes(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group>
        <Button
          color="green"
          loading={busy === "approve"}
          disabled={busy !== null}
          onClick={() => decide("approve")}
        >
          Approve
        </Button>
        <Button
          color="red"
          loading={busy === "reject"}
          disabled={busy !== null}
          onClick={() => decide("reject")}
        >
          Reject
        </Button>
      </Group>
    </Stack>
  );
}
