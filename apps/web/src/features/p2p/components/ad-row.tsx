import { Anchor, Badge, Button, Grid, Group, Paper, Rating, Stack, Switch, Text } from "@mantine/core";
import { PAYMENT_METHOD_LABELS, type TP2pAd } from "@sextant/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { advertiserName, formatCrypto, formatFiat } from "../model/p2p-format";
import { useTraderRating } from "../reviews";

interface AdRowProps {
  ad: TP2pAd;
  /** The viewer's own ad: an Activate/Deactivate switch instead of BUY/SELL. */
  own?: boolean;
  onAct?: (ad: TP2pAd) => void;
  onToggle?: (ad: TP2pAd, active: boolean) => void;
  toggling?: boolean;
  /** Laid out as on a phone at every width, for a narrow column (the quick form's results). */
  compact?: boolean;
  /** The signed-in account: its own ads in the public lists get no BUY/SELL (no trading with oneself). */
  viewer?: string;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One ad: advertiser and rating, price, limits, available amount, payment method and its action. */
export function AdRow({
  ad,
  own = false,
  onAct,
  onToggle,
  toggling = false,
  compact = false,
  viewer,
}: AdRowProps) {
  const span = (base: number, wide: number) => (compact ? base : { base, sm: wide });
  // A buy ad is answered by selling to its owner, a sell ad by buying from them.
  const action = ad.type === "sell" ? "BUY" : "SELL";
  // The advertiser's average received rating (reviews after trades), when the ad itself carries none.
  const fetchedRating = useTraderRating(ad.rating === null ? ad.account : "").data;
  const rating = ad.rating ?? fetchedRating ?? null;
  return (
    <Paper p="sm" radius="md" bg="dark.7" data-testid="ad-row" data-ad-id={ad.id} data-ad-type={ad.type}>
      <Grid gutter="xs" align="center">
        <Grid.Col span={span(12, 3)}>
          {own ? (
            <Text fw={600} size="sm" truncate>
              {ad.type === "buy" ? "Buy" : "Sell"} {ad.assetCode}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={`/p2pProfile?account=${ad.account}`}
              state={{ account: ad.account }}
              fw={600}
              size="sm"
              c="gray.1"
              truncate
            >
              {advertiserName(ad)}
            </Anchor>
          )}
          <Group gap={6}>
            <Rating value={rating ?? 0} fractions={2} readOnly size="xs" aria-label="Rating" />
            <Text size="xs" c="dimmed">
              {rating === null ? "No reviews" : rating.toFixed(1)}
            </Text>
          </Group>
        </Grid.Col>
        <Grid.Col span={span(6, 2)}>
          <Figure label="Price">
            <Text fw={700} className="mono" c={ad.type === "sell" ? "teal.4" : "red.4"}>
              {formatFiat(ad.unitPrice, ad.currency)}
            </Text>
          </Figure>
        </Grid.Col>
        <Grid.Col span={span(6, 3)}>
          <Figure label="Limits">
            <Text size="sm" className="mono">
              {formatCrypto(ad.minQty)} – {formatCrypto(ad.maxQty)} {ad.assetCode}
            </Text>
            <Text size="xs" c="dimmed" className="mono">
              Available {formatCrypto(ad.available_amount)}
            </Text>
          </Figure>
        </Grid.Col>
        <Grid.Col span={span(6, 2)}>
          <Figure label="Payment Method">
            <Badge variant="light" color="gray" size="sm" style={{ textTransform: "none" }}>
              {PAYMENT_METHOD_LABELS[ad.payment_method]}
            </Badge>
          </Figure>
        </Grid.Col>
        <Grid.Col span={span(6, 2)}>
          <Group justify="flex-end">
            {own ? (
              <Switch
                checked={ad.status === "Active"}
                disabled={toggling}
                onChange={(event) => onToggle?.(ad, event.currentTarget.checked)}
                label={ad.status === "Active" ? "Active" : "Paused"}
                aria-label={ad.status === "Active" ? "Deactivate ad" : "Activate ad"}
              />
            ) : viewer === ad.account ? (
              <Badge variant="light" color="gray">
                Your ad
              </Badge>
            ) : (
              <Button size="xs" color={action === "BUY" ? "teal" : "red"} onClick={() => onAct?.(ad)}>
                {action}
              </Button>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
