import type { CandlestickData, IChartApi, ISeriesApi, UTCTimestamp } from "lightweight-charts";
import type { TCandlePoint } from "./candles";

/** Decimals the price axis shows (order book prices use 8, spec §9). */
const PRICE_DECIMALS = 8;

/**
 * The candle chart outside React's lifecycle: owns one lightweight-charts instance, loaded on first use so the
 * library stays out of every other screen's bundle. React only mounts it, feeds it points and disposes of it.
 */
export class CandleChart {
  private constructor(
    private readonly chart: IChartApi,
    private readonly series: ISeriesApi<"Candlestick">,
  ) {}

  static async create(container: HTMLElement): Promise<CandleChart> {
    const { createChart, CandlestickSeries, ColorType } = await import("lightweight-charts");
    const chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: "#a6adbb",
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: "rgba(255,255,255,0.05)" },
        horzLines: { color: "rgba(255,255,255,0.05)" },
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: "#26a69a",
      downColor: "#ef5350",
      borderVisible: false,
      wickUpColor: "#26a69a",
      wickDownColor: "#ef5350",
      priceFormat: { type: "price", precision: PRICE_DECIMALS, minMove: 10 ** -PRICE_DECIMALS },
    });
    return new CandleChart(chart, series);
  }

  setPoints(points: readonly TCandlePoint[]): void {
    const data: CandlestickData[] = points.map((point) => ({ ...point, time: point.time as UTCTimestamp }));
    this.series.setData(data);
    this.chart.timeScale().fitContent();
  }

  dispose(): void {
    this.chart.remove();
  }
}
