import { Button, Checkbox, Grid, Stack, TextInput } from "@mantine/core";
import { useLocation } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { MissingContext } from "../components/missing-context";
import { parseConfirmationState } from "../route-state";

/** Trade start for the chosen ad: /confirmationScreenBuy and /confirmationScreenSell. */
export function ConfirmationRoute({ side }: { side: "buy" | "sell" }) {
  const { ad } = parseConfirmationState(useLocation().state);
  const title = side === "buy" ? "Buy" : "Sell";
  if (!ad) return <MissingContext title={title} message="No ad selected. Choose an ad on the P2P market." />;

  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Amount">
            <Stack gap="sm">
              <TextInput label="Crypto amount" inputMode="decimal" />
              <TextInput label="Currency amount" inputMode="decimal" />
            </Stack>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Payment details">
            <Stack gap="sm">
              <TextInput label="Bank name" />
              <TextInput label="Bank account number" />
              <Checkbox label="I confirm that I have added correct payment information" />
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <Button size="md" disabled>
        {title}
      </Button>
    </Stack>
  );
}

export function ConfirmationBuyRoute() {
  return <ConfirmationRoute side="buy" />;
}

export function ConfirmationSellRoute() {
  return <ConfirmationRoute side="sell" />;
}
