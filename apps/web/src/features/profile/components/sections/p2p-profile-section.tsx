import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ErrorState } from "../../../../components/error-state";
import { SectionCard } from "../../../../components/section-card";
import { isApiError } from "../../../../lib/api-client";
import { P2pProfileView, p2pProfileQueryOptions } from "../../../p2p/profile";
import { useWalletSession } from "../../../session";
import { NoWalletCard } from "../wallet/no-wallet-card";

/** Profile index 9: the selected wallet's public P2P profile, as others see it, with a link to share. */
export function P2pProfileSection() {
  const account = useWalletSession().selectedWallet?.publicKey ?? "";
  const query = useQuery(p2pProfileQueryOptions(account));
  if (!account) return <NoWalletCard title="P2P Profile" />;
  const publicLink = `/p2pProfile?account=${account}`;
  return (
    <Stack gap="md">
      <SectionCard
        title="P2P Profile"
        actions={
          <Button size="xs" variant="light" component={Link} to={publicLink}>
            Open public page
          </Button>
        }
      >
        <Text size="sm" c="dimmed">
          This is what other traders see. Your name, photo and country come from your KYC profile.
        </Text>
      </SectionCard>
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading profile" />
        </Center>
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <SectionCard>
            <Stack align="flex-start" gap="sm">
              <Text size="sm">Your public profile appears once you have started your KYC.</Text>
              <Button size="xs" component={Link} to="/profileScreen?section=kyc">
                Go to KYC Profile
              </Button>
            </Stack>
          </SectionCard>
        ) : (
          <ErrorState message="Unable to load" onRetry={() => void query.refetch()} />
        )
      ) : (
        <P2pProfileView profile={query.data} />
      )}
    </Stack>
  );
}
