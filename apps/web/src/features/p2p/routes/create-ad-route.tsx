import {
  Button,
  Center,
  Checkbox,
  Grid,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
} from "@mantine/core";
import { fromStroops, P2P_MESSAGES, TIME_FRAME_OPTIONS_MINUTES } from "@sextant/core";
import { useLocation } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { LimitsSection } from "../create-ad/limits-section";
import { PaymentDetails } from "../create-ad/payment-details";
import { PriceSection } from "../create-ad/price-section";
import { useCreateAdForm } from "../create-ad/use-create-ad-form";
import { useP2pIdentity } from "../hooks/use-p2p-identity";
import { defaultLocation, P2P_MARKET_ERROR, useP2pAssets, useP2pCountries } from "../hooks/use-p2p-market";
import { formatCrypto } from "../model/p2p-format";
import { parseCreateAdState } from "../route-state";

/** /createAdScreen: a buy or sell ad, basic or detailed (spec document 2 §2 'Create ad', §5). */
export function CreateAdRoute() {
  const { asset } = parseCreateAdState(useLocation().state);
  const identity = useP2pIdentity();
  const assets = useP2pAssets();
  const countries = useP2pCountries();

  if (assets.status === "error" || countries.status === "error" || identity.kycStatus === "error") {
    return (
      <Stack gap="lg" maw={960} mx="auto">
        <PageHeader title="Create Ad" />
        <SectionCard>
          <ErrorState
            message={P2P_MARKET_ERROR}
            onRetry={() => {
              assets.retry();
              countries.retry();
              identity.retryKyc();
            }}
          />
        </SectionCard>
      </Stack>
    );
  }
  if (assets.status === "loading" || countries.status === "loading" || identity.kycStatus === "loading") {
    return (
      <Stack gap="lg" maw={960} mx="auto">
        <PageHeader title="Create Ad" />
        <Tabs value="buy">
          <Tabs.List grow>
            <Tabs.Tab value="buy">I want to Buy</Tabs.Tab>
            <Tabs.Tab value="sell">I want to Sell</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      </Stack>
    );
  }
  const initialAsset = asset && assets.codes.includes(asset) ? asset : (assets.codes[0] ?? "");
  const location = defaultLocation(countries.countries, [identity.kyc?.countryCode]);
  return (
    <CreateAdForm
      identity={identity}
      countries={countries.countries}
      codes={assets.codes}
      initialAsset={initialAsset}
      initialLocation={location}
      usdPrice={assets.usdPrice}
      assetRef={assets.assetRef}
    />
  );
}

type TFormProps = Parameters<typeof useCreateAdForm>[0] & { codes: string[] };

function CreateAdForm({ codes, ...inputs }: TFormProps) {
  const form = useCreateAdForm(inputs);
  const { values, set, errors } = form;
  const kycApproved = inputs.identity.kyc?.status === "approved";

  // A detailed ad starts from the basic limits (10 to 50 USD worth), which the user then changes.
  const chooseType = (adType: string) => {
    if (adType === "detailed" && form.basicLimits && !values.minQty && !values.maxQty) {
      set("minQty", formatCrypto(form.basicLimits.min));
      set("maxQty", formatCrypto(form.basicLimits.max));
      set("total_amount", formatCrypto(form.basicLimits.max));
    }
    set("detailed", adType === "detailed");
  };

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader title="Create Ad" />
      {!kycApproved && (
        <Text c="yellow.4" role="alert">
          {P2P_MESSAGES.kycRequired}
        </Text>
      )}
      <Tabs value={values.type} onChange={(type) => type && set("type", type as "buy" | "sell")}>
        <Tabs.List grow>
          <Tabs.Tab value="buy">I want to Buy</Tabs.Tab>
          <Tabs.Tab value="sell">I want to Sell</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        value={values.detailed ? "detailed" : "basic"}
        onChange={chooseType}
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
                data={codes}
                value={values.assetCode}
                onChange={(code) => code && set("assetCode", code)}
                allowDeselect={false}
              />
              {form.balances && (
                <Text size="xs" c="dimmed" data-testid="ad-balances">
                  Your balance: {formatCrypto(fromStroops(form.balances.asset))} {values.assetCode} · Battery:{" "}
                  {formatCrypto(fromStroops(form.balances.battery))} LEVELG
                </Text>
              )}
              <Select
                label="Location"
                data={inputs.countries.map((country) => ({
                  value: country.code,
                  label: `${country.name} · ${country.currency}`,
                }))}
                value={values.location || null}
                onChange={(code) => set("location", code ?? "")}
                searchable
                error={errors.location}
              />
              <PriceSection
                values={values}
                errors={errors}
                set={set}
                rate={form.rate}
                rateStatus={form.rateStatus}
                retryRate={form.retryRate}
              />
              {values.detailed ? (
                <LimitsSection values={values} errors={errors} set={set} />
              ) : (
                form.basicLimits && (
                  <Text size="sm" c="dimmed" data-testid="basic-limits">
                    Limits: {formatCrypto(form.basicLimits.min)} – {formatCrypto(form.basicLimits.max)}{" "}
                    {values.assetCode} (10 to 50 USD worth)
                  </Text>
                )
              )}
              <Select
                label="Time frame"
                data={TIME_FRAME_OPTIONS_MINUTES.map((minutes) => ({
                  value: String(minutes),
                  label: `${minutes} Minutes`,
                }))}
                value={String(form.timeFrame)}
                onChange={(minutes) => minutes && form.setTimeFrame(Number(minutes))}
                allowDeselect={false}
              />
            </Stack>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Payment details">
            <Stack gap="md">
              <PaymentDetails values={values} errors={errors} set={set} />
              <Checkbox
                label="I confirm these payment details are correct"
                checked={form.confirmed}
                onChange={(event) => form.setConfirmed(event.currentTarget.checked)}
              />
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <Button size="md" disabled={!form.confirmed} loading={form.submitting} onClick={form.submit}>
        Create Ad
      </Button>
    </Stack>
  );
}
