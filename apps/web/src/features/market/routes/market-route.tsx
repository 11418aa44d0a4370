import { Group, SimpleGrid, Stack, Tabs, TextInput } from "@mantine/core";
import { TOP_PAIRS_ON_HOME } from "@sextant/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { MarketPairsTable } from "../components/market-pairs-table";
import { TopPairCard } from "../components/top-pair-card";
import { useFavourites } from "../hooks/use-favourites";
import { useMarketListing } from "../hooks/use-market-listing";
import { MARKET_LOAD_ERROR } from "../market-messages";
import { FAVORITE_TAB, marketTabNames, pairsOfTab, topMarketPairs } from "../market-pairs";

/** Rows of dashes while not even the configured pairs are known. */
const LOADING_ROWS = 4;

/** Market listings: top pairs, the Favorite and market tabs, the coin search and the pair table. */
export function MarketRoute() {
  const listing = useMarketListing();
  const { favourites, toggle } = useFavourites();
  const [search, setSearch] = useState("");
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [startedWithFavourites] = useState(() => favourites.length > 0);

  const tabs = marketTabNames(listing.pairs);
  const tab =
    chosenTab && tabs.includes(chosenTab)
      ? chosenTab
      : startedWithFavourites
        ? FAVORITE_TAB
        : (tabs[1] ?? FAVORITE_TAB);
  const rows = pairsOfTab(listing.pairs, tab, favourites, search);
  const topCards = topMarketPairs(listing.pairs);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Markets"
        subtitle="Prices, 24h changes and volume of every pair traded on Sextant."
      />
      {listing.failed ? (
        <SectionCard>
          <ErrorState message={MARKET_LOAD_ERROR} onRetry={listing.retry} />
        </SectionCard>
      ) : (
        <>
          {(topCards.length > 0 || listing.isLoading) && (
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", xs: "md" }} aria-label="Top pairs">
              {topCards.length > 0
                ? topCards.map((pair) => <TopPairCard key={`${pair.counter}/${pair.base}`} pair={pair} />)
                : Array.from({ length: TOP_PAIRS_ON_HOME }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their place
                    <TopPairCard key={index} />
                  ))}
            </SimpleGrid>
          )}
          <SectionCard p={{ base: "xs", xs: "md" }}>
            <Tabs value={tab} onChange={setChosenTab} keepMounted={false}>
              <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
                <Tabs.List>
                  {tabs.map((name) => (
                    <Tabs.Tab key={name} value={name}>
                      {name}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <TextInput
                  aria-label="Search coin name"
                  placeholder="Search coin name"
                  leftSection={<IconSearch size={16} />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  w={{ base: "100%", xs: 240 }}
                />
              </Group>
              {tabs.map((name) => (
                <Tabs.Panel key={name} value={name}>
                  <MarketPairsTable
                    pairs={rows}
                    loadingRows={listing.isLoading && listing.pairs.length === 0 ? LOADING_ROWS : 0}
                    favourites={{ starred: favourites, toggle }}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
