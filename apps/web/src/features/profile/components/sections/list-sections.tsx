import { Stack, Switch, Text } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";
import { TableFrame } from "../../../../components/table-frame";

export function ReferralSection() {
  return (
    <Stack gap="lg">
      <SectionCard title="Refer A Friend">
        <Text size="sm" c="dimmed" mb="sm">
          Share your public key as the referral ID. You earn a share of the fees of the people you refer.
        </Text>
        <TableFrame columns={["Referred To", "Level", "Date"]} emptyMessage="No Data Found" />
      </SectionCard>
      <SectionCard title="Referral fee history">
        <TableFrame columns={["Account", "Amount", "Coin", "Date"]} emptyMessage="No Data Found" />
      </SectionCard>
    </Stack>
  );
}

export function ZakatSection() {
  return (
    <SectionCard title="Zakat">
      <Stack gap="md">
        <Switch label="Pay zakat automatically every year" disabled />
        <TableFrame
          columns={["Year", "Coin", "Amount", "Percentage", "Status"]}
          emptyMessage="No Data Found"
        />
      </Stack>
    </SectionCard>
  );
}
