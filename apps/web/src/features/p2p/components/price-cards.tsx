import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { P2P_RATES_ERROR, useExchangeRate } from "../hooks/use-p2p-market";
import { formatFiat } from "../model/p2p-format";

interface PriceCardsProps {
  asset: string | null;
  location: string;
  currency: string;
}

/**
 * The Buy price and Sell price of the asset in the location's currency (GET /p2p/exchangeRate): the
 * reference price plus the spread for a buyer, minus it for a seller (spec §9 'Price band').
 */
export function PriceCards({ asset, location, currency }: PriceCardsProps) {
  const { status, data, retry } = useExchangeRate(asset, location);
  const rate = data?.exchange_rate;
  if (status === "error") {
    return (
      <Paper p="md" radius="md" bg="dark.6" role="alert">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{P2P_RATES_ERROR}</Text>
          <Button size="xs" variant="light" onClick={retry}>
            Try Again
          </Button>
        </Group>
      </Paper>
    );
  }
  const cards = [
    { label: "Buy price", value: rate?.buyPrice, color: "teal.4" },
    { label: "Sell price", value: rate?.sellPrice, color: "red.4" },
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="md">
        {cards.map((card) => (
          <Paper key={card.label} p="md" radius="md" bg="dark.6" data-testid={`price-${card.label}`}>
            <Text size="sm" c="dimmed">
              {card.label}
              {asset ? ` · ${asset}` : ""}
            </Text>
            {card.value === undefined ? (
              <Skeleton h={28} mt={4} w="70%" />
            ) : (
              <Text fz="xl" fw={700} className="mono" c={card.color}>
                {formatFiat(card.value, currency)}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {data && (
        <Text size="xs" c="dimmed" data-testid="reference-price">
          Reference price {formatFiat(data.referencePrice, currency)} · ads within 8%: {data.band.low} –{" "}
          {data.band.high} {data.currency}
        </Text>
      )}
    </Stack>
  );
}
