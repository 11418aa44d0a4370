import { Group, SimpleGrid, Stack, Tabs, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { TopPairCard } from "../components/top-pair-card";

const COLUMNS = ["", "Pair", "Last Price", "24h Changes", "24h High", "24h Low", "24h Volume"];

/** Market listings: top pairs, market tabs, coin search and the pair table. */
export function MarketRoute() {
  const [search, setSearch] = useState("");
  return (
    <Stack gap="lg">
      <PageHeader
        title="Markets"
        subtitle="Prices, 24h changes and volume of every pair traded on Sextant."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <TopPairCard />
      </SimpleGrid>
      <SectionCard>
        <Tabs defaultValue="Favorite">
          <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
            <Tabs.List>
              <Tabs.Tab value="Favorite">Favorite</Tabs.Tab>
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
          <Tabs.Panel value="Favorite">
            <TableFrame columns={COLUMNS} emptyMessage="No data to show" />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
    </Stack>
  );
}
