import { Divider, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CountriesPanel } from "./countries-panel";
import { FeeLevelsPanel } from "./fee-levels-panel";
import { fetchFeeLevels } from "./p2p-admin-api";

/** /admin/countries: P2P countries, their USD exchange rates and reference prices, spreads and P2P fees. */
export function P2pAdminPage() {
  const levels = useQuery({ queryKey: ["admin", "p2p", "fee-levels"], queryFn: fetchFeeLevels });
  const assetCodes = levels.data?.map((level) => level.assetCode) ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Countries and prices</Title>
        <Text c="dimmed" size="sm">
          A reference price is the asset's USD price in use (see Prices) times the country's exchange rate;
          ads must stay within 8% of it.
        </Text>
      </Stack>
      <CountriesPanel assetCodes={assetCodes} />
      <Divider />
      <FeeLevelsPanel levels={levels} />
    </Stack>
  );
}
