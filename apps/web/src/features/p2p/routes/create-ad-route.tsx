import { Button, Grid, SegmentedControl, Select, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { parseCreateAdState } from "../route-state";

const PAYMENT_METHODS = [
  { value: "Local_Bank", label: "Local Bank Transfer" },
  { value: "Payoneer", label: "Payoneer" },
  { value: "Skrill", label: "Skrill" },
];

export function CreateAdRoute() {
  const { asset } = parseCreateAdState(useLocation().state);
  const [side, setSide] = useState<string | null>("buy");
  const [adType, setAdType] = useState("basic");
  const [method, setMethod] = useState<string | null>("Local_Bank");
  const isSell = side === "sell";

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader title="Create Ad" />
      <Tabs value={side} onChange={setSide}>
        <Tabs.List grow>
          <Tabs.Tab value="buy">I want to Buy</Tabs.Tab>
          <Tabs.Tab value="sell">I want to Sell</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        value={adType}
        onChange={setAdType}
        data={[
          { value: "basic", label: "Basic Ad" },
          { value: "detailed", label: "Detailed Ad" },
        ]}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Coin and price">
            <Stack gap="sm">
              <Select
                label="Coin"
                placeholder="Select coin"
                data={asset ? [asset] : []}
                defaultValue={asset}
              />
              <TextInput label="Unit price" placeholder="0.00" inputMode="decimal" />
              {adType === "detailed" && (
                <>
                  <Title order={4} fz="sm" mt="sm">
                    Limits
                  </Title>
                  <TextInput label="Minimum amount" inputMode="decimal" />
                  <TextInput label="Maximum amount" inputMode="decimal" />
                  <TextInput label="Total amount" inputMode="decimal" />
                </>
              )}
            </Stack>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Payment details">
            <Stack gap="sm">
              <Select label="Payment method" data={PAYMENT_METHODS} value={method} onChange={setMethod} />
              {method === "Local_Bank" ? (
                <>
                  <TextInput label="Bank name" />
                  {isSell && <TextInput label="Account holder name" readOnly variant="filled" />}
                  {isSell && <TextInput label="Bank account number" />}
                </>
              ) : (
                isSell && <TextInput label={`${method} e-mail`} type="email" />
              )}
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <Button size="md" disabled>
        Create Ad
      </Button>
    </Stack>
  );
}
