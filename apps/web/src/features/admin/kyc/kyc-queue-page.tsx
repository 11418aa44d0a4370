import { Badge, Group, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { KYC_STATUS_LABELS, KYC_STATUSES, type TKycStatus } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { countryName, kycStatusColour } from "../../kyc";
import { AdminTable, QueryState } from "../components/admin-table";
import { applicantName } from "./applicant-name";
import { kycApplicationsQueryOptions } from "./kyc-admin-api";

/** The review queue first, then the decided ones, then applications still being filled in. */
const QUEUE_ORDER: TKycStatus[] = ["pending", "rejected", "approved", "draft"];

/** The status the queue shows, from `?status=`; pending (the review queue) by default. */
export function queueStatus(search: URLSearchParams): TKycStatus {
  const value = search.get("status");
  return KYC_STATUSES.find((status) => status === value) ?? "pending";
}

/** /admin/kyc: applications waiting for review (or in another status), oldest first; a row opens one. */
export function KycQueuePage() {
  const [search, setSearch] = useSearchParams();
  const status = queueStatus(search);
  const query = useQuery(kycApplicationsQueryOptions(status));
  return (
    <Stack>
      <Title order={2}>KYC review</Title>
      <Text c="dimmed" size="sm">
        Open an application to see its documents, then approve it or reject it with the reason the applicant
        will read.
      </Text>
      <SegmentedControl
        value={status}
        onChange={(value) => setSearch({ status: value })}
        data={QUEUE_ORDER.map((value) => ({ value, label: KYC_STATUS_LABELS[value] }))}
        style={{ alignSelf: "flex-start" }}
        aria-label="Status"
      />
      <QueryState query={query} loading="Loading applications">
        {(applications) => (
          <AdminTable
            label="KYC applications"
            columns={["Applicant", "Kind", "Country", "Updated", "Status"]}
            rows={applications}
            empty={status === "pending" ? "No applications are waiting for review." : "No applications."}
            highlightOnHover
            row={({ kyc }) => (
              <Table.Tr key={kyc.accountId}>
                <Table.Td>
                  <Stack gap={0}>
                    <Link to={`/admin/kyc/${kyc.accountId}?status=${status}`}>{applicantName(kyc)}</Link>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {kyc.accountId.slice(0, 6)}…{kyc.accountId.slice(-6)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{kyc.isCompanyKyc ? "Company" : "Individual"}</Table.Td>
                <Table.Td>{kyc.countryCode ? countryName(kyc.countryCode) : "—"}</Table.Td>
                <Table.Td>{new Date(kyc.updatedAt).toLocaleString()}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge variant="light" color={kycStatusColour(kyc.status)}>
                      {kyc.status ? KYC_STATUS_LABELS[kyc.status] : "Not started"}
                    </Badge>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          />
        )}
      </QueryState>
    </Stack>
  );
}
