import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { fetchOutbox, fetchOutboxMessage } from "../api/admin-api";
import { AdminTable } from "./admin-table";

const statusColor = { outbox: "blue", sent: "green", failed: "red" } as const;

/** Mails and SMS, newest first; a row opens the message. */
export function OutboxPage() {
  const query = useQuery({ queryKey: ["admin", "outbox"], queryFn: fetchOutbox });
  if (query.isPending) return <Loader aria-label="Loading the outbox" />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const messages = query.data.messages;
  return (
    <Stack>
      <Title order={2}>Outbox</Title>
      <Text c="dimmed" size="sm">
        Every mail and SMS, newest first. Without a mail server or SMS provider, messages are only kept here.
      </Text>
      <AdminTable
        label="Outbox messages"
        columns={["When", "Channel", "To", "Subject", "Status"]}
        rows={messages}
        empty="No messages yet."
        highlightOnHover
        row={(message) => (
          <Table.Tr key={message.id}>
            <Table.Td>{new Date(message.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>{message.channel === "mail" ? "Mail" : "SMS"}</Table.Td>
            <Table.Td>{message.recipient}</Table.Td>
            <Table.Td>
              <Link to={`/admin/outbox/${message.id}`}>{message.subject || message.template}</Link>
            </Table.Td>
            <Table.Td>
              <Badge color={statusColor[message.status]} variant="light">
                {message.status}
              </Badge>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

/** One message with its plain-text body (the HTML twin is not rendered here). */
export function OutboxMessagePage() {
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ["admin", "outbox", id],
    queryFn: () => fetchOutboxMessage(id),
    enabled: Number.isInteger(id),
  });
  if (!Number.isInteger(id)) return <Alert color="red">There is no such message.</Alert>;
  if (query.isPending) return <Loader aria-label="Loading the message" />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const message = query.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{message.subject || message.template}</Title>
        <Button component={Link} to="/admin/outbox" variant="subtle">
          Back to the outbox
        </Button>
      </Group>
      <Text size="sm">
        {message.channel === "mail" ? "Mail" : "SMS"} to {message.recipient} ·{" "}
        {new Date(message.createdAt).toLocaleString()} · {message.status}
        {message.error ? ` (${message.error})` : ""}
      </Text>
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: "pre-wrap" }} data-testid="outbox-body">
          {message.text}
        </Text>
      </Paper>
    </Stack>
  );
}
