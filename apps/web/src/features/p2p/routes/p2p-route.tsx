import { Button, Grid, Group, Select, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { AdsTabs } from "../components/ads-tabs";
import { PriceCards } from "../components/price-cards";
import { QuickTradeForm } from "../components/quick-trade-form";
import { TradesTabs } from "../components/trades-tabs";
import { useAdAction, whenAllowed } from "../hooks/use-ad-action";
import { useP2pIdentity } from "../hooks/use-p2p-identity";
import {
  defaultLocation,
  P2P_MARKET_ERROR,
  useP2pAssets,
  useP2pCountries,
  useVisitorCountry,
} from "../hooks/use-p2p-market";
import { parseCreateAdState } from "../route-state";

export const P2P_NO_DATA = "No P2P data available for your selection yet. Please try again shortly.";

/** /p2p: the P2P market for one asset in one country (spec document 2 §2 'P2P market'). */
export function P2pRoute() {
  const identity = useP2pIdentity();
  const navigate = useNavigate();
  const assets = useP2pAssets();
  const countries = useP2pCountries();
  const visitorCountry = useVisitorCountry();
  // Coming back from Create Ad, the market opens on the asset of the new ad.
  const returnedAsset = parseCreateAdState(useLocation().state).asset;
  const [chosenAsset, setAsset] = useState<string | null>(returnedAsset);
  const [chosenLocation, setLocation] = useState<string | null>(null);
  const asset =
    chosenAsset && assets.codes.includes(chosenAsset)
      ? chosenAsset
      : assets.codes.includes("XLM")
        ? "XLM"
        : (assets.codes[0] ?? null);
  const location =
    chosenLocation ?? defaultLocation(countries.countries, [identity.kyc?.countryCode, visitorCountry]);
  const currency = countries.countries.find((country) => country.code === location)?.currency ?? "USD";
  const onAct = useAdAction(identity);

  const createAd = () =>
    whenAllowed(identity, "create", () => navigate("/createAdScreen", { state: { asset } }));

  const unavailable = assets.status === "error" || countries.status === "error";
  const noAssets = assets.status === "success" && assets.codes.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="P2P"
        subtitle="Trade crypto for local money with other people. Sextant holds the seller's crypto in escrow."
        actions={
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label="Asset"
              placeholder="Select asset"
              data={assets.codes}
              value={asset}
              onChange={setAsset}
              allowDeselect={false}
              nothingFoundMessage="No Data Found"
              w={120}
            />
            <Select
              aria-label="Country"
              data={countries.countries.map((country) => ({
                value: country.code,
                label: `${country.name} · ${country.currency}`,
              }))}
              value={location}
              onChange={setLocation}
              allowDeselect={false}
              searchable
              nothingFoundMessage="No Data Found"
              w={200}
            />
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={createAd}
              loading={identity.loggedIn && identity.kycStatus === "loading"}
            >
              Create Ad
            </Button>
          </Group>
        }
      />
      {unavailable ? (
        <SectionCard>
          <ErrorState
            message={P2P_MARKET_ERROR}
            onRetry={() => {
              assets.retry();
              countries.retry();
            }}
          />
        </SectionCard>
      ) : noAssets ? (
        <SectionCard>
          <EmptyState message={P2P_NO_DATA} />
        </SectionCard>
      ) : (
        <>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <PriceCards asset={asset} location={location} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <QuickTradeForm asset={asset} account={identity.account} location={location} onAct={onAct} />
            </Grid.Col>
          </Grid>
          <AdsTabs asset={asset} location={location} account={identity.account} onAct={onAct} />
        </>
      )}
      {identity.loggedIn && <TradesTabs />}
    </Stack>
  );
}
