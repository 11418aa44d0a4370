import { STROOPS_PER_UNIT, toStroops } from "../amount";

/** The operator's exchange fee settings of one asset (from `levelfee` of the asset-fee call). */
export interface TExchangeFeeSettings {
  exchangeSellerFeeFixed: string;
  exchangeSellerFeePercent: string;
}

/** No operator fee: what a failed fee-settings call falls back to (spec §7). */
export const ZERO_EXCHANGE_FEE: TExchangeFeeSettings = {
  exchangeSellerFeeFixed: "0",
  exchangeSellerFeePercent: "0",
};

function stroopsOrZero(value: string): bigint {
  try {
    const stroops = toStroops(value);
    return stroops > 0n ? stroops : 0n;
  } catch {
    return 0n;
  }
}

/**
 * The exchange seller fee of an order (spec §5): the fixed part plus the percent of the amount the order sells,
 * rounded up to the next stroop, paid in the asset sold; zero when the amount is empty or 0. Damaged settings
 * count as zero. Amount and result in stroops.
 */
export function exchangeSellerFee(amount: bigint, settings: TExchangeFeeSettings): bigint {
  if (amount <= 0n) return 0n;
  const fixed = stroopsOrZero(settings.exchangeSellerFeeFixed);
  // A percent parsed as stroops is the percent times 10^7.
  const percent = stroopsOrZero(settings.exchangeSellerFeePercent);
  const divisor = 100n * STROOPS_PER_UNIT;
  return fixed + (amount * percent + divisor - 1n) / divisor;
}
