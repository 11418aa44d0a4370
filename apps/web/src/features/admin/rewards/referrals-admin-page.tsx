import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { referralSharesError } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { AdminTable } from "../components/admin-table";
import {
  fetchReferralsOverview,
  retryReferralPayout,
  runReferralPayouts,
  saveReferralShares,
} from "./rewards-admin-api";

const STATUS_COLORS: Record<string, string> = {
  paid: "teal",
  failed: "red",
  pending: "yellow",
  submitting: "blue",
};

/** Admin: the referral shares by level, the latest rewards and their payouts. */
export function ReferralsAdminPage() {
  const client = useQueryClient();
  const overview = useQuery({ queryKey: ["admin", "referrals"], queryFn: fetchReferralsOverview });
  const [shares, setShares] = useState<string[] | null>(null);
  useEffect(() => {
    if (overview.data && !shares) setShares(overview.data.shares);
  }, [overview.data, shares]);
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "referrals"] });
  const save = useMutation({
    mutationFn: saveReferralShares,
    onSuccess: () => {
      toast.success("Referral shares saved.");
      void refresh();
    },
  });
  const run = useMutation({
    mutationFn: runReferralPayouts,
    onSuccess: (result) => {
      toast.info(`${result.rewarded} new reward(s), ${result.paid} paid, ${result.failed} failed.`);
      void refresh();
    },
  });
  const retry = useMutation({ mutationFn: retryReferralPayout, onSettled: () => void refresh() });

  if (overview.isError) return <Alert color="red">{overview.error.message}</Alert>;
  if (overview.isPending || !shares) return <Loader aria-label="Loading referral settings" />;
  const sharesError = referralSharesError(shares);

  return (
    <Stack>
      <Title order={2}>Referrals</Title>
      <Text size="sm" c="dimmed">
        Share of each operator fee a referred account pays that goes to its referrers, by level.
      </Text>
      <Group align="flex-end">
        {shares.map((share, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the three levels are fixed positions
            key={index}
            label={`Level ${index + 1} (%)`}
            value={share}
            w={120}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setShares(shares.map((old, at) => (at === index ? value : old)));
            }}
          />
        ))}
        <Button disabled={sharesError !== null} loading={save.isPending} onClick={() => save.mutate(shares)}>
          Save
        </Button>
        <Button variant="light" loading={run.isPending} onClick={() => run.mutate()}>
          Run payouts now
        </Button>
      </Group>
      {sharesError && (
        <Text c="red" size="sm">
          {sharesError}
        </Text>
      )}
      {(save.isError || run.isError) && <Alert color="red">{(save.error ?? run.error)?.message}</Alert>}
      <AdminTable
        label="Referral rewards"
        columns={["Referrer", "Level", "Fee", "Share", "Status", "Payout", ""]}
        rows={overview.data.rewards}
        empty="No referral rewards yet."
        minWidth={720}
        row={(reward) => (
          <Table.Tr key={reward.id}>
            <Table.Td>{`${reward.referrer.slice(0, 6)}…${reward.referrer.slice(-4)}`}</Table.Td>
            <Table.Td>{reward.level}</Table.Td>
            <Table.Td>
              {reward.feeAmount} {reward.coinCode}
            </Table.Td>
            <Table.Td>
              {reward.amount} {reward.coinCode}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS_COLORS[reward.status] ?? "gray"}>
                {reward.status}
              </Badge>
              {reward.error && (
                <Text size="xs" c="dimmed">
                  {reward.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{reward.txHash ? `${reward.txHash.slice(0, 10)}…` : "—"}</Table.Td>
            <Table.Td>
              {reward.status === "failed" && (
                <Button size="xs" variant="light" onClick={() => retry.mutate(reward.id)}>
                  Retry
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
