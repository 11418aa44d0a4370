import { Anchor, Box, Button, Group, Image, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { CHAT_MESSAGES, chatFilesView, type TChatMessage } from "@sextant/core";
import { useState } from "react";
import { useStoredFile } from "../../kyc";

/** One chat message: who wrote it ('me', 'Buyer', 'Seller', 'Admin'), its text, images and documents. */
export function ChatMessageView({ message }: { message: TChatMessage }) {
  const mine = message.label === "me";
  const [expanded, setExpanded] = useState(false);
  const files = chatFilesView(message.files, expanded);
  return (
    <Group justify={mine ? "flex-end" : "flex-start"} wrap="nowrap" data-testid="chat-message">
      <Paper
        p="sm"
        radius="md"
        maw="min(480px, 85%)"
        bg={mine ? "teal.9" : message.role === "admin" ? "orange.9" : "dark.6"}
      >
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="xs" fw={700} data-testid="chat-label">
              {message.label}
            </Text>
            <Text size="xs" c="dimmed">
              {new Date(message.createdAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
            </Text>
          </Group>
          {message.message && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.message}
            </Text>
          )}
          {files.previews.length > 0 && (
            <SimpleGrid cols={Math.min(files.previews.length, 3)} spacing={6}>
              {files.previews.map((name) => (
                <ChatImage key={name} name={name} />
              ))}
            </SimpleGrid>
          )}
          {files.hidden > 0 && (
            <Button size="compact-xs" variant="light" onClick={() => setExpanded(true)}>
              {CHAT_MESSAGES.seeMore} (+{files.hidden})
            </Button>
          )}
          {files.documents.map((name) => (
            <ChatDocument key={name} name={name} />
          ))}
        </Stack>
      </Paper>
    </Group>
  );
}

/** An attached image, read with the token (an `<img src>` cannot send it); a click opens it at full size. */
function ChatImage({ name }: { name: string }) {
  const { url, pending } = useStoredFile(name);
  if (pending) return <Loader size="xs" aria-label="Loading image" />;
  if (!url)
    return (
      <Text size="xs" c="red">
        Unable to load
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" title="Open the image">
      <Box w="100%" h={88}>
        <Image
          src={url}
          alt="Attached image"
          h={88}
          w="100%"
          fit="cover"
          radius="sm"
          data-testid="chat-image"
        />
      </Box>
    </Anchor>
  );
}

/** An attached document (PDF): a download link once read with the token. */
function ChatDocument({ name }: { name: string }) {
  const { url, pending } = useStoredFile(name);
  if (pending) return <Loader size="xs" aria-label="Loading file" />;
  if (!url)
    return (
      <Text size="xs" c="red">
        Unable to load
      </Text>
    );
  return (
    <Anchor href={url} download={name} size="sm">
      Download {name.split(".").pop()?.toUpperCase()} file
    </Anchor>
  );
}
