// Which USD price the product uses for an asset (docs/prices.md): the operator's reference price, or the ledger's
// market where it is liquid enough and agrees with the reference. Pure: the API feeds it figures and a clock.

/** The rule's settings (PRICE_* settings of the API). */
export interface TPriceRuleSettings {
  /** Hours of hourly trade buckets the market price is taken over. */
  windowHours: number;
  /** USD volume the window must reach before its market price may be used. */
  minVolumeUsd: number;
  /** Largest distance, in percent of the reference, the market price may be from the reference and still be used. */
  maxDeviationPercent: number;
  /** A reference price older than this (ms) is stale when no market qualifies. */
  staleAfterMs: number;
}

export const DEFAULT_PRICE_RULE: TPriceRuleSettings = {
  windowHours: 24,
  minVolumeUsd: 1000,
  maxDeviationPercent: 10,
  staleAfterMs: 7 * 24 * 3_600_000,
};

/** One hour of trades: amounts of the asset and of USD paid for it (the counter side valued in USD). */
export interface TPriceBucket {
  /** Start of the hour (ms). */
  at: number;
  baseVolume: number;
  usdVolume: number;
}

/** The market's figure over the window: volume-weighted within each hour, time-weighted across the hours. */
export interface TMarketFigure {
  usd: number;
  volumeUsd: number;
  /** Hours of the window with trades. */
  hours: number;
  /** Start of the last hour with trades (ms). */
  lastTradeAt: number;
}

/** The operator's reference price and when it was set. */
export interface TReferenceFigure {
  usd: number;
  setAt: number;
}

export type TPriceSource = "market" | "reference";

/** The price in use and why. `trusted` false → no money may be settled at it. */
export interface TPriceDecision {
  usd: number;
  source: TPriceSource;
  /** When the figure in use was made: the last traded hour, or when the reference was set (ms). */
  updatedAt: number;
  stale: boolean;
  trusted: boolean;
  /** Why the market was not used, or why the price is not trusted; absent for a qualifying market. */
  reason?: string;
  /** The market's distance from the reference, in percent (absent without both). */
  deviationPercent?: number;
}

/**
 * The market figure of a window of hourly buckets: each hour's volume-weighted price (USD paid ÷ units), then the
 * plain mean of those hours, so one hour of huge trades weighs as much as any other traded hour. Undefined when
 * nothing traded.
 */
export function marketFigure(buckets: readonly TPriceBucket[]): TMarketFigure | undefined {
  let sum = 0;
  let hours = 0;
  let volumeUsd = 0;
  let lastTradeAt = 0;
  for (const bucket of buckets) {
    if (!(bucket.baseVolume > 0) || !(bucket.usdVolume > 0)) continue;
    sum += bucket.usdVolume / bucket.baseVolume;
    hours += 1;
    volumeUsd += bucket.usdVolume;
    lastTradeAt = Math.max(lastTradeAt, bucket.at);
  }
  if (hours === 0) return undefined;
  return { usd: sum / hours, volumeUsd, hours, lastTradeAt };
}

const usdText = (value: number) =>
  value >= 1 ? `$${Math.round(value).toLocaleString("en-US")}` : `$${value.toPrecision(3)}`;
const hoursText = (ms: number) => `${Math.round(ms / 3_600_000)} h`;

/**
 * The price to use: the market when its window reached the minimum USD volume and lies within the maximum
 * deviation of the reference; otherwise the reference, stale (and not trusted) once older than the staleness age.
 * Without a reference there is nothing to check a market against: the price is not trusted.
 */
export function decidePrice(input: {
  reference: TReferenceFigure | undefined;
  market: TMarketFigure | undefined;
  now: number;
  settings: TPriceRuleSettings;
}): TPriceDecision {
  const { reference, market, now, settings } = input;
  if (!reference || !(reference.usd > 0)) {
    return {
      usd: market?.usd ?? 0,
      source: market ? "market" : "reference",
      updatedAt: market?.lastTradeAt ?? 0,
      stale: true,
      trusted: false,
      reason: "No reference price to check the market against.",
    };
  }
  const deviationPercent = market ? (Math.abs(market.usd - reference.usd) / reference.usd) * 100 : undefined;
  let reason: string;
  if (!market) reason = `No trades in the last ${settings.windowHours} h.`;
  else if (market.volumeUsd < settings.minVolumeUsd)
    reason = `Market volume ${usdText(market.volumeUsd)} in ${settings.windowHours} h is under the minimum ${usdText(settings.minVolumeUsd)}.`;
  else if ((deviationPercent ?? 0) > settings.maxDeviationPercent)
    reason = `Market price ${usdText(market.usd)} is ${(deviationPercent ?? 0).toFixed(1)} % from the reference (at most ${settings.maxDeviationPercent} %).`;
  else
    return {
      usd: market.usd,
      source: "market",
      updatedAt: market.lastTradeAt,
      stale: false,
      trusted: true,
      deviationPercent,
    };

  const age = now - reference.setAt;
  const stale = age > settings.staleAfterMs;
  return {
    usd: reference.usd,
    source: "reference",
    updatedAt: reference.setAt,
    stale,
    trusted: !stale,
    reason: stale
      ? `${reason} The reference price is ${hoursText(age)} old (stale after ${hoursText(settings.staleAfterMs)}).`
      : reason,
    deviationPercent,
  };
}
