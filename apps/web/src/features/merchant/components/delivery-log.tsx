import { Badge, Button, Code, Group, Stack, Table, Text } from "@mantine/core";
import type { TWebhookDelivery } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { merchantApi } from "../api/merchant-api";

const STATUS_COLORS = { pending: "yellow", delivered: "teal", failed: "red" } as const;

/** One endpoint's deliveries with every attempt and the receiver's answer; Redeliver sends one again now. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const log = useQuery({
    queryKey: ["merchant", "deliveries", webhookId],
    queryFn: () => merchantApi.deliveries(webhookId),
    refetchInterval: 5_000,
  });
  const redeliver = async (delivery: TWebhookDelivery) => {
    try {
      await merchantApi.redeliver(delivery.id);
      toast.info("Redelivery queued.");
      setTimeout(() => void log.refetch(), 1_500);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    }
  };

  if (log.status === "pending")
    return (
      <Text size="sm" mt="sm">
        Loading…
      </Text>
    );
  if (log.status === "error")
    return <ErrorState message="Couldn't load the deliveries." onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <EmptyState message="Nothing delivered yet." />;
  return (
    <Stack gap="sm" mt="md">
      {log.data.map((delivery) => (
        <Stack
          key={delivery.id}
          gap={4}
          p="xs"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge color={STATUS_COLORS[delivery.status]}>{delivery.status}</Badge>
              <Text size="sm" fw={600}>
                {delivery.event}
              </Text>
              <Text size="xs" c="dimmed" className="mono">
                {delivery.id}
              </Text>
            </Group>
            <Button size="compact-xs" variant="light" onClick={() => void redeliver(delivery)}>
              Redeliver
            </Button>
          </Group>
          {delivery.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              Next attempt {new Date(delivery.nextAttemptAt).toLocaleTimeString()}
            </Text>
          )}
          <Table.ScrollContainer minWidth={480}>
            <Table fz="xs" verticalSpacing={2}>
              <Table.Tbody>
                {delivery.attempts.map((attempt) => (
                  <Table.Tr key={attempt.attempt}>
                    <Table.Td>
                      #{attempt.attempt}
                      {attempt.manual ? " (manual)" : ""}
                    </Table.Td>
                    <Table.Td>{new Date(attempt.startedAt).toLocaleString()}</Table.Td>
                    <Table.Td>{attempt.statusCode ?? "no answer"}</Table.Td>
                    <Table.Td>{attempt.durationMs} ms</Table.Td>
                    <Table.Td>
                      <Code>{(attempt.error || attempt.responseBody).slice(0, 120)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
