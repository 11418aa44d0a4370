import { Alert, Badge, Button, Code, Group, MultiSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { type TWebhookEndpoint, WEBHOOK_EVENTS } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { merchantApi } from "../api/merchant-api";
import { DeliveryLog } from "./delivery-log";

const fail = (error: unknown) =>
  toast.error(isApiError(error) ? error.message : "Error occurred please try again.");

/** Webhook endpoints: add (the signing secret is shown once), remove, and each endpoint's delivery log. */
export function WebhooksPanel() {
  const client = useQueryClient();
  const endpoints = useQuery({ queryKey: ["merchant", "webhooks"], queryFn: merchantApi.webhooks });
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["merchant", "webhooks"] });

  const add = async () => {
    try {
      const created = await merchantApi.createWebhook({ url: url.trim(), events });
      setSecret(created.secret);
      setUrl("");
      await refresh();
    } catch (error) {
      fail(error);
    }
  };
  const remove = async (endpoint: TWebhookEndpoint) => {
    try {
      await merchantApi.removeWebhook(endpoint.id);
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack gap="md">
      {secret && (
        <Alert
          color="teal"
          title="Signing secret — copy it now, it is not shown again"
          withCloseButton
          onClose={() => setSecret(null)}
        >
          <Code block>{secret}</Code>
          <Text size="xs" mt="xs">
            Each delivery carries <Code>sextant-signature: t=…,v1=…</Code>: the hex HMAC-SHA256 of "t.body"
            under this secret, and <Code>sextant-delivery</Code>, the same id on every retry.
          </Text>
        </Alert>
      )}
      <Group align="end" wrap="wrap">
        <TextInput
          label="Endpoint URL"
          placeholder="https://shop.example/hooks/sextant"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          miw={280}
          style={{ flex: 1 }}
        />
        <MultiSelect
          label="Events"
          data={[...WEBHOOK_EVENTS]}
          value={events}
          onChange={setEvents}
          miw={240}
        />
        <Button onClick={() => void add()} disabled={!url.trim() || events.length === 0}>
          Add endpoint
        </Button>
      </Group>
      {endpoints.status === "pending" && <Text size="sm">Loading…</Text>}
      {endpoints.status === "error" && (
        <ErrorState message="Couldn't load your webhooks." onRetry={() => void endpoints.refetch()} />
      )}
      {endpoints.status === "success" && endpoints.data.length === 0 && (
        <EmptyState message="No webhook endpoints yet." />
      )}
      {endpoints.status === "success" &&
        endpoints.data.map((endpoint) => (
          <Paper key={endpoint.id} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ wordBreak: "break-all" }}>
                  {endpoint.url}
                </Text>
                <Group gap={4}>
                  {endpoint.events.map((event) => (
                    <Badge key={event} variant="light" size="sm">
                      {event}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                >
                  {open === endpoint.id ? "Hide deliveries" : "Deliveries"}
                </Button>
                <Button size="compact-sm" color="red" variant="light" onClick={() => void remove(endpoint)}>
                  Remove
                </Button>
              </Group>
            </Group>
            {open === endpoint.id && <DeliveryLog webhookId={endpoint.id} />}
          </Paper>
        ))}
    </Stack>
  );
}
