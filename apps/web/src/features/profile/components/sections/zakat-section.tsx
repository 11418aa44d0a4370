import { Badge, Button, Group, Loader, Select, Stack, Switch, Table, Text } from "@mantine/core";
import { formatAmount, zakatYearOptions } from "@sextant/core";
import { useState } from "react";
import { ErrorState } from "../../../../components/error-state";
import { SectionCard } from "../../../../components/section-card";
import { TableFrame } from "../../../../components/table-frame";
import { toast } from "../../../../lib/toast";
import { changeZakatStatus } from "../../../rewards/api/zakat-api";
import { PayZakatDialog } from "../../../rewards/components/pay-zakat-dialog";
import { ZakatTermsDialog } from "../../../rewards/components/zakat-terms-dialog";
import { useZakat } from "../../../rewards/hooks/use-zakat";

const YEARS = zakatYearOptions(new Date().getUTCFullYear()).map(String);

/** Profile index 7 (document 2 §2): opting in, the year's zakat records and paying them. */
export function ZakatSection() {
  const [year, setYear] = useState(Number(YEARS[0]));
  const { info, history, refresh } = useZakat(year);
  const [termsOpen, setTermsOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const setStatus = async (status: boolean) => {
    setSaving(true);
    try {
      await changeZakatStatus(status);
      toast.success(status ? "You agreed to pay zakat every Ramadan." : "Zakat payments are off.");
      setTermsOpen(false);
      await refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Request failed please try again.");
    } finally {
      setSaving(false);
    }
  };

  if (info.isError || history.isError) {
    const error = info.error ?? history.error;
    return (
      <SectionCard title="Zakat">
        <ErrorState
          message={error instanceof Error ? error.message : "Unable to load"}
          onRetry={() => void refresh()}
        />
      </SectionCard>
    );
  }
  if (!info.data || !history.data) {
    return (
      <SectionCard title="Zakat">
        <Group justify="center" p="lg">
          <Loader aria-label="Loading zakat" />
        </Group>
      </SectionCard>
    );
  }

  const details = info.data;
  const enabled = history.data.isZakatEnabled;
  const rows = history.data.data.map((record) => (
    <Table.Tr key={record.id}>
      <Table.Td>{record.year}</Table.Td>
      <Table.Td>{record.coinCode}</Table.Td>
      <Table.Td>{formatAmount(record.zakatAmount, 7)}</Table.Td>
      <Table.Td>{record.zakatPercentage}%</Table.Td>
      <Table.Td>
        <Badge color={record.status === "paid" ? "teal" : "yellow"} variant="light">
          {record.status === "paid" ? "Paid" : "Unpaid"}
        </Badge>
      </Table.Td>
      <Table.Td>{new Date(record.createdAt).toLocaleDateString()}</Table.Td>
    </Table.Tr>
  ));

  return (
    <SectionCard title="Zakat">
      <Stack gap="md">
        <Switch
          label="Pay zakat every Ramadan"
          checked={enabled}
          disabled={saving || !details.featureEnabled}
          onChange={(event) => (event.currentTarget.checked ? setTermsOpen(true) : void setStatus(false))}
        />
        {!details.featureEnabled && <Text c="dimmed">Zakat collection is paused by the operator.</Text>}
        <Text size="sm" c="dimmed">
          Next due on 1 Ramadan {details.nextHijriYear} AH, {details.nextRamadan} (Umm al-Qura calendar):{" "}
          {details.percentage}% of each asset worth at least the Nisab of {details.nisabUsd} USD (
          {details.nisabBasis}).
        </Text>
        <Group justify="space-between" align="flex-end">
          <Select
            label="Year"
            data={YEARS}
            value={String(year)}
            allowDeselect={false}
            onChange={(value) => value && setYear(Number(value))}
            w={140}
          />
          <Button onClick={() => setPayOpen(true)}>Pay Zakat</Button>
        </Group>
        <TableFrame
          columns={["Year", "Coin", "Amount", "Percentage", "Status", "Date"]}
          rows={rows}
          emptyMessage="No Data Found"
        />
      </Stack>
      <ZakatTermsDialog
        opened={termsOpen}
        percentage={details.percentage}
        nisabUsd={details.nisabUsd}
        nisabBasis={details.nisabBasis}
        nextRamadan={details.nextRamadan}
        busy={saving}
        onAgree={() => void setStatus(true)}
        onClose={() => setTermsOpen(false)}
      />
      <PayZakatDialog
        opened={payOpen}
        year={year}
        unpaid={details.unpaid}
        distAccount={details.distAccount}
        onPaid={() => void refresh()}
        onClose={() => setPayOpen(false)}
      />
    </SectionCard>
  );
}
