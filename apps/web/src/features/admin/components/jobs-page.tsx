import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fetchJobs, retryJob, type TJobState } from "../api/admin-api";
import { AdminTable, QueryState } from "./admin-table";

const FILTERS: Array<{ value: "all" | TJobState; label: string }> = [
  { value: "created", label: "Pending" },
  { value: "failed", label: "Failed" },
  { value: "active", label: "Running" },
  { value: "all", label: "All" },
];

/** Durable jobs by state; a failed one can be run again. */
export function JobsPage() {
  const [filter, setFilter] = useState<"all" | TJobState>("created");
  const client = useQueryClient();
  const state = filter === "all" ? undefined : filter;
  const query = useQuery({ queryKey: ["admin", "jobs", filter], queryFn: () => fetchJobs(state) });
  const retry = useMutation({
    mutationFn: retryJob,
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "jobs"] }),
  });
  return (
    <Stack>
      <Title order={2}>Job queue</Title>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as typeof filter)}
        data={FILTERS}
        aria-label="Job state"
      />
      {retry.isError && <Alert color="red">{retry.error.message}</Alert>}
      <QueryState query={query} loading="Loading jobs">
        {({ jobs }) => (
          <AdminTable
            label="Jobs"
            columns={["Queue", "State", "Attempts", "Created", "Last error", ""]}
            rows={jobs}
            empty={`No ${filter === "all" ? "" : `${FILTERS.find((f) => f.value === filter)?.label.toLowerCase()} `}jobs.`}
            row={(job) => (
              <Table.Tr key={job.id}>
                <Table.Td>{job.queue}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={job.state === "failed" ? "red" : "blue"}>
                    {job.state}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {job.attempts} / {job.retryLimit + 1}
                </Table.Td>
                <Table.Td>{new Date(job.createdAt).toLocaleString()}</Table.Td>
                <Table.Td>{job.lastError ?? ""}</Table.Td>
                <Table.Td>
                  {job.state === "failed" && (
                    <Group justify="flex-end">
                      <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate(job.id)}>
                        Retry
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          />
        )}
      </QueryState>
    </Stack>
  );
}
