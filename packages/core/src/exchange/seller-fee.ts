import { operatorFee } from "../fees/operator-fee";

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

/**
 * The exchange seller fee of an order (spec §5): the fixed part plus the percent of the amount the order sells,
 * rounded up to the next stroop, paid in the asset sold; zero when the amount is empty or 0. Damaged settings
 * count as zero. Amount and result in stroops.
 */
export function exchangeSellerFee(amount: bigint, settings: TExchangeFeeSettings): bigint {
  return operatorFee(amount, {
    fixed: settings.exchangeSellerFeeFixed,
    percent: settings.exchangeSellerFeePercent,
  });
}
