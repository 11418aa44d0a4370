/**
 * Payment methods of an ad (spec §1, §3): a local bank transfer everywhere the product supports, Payoneer and
 * Skrill for users in the US only. Stored as the spec's keys, shown with its labels.
 */
export const PAYMENT_METHODS = ["Local_Bank", "Payoneer", "Skrill"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  Local_Bank: "Local Bank Transfer",
  Payoneer: "Payoneer",
  Skrill: "Skrill",
};

/** The countries (ISO 3166-1 alpha-2) where a method is offered; undefined = every supported country. */
const METHOD_COUNTRIES: Record<TPaymentMethod, readonly string[] | undefined> = {
  Local_Bank: undefined,
  Payoneer: ["US"],
  Skrill: ["US"],
};

/** Whether `method` is offered in `countryCode` (which must itself be an active P2P country; checked elsewhere). */
export function isMethodSupported(method: TPaymentMethod, countryCode: string): boolean {
  const countries = METHOD_COUNTRIES[method];
  return countries === undefined || countries.includes(countryCode.toUpperCase());
}

/** The methods offered in a country, in display order. */
export function methodsFor(countryCode: string): TPaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => isMethodSupported(method, countryCode));
}
