/** Amount helpers: int64 stroops as bigint <-> Horizon's 7-decimal strings. */
const ONE = 10_000_000n;

export function formatAmount(stroops: bigint): string {
  const negative = stroops < 0n;
  const abs = negative ? -stroops : stroops;
  const whole = abs / ONE;
  const frac = (abs % ONE).toString().padStart(7, "0");
  return `${negative ? "-" : ""}${whole}.${frac}`;
}

/** Parses a decimal string with at most 7 fractional digits; returns undefined when invalid. */
export function parseAmount(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,7}))?$/.exec(text);
  if (!match) return undefined;
  const frac = (match[2] ?? "").padEnd(7, "0");
  return BigInt(match[1] ?? "0") * ONE + BigInt(frac);
}
