/**
 * Slippage tolerance of a swap, in basis points (1 bp = 0.01 %). The minimum received protects the user against
 * the price moving between the quote and the ledger executing the path payment: it becomes the operation's
 * `destMin`, so the ledger refuses the swap (`op_under_dest_min`) rather than deliver less.
 */
export const SLIPPAGE_PRESETS_BPS = [50n, 100n, 200n] as const;
export const DEFAULT_SLIPPAGE_BPS = 50n;
/** The widest tolerance a custom value may take (50 %). */
export const MAX_SLIPPAGE_BPS = 5000n;
const BPS_PER_WHOLE = 10_000n;

export const SLIPPAGE_MESSAGES = {
  invalid: "Slippage must be a percentage between 0.01 and 50.",
  minimumZero: "The amount is too small: the minimum received with this slippage would be 0.",
} as const;

/** Parses a custom slippage percent ("0.5", "1", "2.25") into basis points; the message when it is out of range. */
export function parseSlippagePercent(text: string): bigint | string {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return SLIPPAGE_MESSAGES.invalid;
  const bps = BigInt(match[1] as string) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  if (bps < 1n || bps > MAX_SLIPPAGE_BPS) return SLIPPAGE_MESSAGES.invalid;
  return bps;
}

/** Basis points as a percent text: 50n → "0.5", 200n → "2", 125n → "1.25". */
export function formatSlippagePercent(bps: bigint): string {
  const whole = bps / 100n;
  const fraction = (bps % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * The minimum received: the quoted destination amount less the slippage, rounded down to the stroop. It is never
 * 0 — a swap whose minimum would be 0 could deliver nothing, so this returns the message to show instead.
 */
export function minimumReceived(quotedDestination: bigint, slippageBps: bigint): bigint | string {
  if (slippageBps < 0n || slippageBps > MAX_SLIPPAGE_BPS) return SLIPPAGE_MESSAGES.invalid;
  const minimum = (quotedDestination * (BPS_PER_WHOLE - slippageBps)) / BPS_PER_WHOLE;
  return minimum > 0n ? minimum : SLIPPAGE_MESSAGES.minimumZero;
}
