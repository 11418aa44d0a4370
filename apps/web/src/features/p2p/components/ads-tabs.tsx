import { Stack, Tabs, Text } from "@mantine/core";
import type { TP2pAd } from "@sextant/core";
import { SectionCard } from "../../../components/section-card";
import { AdsList } from "./ads-list";

interface AdsTabsProps {
  asset: string | null;
  location: string;
  account: string;
  onAct: (ad: TP2pAd) => void;
}

/**
 * Buyers List (buy ads: the viewer sells to them), Sellers List (sell ads: the viewer buys) and, when
 * logged in, My Ads with each ad's Activate/Deactivate switch.
 */
export function AdsTabs({ asset, location, account, onAct }: AdsTabsProps) {
  const shared = { asset, location, account, onAct };
  return (
    <SectionCard>
      <Tabs defaultValue="sellers" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="buyers">Buyers List</Tabs.Tab>
          <Tabs.Tab value="sellers">Sellers List</Tabs.Tab>
          {account && <Tabs.Tab value="mine">My Ads</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="buyers">
          <AdsList owner="public" type="buy" {...shared} />
        </Tabs.Panel>
        <Tabs.Panel value="sellers">
          <AdsList owner="public" type="sell" {...shared} />
        </Tabs.Panel>
        {account && (
          <Tabs.Panel value="mine">
            <Stack gap="md">
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  Buy ads
                </Text>
                <AdsList owner="mine" type="buy" {...shared} />
              </Stack>
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  Sell ads
                </Text>
                <AdsList owner="mine" type="sell" {...shared} />
              </Stack>
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </SectionCard>
  );
}
