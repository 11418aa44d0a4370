import { Badge, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { formatAmount, REFERRAL_LINK_PARAM } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "../../../../components/error-state";
import { SectionCard } from "../../../../components/section-card";
import { TableFrame } from "../../../../components/table-frame";
import {
  fetchReferralCode,
  fetchReferralFeeHistory,
  fetchReferrals,
} from "../../../rewards/api/referral-api";
import { selectSelectedWallet, useSessionStore } from "../../../session/session-store";
import { CopyButton } from "../../../wallet/components/copy-button";

/** The share link: the register screen with 'Refer By A Friend?' filled in. */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/register?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;
}

/** Profile index 6 (document 2 §2): the referral code and link, the people referred (levels 1–3), the fee shares. */
export function ReferralSection() {
  const account = useSessionStore(selectSelectedWallet)?.publicKey ?? "";
  const code = useQuery({
    queryKey: ["referral", "code", account],
    queryFn: fetchReferralCode,
    enabled: account !== "",
  });
  // Both lists answer an empty list when they fail to load (document 2 §8).
  const referred = useQuery({
    queryKey: ["referral", "list", account],
    queryFn: () => fetchReferrals(account),
    enabled: account !== "",
  });
  const history = useQuery({
    queryKey: ["referral", "fees", account],
    queryFn: fetchReferralFeeHistory,
    enabled: account !== "",
  });

  const referredRows = (referred.data ?? []).map((entry) => (
    <Table.Tr key={`${entry.referralLevelId}-${entry.referredTo}-${entry.createdAt}`}>
      <Table.Td>{entry.referredTo}</Table.Td>
      <Table.Td>Level {entry.referralLevelId}</Table.Td>
      <Table.Td>{new Date(entry.createdAt).toLocaleDateString()}</Table.Td>
    </Table.Tr>
  ));
  const feeRows = (history.data ?? []).map((entry) => (
    <Table.Tr key={entry.id}>
      <Table.Td>{entry.referralAccount}</Table.Td>
      <Table.Td>Level {entry.level}</Table.Td>
      <Table.Td>{formatAmount(entry.amount, 7)}</Table.Td>
      <Table.Td>{entry.coinCode}</Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={entry.status === "paid" ? "teal" : entry.status === "failed" ? "red" : "yellow"}
        >
          {entry.status === "paid" ? "Paid" : entry.status === "failed" ? "Failed" : "Pending"}
        </Badge>
      </Table.Td>
      <Table.Td>{new Date(entry.createdAt).toLocaleDateString()}</Table.Td>
    </Table.Tr>
  ));

  return (
    <Stack gap="lg">
      <SectionCard title="Refer A Friend">
        <Text size="sm" c="dimmed" mb="sm">
          Share your code or link. When people you refer — and the people they refer, up to three levels — pay
          the operator's fees, a share of each fee is paid to your wallet.
        </Text>
        {code.isError ? (
          <ErrorState message="Unable to load" onRetry={() => void code.refetch()} />
        ) : (
          <Stack gap="xs" maw={560}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label="Your referral code" value={code.data ?? ""} readOnly style={{ flex: 1 }} />
              {code.data && <CopyButton value={code.data} label="Copy code" />}
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Your referral link"
                value={code.data ? referralLink(code.data) : ""}
                readOnly
                style={{ flex: 1 }}
              />
              {code.data && <CopyButton value={referralLink(code.data)} label="Copy link" />}
            </Group>
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Referred friends">
        <TableFrame
          columns={["Referred To", "Level", "Date"]}
          rows={referredRows}
          emptyMessage="No Data Found"
          minWidth={0}
        />
      </SectionCard>
      <SectionCard title="Referral fee history">
        <TableFrame
          columns={["Account", "Level", "Amount", "Coin", "Status", "Date"]}
          rows={feeRows}
          emptyMessage="No Data Found"
        />
      </SectionCard>
    </Stack>
  );
}
