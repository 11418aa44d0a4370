import { Alert, Badge, Button, Checkbox, Code, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { merchantApi } from "../api/merchant-api";

type TScope = "orders:read" | "orders:write";

/** API keys: created with scopes, shown once, listed by prefix, revocable. */
export function ApiKeysPanel() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: ["merchant", "api-keys"], queryFn: merchantApi.apiKeys });
  const [label, setLabel] = useState("");
  const [scopes, setScopes] = useState<TScope[]>(["orders:read", "orders:write"]);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["merchant", "api-keys"] });

  const create = async () => {
    try {
      const created = await merchantApi.createApiKey({ label: label.trim() || "API key", scopes });
      setSecret(created.secret);
      setLabel("");
      await refresh();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    }
  };
  const revoke = async (id: string) => {
    try {
      await merchantApi.revokeApiKey(id);
      await refresh();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Error occurred please try again.");
    }
  };

  return (
    <Stack gap="md">
      {secret && (
        <Alert
          color="teal"
          title="Your new API key — copy it now, it is not shown again"
          withCloseButton
          onClose={() => setSecret(null)}
        >
          <Code block data-testid="new-api-key">
            {secret}
          </Code>
        </Alert>
      )}
      <Group align="end" wrap="wrap">
        <TextInput
          label="Label"
          placeholder="e.g. Web shop"
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <Checkbox.Group value={scopes} onChange={(value) => setScopes(value as TScope[])} label="Scopes">
          <Group gap="sm" mt={6}>
            <Checkbox value="orders:read" label="orders:read" />
            <Checkbox value="orders:write" label="orders:write" />
          </Group>
        </Checkbox.Group>
        <Button onClick={() => void create()} disabled={scopes.length === 0}>
          Create key
        </Button>
      </Group>
      {keys.status === "pending" && <Text size="sm">Loading…</Text>}
      {keys.status === "error" && (
        <ErrorState message="Couldn't load your API keys." onRetry={() => void keys.refetch()} />
      )}
      {keys.status === "success" && keys.data.length === 0 && <EmptyState message="No API keys yet." />}
      {keys.status === "success" && keys.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Label</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.label}</Table.Td>
                  <Table.Td className="mono">{key.prefix}…</Table.Td>
                  <Table.Td>{key.scopes.join(", ")}</Table.Td>
                  <Table.Td>{key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : "Never"}</Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray">Revoked</Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        onClick={() => void revoke(key.id)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
