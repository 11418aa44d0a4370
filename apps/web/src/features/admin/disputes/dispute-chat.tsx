import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { CHAT_MESSAGE_MAX } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { StoredFile } from "../../kyc";
import { DISPUTES_KEY, disputeChatQueryOptions, writeAsDesk } from "./disputes-admin-api";

/** The trade's whole chat, oldest first, each attachment shown (images) or linked (PDF). */
export function DisputeChat({ tradeId, buyer, seller }: { tradeId: string; buyer: string; seller: string }) {
  const query = useQuery({ ...disputeChatQueryOptions(tradeId), refetchInterval: 20_000 });
  if (query.isPending) return <Loader aria-label="Loading the chat" />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const messages = [...query.data.messages].reverse();
  return (
    <Stack gap="xs" aria-label="Trade chat">
      {messages.length === 0 && <Text c="dimmed">Nobody has written in this trade's chat.</Text>}
      {query.data.total > messages.length && (
        <Text size="xs" c="dimmed">
          The {messages.length} newest of {query.data.total} messages.
        </Text>
      )}
      {messages.map((message) => {
        const who =
          message.role === "admin"
            ? "Admin"
            : message.sender === buyer
              ? "Buyer"
              : message.sender === seller
                ? "Seller"
                : message.role;
        return (
          <Paper key={message.id} withBorder p="xs" data-testid="dispute-chat-message">
            <Group justify="space-between" gap="xs">
              <Badge
                size="sm"
                variant="light"
                color={who === "Buyer" ? "teal" : who === "Seller" ? "grape" : "gray"}
              >
                {who}
              </Badge>
              <Text size="xs" c="dimmed">
                {new Date(message.createdAt).toLocaleString()}
              </Text>
            </Group>
            {message.text && (
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {message.text}
              </Text>
            )}
            {message.files.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
                {message.files.map((name) => (
                  // Each preview keeps to its cell: a wide image is cut at the cell's edge, never the page's.
                  <Box key={name} style={{ overflow: "hidden", minWidth: 0 }}>
                    <StoredFile
                      filename={name}
                      alt={`Attachment from the ${who.toLowerCase()}`}
                      height={90}
                    />
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
      <DeskComposer tradeId={tradeId} />
    </Stack>
  );
}

/** The desk writes in the trade's chat (both parties read it as 'Admin'), e.g. to ask for a receipt. */
function DeskComposer({ tradeId }: { tradeId: string }) {
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (text.trim() === "") return;
    setBusy(true);
    try {
      await writeAsDesk(tradeId, text.trim());
      setText("");
      await client.invalidateQueries({ queryKey: [...DISPUTES_KEY, "chat", tradeId] });
    } catch (cause) {
      toast.error(isApiError(cause) ? cause.message : "Request failed please try again");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" maw={720}>
      <Textarea
        label="Write to both parties"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={CHAT_MESSAGE_MAX}
        style={{ flex: 1 }}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button variant="light" onClick={send} loading={busy} disabled={text.trim() === ""}>
        Send
      </Button>
    </Group>
  );
}
