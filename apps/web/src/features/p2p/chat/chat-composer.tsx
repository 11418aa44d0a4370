import { ActionIcon, Badge, Button, CloseButton, FileButton, Group, Stack, Textarea } from "@mantine/core";
import { CHAT_FILES_MAX, CHAT_MESSAGE_MAX, chatMessageProblem } from "@sextant/core";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { tradeErrorMessage } from "../trades/trade-errors";
import { sendChatMessage, uploadChatFile } from "./chat-api";
import { chatKey } from "./use-trade-chat";

const ACCEPT = "image/png,image/jpeg,image/gif,application/pdf";

interface Attachment {
  /** The picked file's own name, shown until sent. */
  label: string;
  /** The stored name once uploaded. */
  name: string;
}

/** Writing in the chat: text and attachments, each uploaded when picked, sent with the message. */
export function ChatComposer({ tradeId }: { tradeId: string }) {
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async (picked: File[]) => {
    const room = CHAT_FILES_MAX - attachments.length;
    setUploading((n) => n + Math.min(picked.length, room));
    for (const file of picked.slice(0, room)) {
      try {
        const name = await uploadChatFile(file);
        setAttachments((previous) => [...previous, { label: file.name, name }]);
      } catch (failure) {
        toast.error(tradeErrorMessage(failure));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const send = async () => {
    const problem = chatMessageProblem(text, attachments.length);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await sendChatMessage(
        tradeId,
        text,
        attachments.map((attachment) => attachment.name),
      );
      setText("");
      setAttachments([]);
      await client.invalidateQueries({ queryKey: chatKey(tradeId) });
    } catch (failure) {
      toast.error(tradeErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      {attachments.length > 0 && (
        <Group gap={6}>
          {attachments.map((attachment) => (
            <Badge
              key={attachment.name}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${attachment.label}`}
                  onClick={() => setAttachments((all) => all.filter((a) => a.name !== attachment.name))}
                />
              }
            >
              {attachment.label}
            </Badge>
          ))}
        </Group>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={(files) => void attach(files)} accept={ACCEPT} multiple>
          {(props) => (
            <ActionIcon
              {...props}
              size="lg"
              variant="default"
              aria-label="Attach files"
              loading={uploading > 0}
              disabled={attachments.length >= CHAT_FILES_MAX}
            >
              <IconPaperclip size={18} />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX}
          style={{ flex: 1 }}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button
          onClick={() => void send()}
          loading={sending}
          disabled={uploading > 0}
          leftSection={<IconSend size={16} />}
        >
          Send
        </Button>
      </Group>
    </Stack>
  );
}
