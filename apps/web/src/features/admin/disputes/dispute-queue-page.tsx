import { Badge, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { formatAmount } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { AdminTable, QueryState } from "../components/admin-table";
import {
  CASE_STATUS_COLOURS,
  CASE_STATUS_LABELS,
  REASON_LABELS,
  relativeTime,
  shortAccount,
} from "./dispute-labels";
import { disputeQueueQueryOptions } from "./disputes-admin-api";

/** /admin/disputes: open cases first (oldest first) with their age and evidence deadline; a row opens the case. */
export function DisputeQueuePage() {
  const [search, setSearch] = useSearchParams();
  const state = search.get("state") === "all" ? "all" : "open";
  const query = useQuery({ ...disputeQueueQueryOptions(state), refetchInterval: 15_000 });
  return (
    <Stack>
      <Title order={2}>Disputes</Title>
      <Text c="dimmed" size="sm">
        Both sides have 48 hours from the opening to put evidence in the trade's chat. When the window closes,
        a case where only one side answered is ruled for that side; the others wait here for your ruling.
      </Text>
      <SegmentedControl
        value={state}
        onChange={(value) => setSearch({ state: value })}
        data={[
          { value: "open", label: "Open" },
          { value: "all", label: "All" },
        ]}
        style={{ alignSelf: "flex-start" }}
        aria-label="Cases"
      />
      <QueryState query={query} loading="Loading disputes">
        {({ cases }) => (
          <AdminTable
            label="Dispute cases"
            columns={["Trade", "Parties", "Amount", "Opened", "Evidence deadline", "Status"]}
            rows={cases}
            minWidth={760}
            empty={state === "open" ? "No dispute is waiting." : "No disputes yet."}
            highlightOnHover
            row={(item) => (
              <Table.Tr key={item.tradeId}>
                <Table.Td>
                  <Stack gap={0}>
                    <Link to={`/admin/disputes/${item.tradeId}`}>Trade #{item.tradeId}</Link>
                    <Text size="xs" c="dimmed">
                      {REASON_LABELS[item.reason]}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    Buyer {item.buyerName || shortAccount(item.buyer)}
                    <br />
                    Seller {item.sellerName || shortAccount(item.seller)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatAmount(item.amount)} {item.assetCode}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.fiatAmount} {item.currency}
                  </Text>
                </Table.Td>
                <Table.Td title={new Date(item.openedAt).toLocaleString()}>
                  {relativeTime(item.openedAt)}
                </Table.Td>
                <Table.Td title={new Date(item.evidenceDeadline).toLocaleString()}>
                  {item.status === "ruled" ? "—" : relativeTime(item.evidenceDeadline)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={CASE_STATUS_COLOURS[item.status]}>
                    {item.status === "ruled" && item.winner
                      ? `Ruled for the ${item.winner}`
                      : CASE_STATUS_LABELS[item.status]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            )}
          />
        )}
      </QueryState>
    </Stack>
  );
}
