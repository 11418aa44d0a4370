import { fromStroops, toStroops } from "../amount";

/** Spec doc 2 §9: about 2.5 % (the 40th portion) of what is held above the Nisab. */
export const DEFAULT_ZAKAT_PERCENTAGE = "2.5";
/** The Nisab by default: the value of 85 g of gold, set in USD by the operator (admin console). */
export const DEFAULT_NISAB_USD = "8000";
export const DEFAULT_NISAB_BASIS = "85 g of gold";
/** Spec doc 2 §9: the history's year dropdown shows 40 years. */
export const ZAKAT_YEAR_OPTIONS = 40;
/** Spec doc 2 §9: zakat history page size. */
export const ZAKAT_HISTORY_PAGE = 100;

/** Percentages carry at most 4 decimals; they are computed as integers in 1/10,000 of a percent. */
const PERCENT_SCALE = 10_000n;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** A percentage text ("2.5") in 1/10,000 of a percent (25,000), or null when it is not 0 … 100 with ≤ 4 decimals. */
export function percentToUnits(percentage: string): bigint | null {
  const match = PERCENT.exec(percentage.trim());
  if (!match) return null;
  const units = BigInt(match[1] ?? "0") * PERCENT_SCALE + BigInt((match[2] ?? "").padEnd(4, "0"));
  return units <= 100n * PERCENT_SCALE ? units : null;
}

/** `percent` % of `stroops`, rounded down to the stroop (nobody is asked for more than the exact share). */
export function percentOfStroops(stroops: bigint, percentage: string): bigint {
  const units = percentToUnits(percentage);
  if (units === null) throw new RangeError(`Not a percentage: ${percentage}`);
  if (stroops <= 0n) return 0n;
  return (stroops * units) / (100n * PERCENT_SCALE);
}

/**
 * Spec doc 2 §9: zakatAmount = percentage / 100 × balance, to 7 decimals — computed in stroops and rounded
 * down, so "100.0000001" at 2.5 % is "2.5000000" (the 0.0000000025 below a stroop is dropped).
 */
export function zakatAmount(balance: string, percentage: string): string {
  return fromStroops(percentOfStroops(toStroops(balance), percentage));
}

/** A holding counts when its value reaches the Nisab (both in USD; a zero Nisab counts every positive holding). */
export function isAboveNisab(valueUsd: number, nisabUsd: number): boolean {
  return valueUsd > 0 && valueUsd >= nisabUsd;
}

export const ZakatStatus = { Unpaid: "unpaid", Paid: "paid" } as const;
export type TZakatStatus = (typeof ZakatStatus)[keyof typeof ZakatStatus];

/** What may happen to a zakat record: its payment is confirmed on the ledger. */
export type TZakatEvent = "paymentConfirmed";

/** The zakat record's state machine: unpaid → paid once; paid is final. Null: the event does not apply. */
export function nextZakatStatus(status: TZakatStatus, event: TZakatEvent): TZakatStatus | null {
  if (status === ZakatStatus.Unpaid && event === "paymentConfirmed") return ZakatStatus.Paid;
  return null;
}

/** The years of the history's dropdown: the current one and the 39 before it, newest first. */
export function zakatYearOptions(currentYear: number): number[] {
  return Array.from({ length: ZAKAT_YEAR_OPTIONS }, (_, index) => currentYear - index);
}

/** Spec doc 2 §8 'Zakat' messages (the time-out and ledger-code texts are the shared ledger catalogue's). */
export const ZAKAT_MESSAGES = {
  failed: "Unable to pay zakat",
  paid: (coin: string) => `${coin}: Zakat has been paid successfully`,
  failedFor: (coin: string, reason: string) => `${coin}: ${reason}`,
} as const;
