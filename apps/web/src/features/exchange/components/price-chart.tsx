import { Box, Center, Loader } from "@mantine/core";
import type { TPairOrientation } from "@sextant/core";
import { IconChartCandle } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { useCandles } from "../hooks/use-candles";
import { CandleChart } from "../lib/candle-chart";
import type { TCandlePoint } from "../lib/candles";

const CHART_HEIGHT = 300;

/** Mounts the candle chart and hands it the points. */
function Candles({ points }: { points: TCandlePoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<CandleChart | null>(null);
  const latest = useRef(points);
  latest.current = points;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    void CandleChart.create(element).then((created) => {
      if (disposed) return created.dispose();
      chart.current = created;
      created.setPoints(latest.current);
    });
    return () => {
      disposed = true;
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setPoints(points);
  }, [points]);

  return <Box ref={container} h={CHART_HEIGHT} data-testid="price-chart" />;
}

/** Daily candles of the last 30 days from the ledger's trade aggregations (spec §5). */
export function PriceChart({ pair }: { pair: TPairOrientation | null }) {
  const candles = useCandles(pair);
  let body: ReactNode;
  if (!pair) body = <EmptyState message="No trading pair selected" icon={<IconChartCandle size={20} />} />;
  else if (candles.status === "loading") {
    body = (
      <Center h={CHART_HEIGHT}>
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  } else if (candles.status === "error")
    body = <ErrorState message={candles.message} onRetry={candles.retry} retryLabel="Retry" />;
  else if (candles.data.length === 0) {
    body = (
      <EmptyState
        message={`No trading data available for ${pair.base.code}/${pair.counter.code}`}
        icon={<IconChartCandle size={20} />}
      />
    );
  } else body = <Candles points={candles.data} />;
  return (
    <SectionCard title="Price chart (30 days)" mih={CHART_HEIGHT + 60}>
      {body}
    </SectionCard>
  );
}
