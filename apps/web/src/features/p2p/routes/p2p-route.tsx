import { Button, Grid, Select, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { toast } from "../../../lib/toast";
import { useIsLoggedIn } from "../../session";
import { AdsTabs } from "../components/ads-tabs";
import { PriceCards } from "../components/price-cards";
import { P2P_NOT_LOGGED_IN, QuickTradeForm } from "../components/quick-trade-form";
import { TradesTabs } from "../components/trades-tabs";

export function P2pRoute() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [asset, setAsset] = useState<string | null>(null);

  const createAd = () => {
    if (!loggedIn) return toast.error(P2P_NOT_LOGGED_IN);
    navigate("/createAdScreen", { state: { asset } });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="P2P"
        subtitle="Trade crypto for local money with other people. Sextant holds the seller's crypto in escrow."
        actions={
          <>
            <Select
              aria-label="Asset"
              placeholder="Select asset"
              data={[]}
              value={asset}
              onChange={setAsset}
              nothingFoundMessage="No Data Found"
              w={160}
            />
            <Button leftSection={<IconPlus size={18} />} onClick={createAd}>
              Create Ad
            </Button>
          </>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PriceCards asset={asset} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <QuickTradeForm />
        </Grid.Col>
      </Grid>
      <AdsTabs />
      {loggedIn && <TradesTabs />}
    </Stack>
  );
}
