import { Anchor, Container, Group, Paper, Stack, Title } from "@mantine/core";
import { TOP_PAIRS_ON_HOME } from "@sextant/core";
import { Link } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { MARKET_LOAD_ERROR, MarketPairsTable, topMarketPairs, useMarketListing } from "../../market";

/** The landing's Recent Trends: the top pairs with the market list's columns; a row opens the exchange. */
export function RecentTrends() {
  const listing = useMarketListing();
  const top = topMarketPairs(listing.pairs);
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="recent-trends-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} id="recent-trends-title">
            Recent Trends
          </Title>
          <Anchor component={Link} to="/market" size="sm">
            View all markets
          </Anchor>
        </Group>
        <Paper withBorder radius="md" px={{ base: 0, xs: "xs" }}>
          {listing.failed ? (
            <ErrorState message={MARKET_LOAD_ERROR} onRetry={listing.retry} />
          ) : (
            <MarketPairsTable pairs={top} loadingRows={listing.isLoading ? TOP_PAIRS_ON_HOME : 0} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
