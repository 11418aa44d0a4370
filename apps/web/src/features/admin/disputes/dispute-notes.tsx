import { Button, Stack, Text, Textarea } from "@mantine/core";
import type { TDisputeNote } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { addDisputeNote, DISPUTES_KEY } from "./disputes-admin-api";

/** Internal notes on a case: admins read and add them; the parties never see them. */
export function DisputeNotes({ tradeId, notes }: { tradeId: string; notes: TDisputeNote[] }) {
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (text.trim() === "") {
      setError("Write the note.");
      return;
    }
    setBusy(true);
    try {
      const answer = await addDisputeNote(tradeId, text.trim());
      toast.success(answer.message);
      setText("");
      await client.invalidateQueries({ queryKey: DISPUTES_KEY });
    } catch (cause) {
      toast.error(isApiError(cause) ? cause.message : "Request failed please try again");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" maw={720}>
      {notes.length === 0 && <Text c="dimmed">No notes yet.</Text>}
      {notes.map((note) => (
        <Text key={note.id} size="sm" style={{ overflowWrap: "anywhere" }}>
          <Text span size="xs" c="dimmed">
            {new Date(note.createdAt).toLocaleString()} · {note.admin.slice(0, 4)}…{note.admin.slice(-4)}:{" "}
          </Text>
          {note.text}
        </Text>
      ))}
      <Textarea
        label="New note"
        autosize
        minRows={2}
        maxLength={2000}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
      <Button variant="light" onClick={save} loading={busy} style={{ alignSelf: "flex-start" }}>
        Add note
      </Button>
    </Stack>
  );
}
