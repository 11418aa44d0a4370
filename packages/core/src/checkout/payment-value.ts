/** Rates are carried as integers scaled by this factor so that valuing a payment stays in bigint. */
const RATE_SCALE = 1_000_000_000_000n;

/**
 * The value in the order's asset of `amount` stroops of a coin, at USD prices of both: exact for the order's own
 * asset (`coinUsd === orderAssetUsd` is not assumed; pass `sameAsset`), rounded down otherwise.
 */
export function valueInOrderAsset(options: {
  amount: bigint;
  sameAsset: boolean;
  coinUsd: number;
  orderAssetUsd: number;
}): bigint {
  if (options.sameAsset) return options.amount;
  if (!(options.coinUsd > 0) || !(options.orderAssetUsd > 0)) return 0n;
  const rate = BigInt(Math.round((options.coinUsd / options.orderAssetUsd) * Number(RATE_SCALE)));
  return (options.amount * rate) / RATE_SCALE;
}

/**
 * What the customer pays in a chosen coin for `due` stroops of the order's asset, rounded up to a stroop so the
 * payment covers the order at that rate (spec: amounts converted at the current rate).
 */
export function amountInCoin(options: { due: bigint; coinUsd: number; orderAssetUsd: number }): bigint {
  if (!(options.coinUsd > 0) || !(options.orderAssetUsd > 0)) return 0n;
  const rate = BigInt(Math.round((options.orderAssetUsd / options.coinUsd) * Number(RATE_SCALE)));
  return (options.due * rate + RATE_SCALE - 1n) / RATE_SCALE;
}

/**
 * Prices move between the moment the customer's screen converted the amount and the moment the API values the
 * payment: a payment in another coin covers the order when it is within this many basis points of the due amount.
 */
export const CONVERSION_TOLERANCE_BPS = 50n;

/** The amount that counts as paid in full: the due amount, less the conversion tolerance for another coin. */
export function coveredThreshold(due: bigint, converted: boolean): bigint {
  return converted ? due - (due * CONVERSION_TOLERANCE_BPS) / 10_000n : due;
}
