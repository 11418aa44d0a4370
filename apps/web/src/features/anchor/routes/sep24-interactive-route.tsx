import { Badge, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { isApiError } from "../../../lib/api-client";
import { fetchInteractiveSession } from "../api/interactive-api";
import { InteractiveDeposit } from "../components/interactive-deposit";
import { InteractiveWithdraw } from "../components/interactive-withdraw";

const INVALID_LINK = "This link is not valid. Start the deposit or withdrawal again from your wallet.";

function shortAccount(account: string): string {
  return `${account.slice(0, 5)}…${account.slice(-5)}`;
}

/**
 * /sep24/interactive?token=…: the page a Stellar wallet opens for a SEP-24 deposit or withdrawal. The one-time
 * token is the only credential, so it works without a Sextant session; once used, the link is spent.
 */
export function Sep24InteractiveRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const session = useQuery({
    queryKey: ["sep24", "interactive", token],
    queryFn: ({ signal }) => fetchInteractiveSession(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (!token) body = <ErrorState message={INVALID_LINK} />;
  else if (session.isPending)
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  else if (session.isError) {
    const error = session.error;
    const known = isApiError(error) && (error.status === 404 || error.status === 410);
    body = known ? (
      <ErrorState message={error.status === 410 ? error.message : INVALID_LINK} />
    ) : (
      <ErrorState message="Unable to load" onRetry={() => void session.refetch()} />
    );
  } else {
    const { transaction, account } = session.data;
    body = (
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Stellar account <span className="mono">{shortAccount(account)}</span>
          </Text>
          <Badge variant="light">{transaction.asset_code}</Badge>
        </Group>
        {transaction.kind === "deposit" ? (
          <InteractiveDeposit token={token} session={session.data} />
        ) : (
          <InteractiveWithdraw token={token} session={session.data} />
        )}
      </Stack>
    );
  }
  const kind = session.data?.transaction.kind;
  return (
    <Center py="lg">
      <SectionCard
        title={kind === "withdrawal" ? "Withdraw" : kind === "deposit" ? "Deposit" : "Deposit or withdraw"}
        w="100%"
        maw={560}
      >
        {body}
      </SectionCard>
    </Center>
  );
}
