import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { DISPUTE_MESSAGES, formatAmount, type TDisputeCaseDetail } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { DISPUTES_KEY, ruleDispute } from "./disputes-admin-api";

/** The ruling: for the buyer (release) or the seller (refund), with a note, confirmed once; it cannot be undone. */
export function DisputeRulingForm({ detail }: { detail: TDisputeCaseDetail }) {
  const client = useQueryClient();
  const c = detail.case;
  const [winner, setWinner] = useState<"buyer" | "seller" | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ winner?: string; note?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const buyerSigned = detail.escrow?.releaseSigned ?? false;

  const ask = () => {
    const next = {
      winner: winner === "" ? DISPUTE_MESSAGES.winnerRequired : undefined,
      note: note.trim() === "" ? DISPUTE_MESSAGES.noteRequired : undefined,
    };
    setErrors(next);
    if (!next.winner && !next.note) setConfirming(true);
  };
  const rule = async () => {
    if (winner === "") return;
    setBusy(true);
    try {
      const answer = await ruleDispute(c.tradeId, winner, note.trim());
      toast.success(answer.message);
      setConfirming(false);
    } catch (cause) {
      toast.error(isApiError(cause) ? cause.message : "Request failed please try again");
      setConfirming(false);
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: DISPUTES_KEY });
    }
  };
  const outcome =
    winner === "buyer"
      ? `${formatAmount(c.amount)} ${c.assetCode} go from the escrow to the buyer; the trade shows Completed.`
      : `Everything in the escrow goes back to the seller; the trade shows Cancelled.`;

  return (
    <Stack gap="sm" maw={720}>
      <Radio.Group
        label="Rule for"
        value={winner}
        error={errors.winner}
        onChange={(value) => {
          setWinner(value === "buyer" || value === "seller" ? value : "");
          setErrors((e) => ({ ...e, winner: undefined }));
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio value="buyer" label="The buyer — release the crypto to the buyer" />
          <Radio value="seller" label="The seller — return the crypto to the seller" />
        </Stack>
      </Radio.Group>
      {winner === "buyer" && !buyerSigned && (
        <Alert color="yellow">
          The buyer never signed the release ('I have paid'). After this ruling the crypto stays in escrow
          until the buyer signs it on the trade's screen.
        </Alert>
      )}
      <Textarea
        label="Note"
        description="Why: kept with the case and shown on the desk."
        autosize
        minRows={3}
        maxLength={1000}
        value={note}
        error={errors.note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setErrors((e) => ({ ...e, note: undefined }));
        }}
      />
      <Button color="red" onClick={ask} style={{ alignSelf: "flex-start" }}>
        Rule
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Rule for the ${winner}?`}
        centered
      >
        <Stack>
          <Text size="sm">{outcome}</Text>
          <Text size="sm" fw={600}>
            A ruling is final and moves the escrow on the ledger.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button color="red" onClick={rule} loading={busy}>
              Confirm the ruling
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
