import { Alert, Group, Stack, Text } from "@mantine/core";
import {
  formatAmount,
  formatPriceImpact,
  HIGH_PRICE_IMPACT_BPS,
  quoteRate,
  type TPairAsset,
} from "@sextant/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/empty-state";
import type { TSwapQuote } from "../hooks/use-swap";

interface SwapResultsProps {
  quote: TSwapQuote | null;
  /** The operator's fee in the from-asset (on top of the amount). */
  fee: bigint;
  total: bigint;
  networkFee: bigint;
  /** Stroops, or why there is none (a minimum of 0 is refused). */
  minimum: bigint | string | null;
}

function ResultRow({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Group
      justify="space-between"
      gap="md"
      py={6}
      wrap="nowrap"
      style={{ borderBottom: "1px solid var(--mantine-color-dark-5)" }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" className="mono" data-testid={testId} component="div">
        {value}
      </Text>
    </Group>
  );
}

/** The route as the assets it passes through: "XLM → EURX → LEVELG". */
export function routeText(assets: readonly TPairAsset[]): string {
  return assets.map((asset) => asset.code).join(" → ");
}

/** Search results of Track Path: Send, Receive, Best Path, Fee, Total, then minimum received and price impact. */
export function SwapResults({ quote, fee, total, networkFee, minimum }: SwapResultsProps) {
  if (!quote) return <EmptyState message="Track a path to see the route and the amount you receive." />;
  const from = quote.from.code;
  const to = quote.to.code;
  const route = [quote.from, ...quote.best.path, quote.to];
  const rate = quoteRate({ source: quote.best.sourceAmount, destination: quote.best.destinationAmount });
  return (
    <Stack gap={0} data-testid="swap-results">
      <ResultRow label="Send" testId="swap-send" value={`${formatAmount(quote.amount)} ${from}`} />
      <ResultRow
        label="Receive"
        testId="swap-receive"
        value={`${formatAmount(quote.best.destinationAmount)} ${to}`}
      />
      <ResultRow label="Best Path" testId="swap-path" value={routeText(route)} />
      <ResultRow label="Fee" testId="swap-fee" value={`${formatAmount(fee)} ${from}`} />
      <ResultRow label="Total" testId="swap-total" value={`${formatAmount(total)} ${from}`} />
      <ResultRow
        label="Minimum received"
        testId="swap-minimum"
        value={typeof minimum === "bigint" ? `${formatAmount(minimum)} ${to}` : "—"}
      />
      <ResultRow label="Rate" testId="swap-rate" value={`1 ${from} = ${rate} ${to}`} />
      <ResultRow
        label="Price impact"
        testId="swap-impact"
        value={
          <Text span size="sm" c={quote.impactBps >= HIGH_PRICE_IMPACT_BPS ? "red" : undefined}>
            {formatPriceImpact(quote.impactBps)}%
          </Text>
        }
      />
      <ResultRow label="Network fee" testId="swap-network-fee" value={`${formatAmount(networkFee)} XLM`} />
      {typeof minimum === "string" && (
        <Alert color="red" mt="sm" icon={<IconAlertTriangle size={16} />}>
          {minimum}
        </Alert>
      )}
      {quote.impactBps >= HIGH_PRICE_IMPACT_BPS && (
        <Alert color="yellow" mt="sm" icon={<IconAlertTriangle size={16} />}>
          This swap moves the price by {formatPriceImpact(quote.impactBps)}%. A smaller amount gets a better
          rate.
        </Alert>
      )}
    </Stack>
  );
}
