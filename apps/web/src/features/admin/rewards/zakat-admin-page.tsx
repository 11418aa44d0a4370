import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type TZakatConfig, zakatYearOptions } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { AdminTable, QueryState } from "../components/admin-table";
import { fetchZakatOverview, fetchZakatRecords, runZakatCheck, saveZakatConfig } from "./rewards-admin-api";

const YEARS = zakatYearOptions(new Date().getUTCFullYear()).map(String);

/** Admin: the zakat configuration with the Nisab and its basis, the calendar, and a year's records and payments. */
export function ZakatAdminPage() {
  const client = useQueryClient();
  const overview = useQuery({ queryKey: ["admin", "zakat"], queryFn: fetchZakatOverview });
  const [draft, setDraft] = useState<TZakatConfig | null>(null);
  const [year, setYear] = useState(YEARS[0] ?? "2026");
  const records = useQuery({
    queryKey: ["admin", "zakat", "records", year],
    queryFn: () => fetchZakatRecords(Number(year)),
  });
  useEffect(() => {
    if (overview.data && !draft) {
      const { percentage, zakatAddress, isZakatEnabled, nisabUsd, nisabBasis } = overview.data;
      setDraft({ percentage, zakatAddress, isZakatEnabled, nisabUsd, nisabBasis });
    }
  }, [overview.data, draft]);
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "zakat"] });
  const save = useMutation({
    mutationFn: saveZakatConfig,
    onSuccess: () => {
      toast.success("Zakat settings saved.");
      void refresh();
    },
  });
  const run = useMutation({
    mutationFn: runZakatCheck,
    onSuccess: (result) => {
      toast.info(
        result.dueHijriYear === null
          ? `Not Ramadan by the ledger's clock (${result.ledgerTime.slice(0, 10)}): nothing is due.`
          : `Ramadan ${result.dueHijriYear}: ${result.written} new record(s).`,
      );
      void refresh();
    },
  });

  if (overview.isError) return <Alert color="red">{overview.error.message}</Alert>;
  if (overview.isPending || !draft) return <Loader aria-label="Loading zakat settings" />;
  const info = overview.data;

  return (
    <Stack>
      <Title order={2}>Zakat</Title>
      <Text size="sm" c="dimmed">
        Ledger time {new Date(info.ledgerTime).toUTCString()}. Next 1 Ramadan {info.nextHijriYear} AH (Umm
        al-Qura): {info.nextRamadan}. {info.optedIn} account(s) agreed to pay zakat.
        {info.dueHijriYear !== null && ` Ramadan ${info.dueHijriYear} is running: records are being written.`}
      </Text>
      {save.isError && <Alert color="red">{save.error.message}</Alert>}
      <Stack gap="sm" maw={520}>
        <Switch
          label="Collect zakat"
          checked={draft.isZakatEnabled}
          onChange={(event) => setDraft({ ...draft, isZakatEnabled: event.currentTarget.checked })}
        />
        <TextInput
          label="Percentage"
          value={draft.percentage}
          onChange={(event) => setDraft({ ...draft, percentage: event.currentTarget.value })}
        />
        <TextInput
          label="Zakat distribution address"
          value={draft.zakatAddress}
          onChange={(event) => setDraft({ ...draft, zakatAddress: event.currentTarget.value.trim() })}
        />
        <Group grow>
          <TextInput
            label="Nisab (USD)"
            value={draft.nisabUsd}
            onChange={(event) => setDraft({ ...draft, nisabUsd: event.currentTarget.value })}
          />
          <TextInput
            label="Nisab basis"
            value={draft.nisabBasis}
            onChange={(event) => setDraft({ ...draft, nisabBasis: event.currentTarget.value })}
          />
        </Group>
        <Group>
          <Button loading={save.isPending} onClick={() => save.mutate(draft)}>
            Save
          </Button>
          <Button variant="light" loading={run.isPending} onClick={() => run.mutate()}>
            Run zakat check now
          </Button>
        </Group>
      </Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>Records</Title>
        <Select
          label="Year"
          data={YEARS}
          value={year}
          allowDeselect={false}
          onChange={(v) => v && setYear(v)}
          w={140}
        />
      </Group>
      <QueryState query={records} loading="Loading zakat records">
        {(data) =>
          data.records.length === 0 ? (
            <Text>No zakat records for {year}.</Text>
          ) : (
            <>
              <Text size="sm">
                {data.paid} paid, {data.unpaid} unpaid.
              </Text>
              <AdminTable
                label="Zakat records"
                columns={["Account", "Coin", "Balance", "Zakat", "Status", "Payment"]}
                rows={data.records}
                minWidth={640}
                row={(record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{`${record.account.slice(0, 6)}…${record.account.slice(-4)}`}</Table.Td>
                    <Table.Td>{record.coinCode}</Table.Td>
                    <Table.Td>{record.totalAmount}</Table.Td>
                    <Table.Td>{record.zakatAmount}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={record.status === "paid" ? "teal" : "yellow"}>
                        {record.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{record.stellarTxId ? `${record.stellarTxId.slice(0, 10)}…` : "—"}</Table.Td>
                  </Table.Tr>
                )}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
