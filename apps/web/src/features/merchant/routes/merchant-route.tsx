import { Badge, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorState } from "../../../components/error-state";
import { useWalletSession } from "../../session";
import { merchantApi } from "../api/merchant-api";
import { ApiKeysPanel } from "../components/api-keys-panel";
import { OrdersPanel } from "../components/orders-panel";
import { ProfileForm } from "../components/profile-form";
import { WebhooksPanel } from "../components/webhooks-panel";

/**
 * /merchant: the merchant console for the signed-in wallet (SEP-10): become a merchant, then orders, API keys and
 * webhooks with their delivery logs.
 */
export function MerchantRoute() {
  const client = useQueryClient();
  const { selectedWallet } = useWalletSession();
  const profile = useQuery({ queryKey: ["merchant", "profile"], queryFn: merchantApi.profile });
  const reload = () => void client.invalidateQueries({ queryKey: ["merchant"] });

  let body: React.ReactNode;
  if (profile.status === "pending") {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (profile.status === "error") {
    body = (
      <ErrorState message="Couldn't load your merchant account." onRetry={() => void profile.refetch()} />
    );
  } else if (!profile.data) {
    body = (
      <Stack gap="md">
        <Text>
          Accept payments from Sextant wallets: create orders with the merchant API, send customers to their
          checkout page, and get signed webhooks when they pay. Set up your shop to start.
        </Text>
        <ProfileForm merchant={null} defaultAddress={selectedWallet?.publicKey ?? ""} onSaved={reload} />
      </Stack>
    );
  } else {
    body = (
      <Tabs defaultValue="orders">
        <Tabs.List>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="keys">API keys</Tabs.Tab>
          <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <OrdersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="keys" pt="md">
          <ApiKeysPanel />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks" pt="md">
          <WebhooksPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <ProfileForm
            merchant={profile.data}
            defaultAddress={profile.data.receivingAddress}
            onSaved={reload}
          />
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg" withBorder maw={1100} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{profile.data ? profile.data.name : "Merchant console"}</Title>
          {profile.data && (
            <Badge color={profile.data.status === "active" ? "teal" : "red"} size="lg">
              {profile.data.status}
            </Badge>
          )}
        </Group>
        {profile.data && (
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
            Payments go to <span className="mono">{profile.data.receivingAddress}</span>
          </Text>
        )}
        {body}
      </Stack>
    </Paper>
  );
}
