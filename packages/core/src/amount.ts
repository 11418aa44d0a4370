/**
 * Amount math on bigint stroops (1 unit = 10^7 stroops), the ledger's own precision.
 * Never use `number` for an amount: parse the decimal string, compute in stroops, format back.
 */

export const STROOPS_PER_UNIT = 10_000_000n;
export const AMOUNT_DECIMALS = 7;
export const INT64_MAX = 9_223_372_036_854_775_807n;

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

export class AmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AmountError";
  }
}

/** Parses a decimal string ("12.5", "0.0000001") into stroops. Rejects more than 7 decimals. */
export function toStroops(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new AmountError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.length > AMOUNT_DECIMALS) {
    throw new AmountError(`At most ${AMOUNT_DECIMALS} decimals are allowed: "${amount}"`);
  }
  const stroops = BigInt(whole) * STROOPS_PER_UNIT + BigInt(fraction.padEnd(AMOUNT_DECIMALS, "0"));
  return sign ? -stroops : stroops;
}

/** Formats stroops as the ledger does: always 7 decimals ("10.0000000"). */
export function fromStroops(stroops: bigint): string {
  const negative = stroops < 0n;
  const abs = negative ? -stroops : stroops;
  const whole = abs / STROOPS_PER_UNIT;
  const fraction = (abs % STROOPS_PER_UNIT).toString().padStart(AMOUNT_DECIMALS, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/**
 * Formats an amount for display with a fixed number of decimals, rounding half away from zero.
 * `decimals` defaults to the spec's rule: 7 decimals, or 2 when the value exceeds 999.
 */
export function formatAmount(amount: string | bigint, decimals?: number): string {
  const stroops = typeof amount === "bigint" ? amount : toStroops(amount);
  const negative = stroops < 0n;
  const abs = negative ? -stroops : stroops;
  const places = decimals ?? (abs > 999n * STROOPS_PER_UNIT ? 2 : AMOUNT_DECIMALS);
  if (places > AMOUNT_DECIMALS) {
    return `${negative ? "-" : ""}${fromStroops(abs)}${"0".repeat(places - AMOUNT_DECIMALS)}`;
  }
  const unit = 10n ** BigInt(AMOUNT_DECIMALS - places);
  const rounded = ((abs + unit / 2n) / unit) * unit;
  const text = fromStroops(rounded);
  const cut =
    places === 0 ? text.slice(0, text.indexOf(".")) : text.slice(0, text.length - (AMOUNT_DECIMALS - places));
  return `${negative && rounded !== 0n ? "-" : ""}${cut}`;
}
