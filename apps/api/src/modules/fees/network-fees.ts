import type { Horizon } from "@stellar/stellar-sdk";

export const DEFAULT_BASE_FEE = 100;

/**
 * The three network fee levels per operation in stroops: Low is the base fee; Medium and High are 5× and 10× the
 * base fee, raised to what the network charged recently (median and 90th percentile) when it is congested.
 */
export async function networkFees(
  horizon: Horizon.Server,
): Promise<{ base: number; low: number; medium: number; high: number }> {
  try {
    const stats = await horizon.feeStats();
    const base = Number(stats.last_ledger_base_fee) || DEFAULT_BASE_FEE;
    return {
      base,
      low: base,
      medium: Math.max(base * 5, Number(stats.fee_charged.p50) || 0),
      high: Math.max(base * 10, Number(stats.fee_charged.p90) || 0),
    };
  } catch {
    return {
      base: DEFAULT_BASE_FEE,
      low: DEFAULT_BASE_FEE,
      medium: DEFAULT_BASE_FEE * 5,
      high: DEFAULT_BASE_FEE * 10,
    };
  }
}
