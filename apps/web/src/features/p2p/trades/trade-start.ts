import {
  divFixed,
  fromStroops,
  mulFixed,
  parseFixed,
  type TP2pAd,
  TRADE_MESSAGES,
  toStroops,
} from "@sextant/core";

/** Crypto amounts carry the ledger's 7 places, fiat amounts 2 (spec doc 2 §9 'decimals'). */
export const FIAT_DECIMALS = 2;
const FIAT_STEP = 100_000n; // 10^(7-2): one cent at 7 places

/** The trade start form as typed. */
export interface TTradeStartDraft {
  crypto: string;
  fiat: string;
  bankName: string;
  bankAccountNumber: string;
  email: string;
  confirmed: boolean;
}

export const EMPTY_START_DRAFT: TTradeStartDraft = {
  crypto: "",
  fiat: "",
  bankName: "",
  bankAccountNumber: "",
  email: "",
  confirmed: false,
};

export type TTradeStartErrors = Partial<
  Record<"crypto" | "fiat" | "bankName" | "bankAccountNumber" | "email" | "confirmed", string>
>;

/** A typed amount at 7 places, or undefined when it is not a positive decimal of at most 7 places. */
function typed(value: string): bigint | undefined {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const fixed = parseFixed(trimmed);
  return fixed !== undefined && fixed > 0n ? fixed : undefined;
}

/** Fiat shown for a crypto amount: amount × unit price, rounded down to the cent. */
export function fiatForCrypto(crypto: string, unitPrice: string): string {
  const amount = typed(crypto);
  const price = parseFixed(unitPrice);
  if (amount === undefined || price === undefined) return "";
  const fiat = (mulFixed(amount, price) / FIAT_STEP) * FIAT_STEP;
  return trimZeros(fromStroops(fiat), FIAT_DECIMALS);
}

/** Crypto for a fiat amount: fiat ÷ unit price, rounded down to 7 places (never more than was paid for). */
export function cryptoForFiat(fiat: string, unitPrice: string): string {
  const amount = typed(fiat);
  const price = parseFixed(unitPrice);
  if (amount === undefined || price === undefined || price <= 0n) return "";
  return trimZeros(fromStroops(divFixed(amount, price)), 0);
}

function trimZeros(text: string, minDecimals: number): string {
  const [whole = "0", fraction = ""] = text.split(".");
  let cut = fraction.replace(/0+$/, "");
  if (cut.length < minDecimals) cut = cut.padEnd(minDecimals, "0");
  return cut ? `${whole}.${cut}` : whole;
}

/** Which payment details the starter gives: a seller gives where to be paid; a buyer pays the ad's details. */
export function detailsKind(side: "buy" | "sell", paymentMethod: string): "bank" | "email" | "none" {
  if (side === "buy") return "none";
  return paymentMethod === "Local_Bank" ? "bank" : "email";
}

/**
 * The form's rules (spec doc 2 §5 'Trade start form'), in the spec's words. `balance` is the seller's spendable
 * balance of the asset (null while unknown, then not checked here: the API checks it again).
 */
export function validateTradeStart(
  draft: TTradeStartDraft,
  input: { side: "buy" | "sell"; ad: TP2pAd; balance: bigint | null },
): TTradeStartErrors {
  const errors: TTradeStartErrors = {};
  const { ad, side } = input;
  if (!draft.crypto.trim()) errors.crypto = TRADE_MESSAGES.fieldRequired;
  if (!draft.fiat.trim()) errors.fiat = TRADE_MESSAGES.fieldRequired;
  const amount = typed(draft.crypto);
  if (draft.crypto.trim() && amount === undefined) errors.crypto = "Enter a valid amount";
  if (amount !== undefined) {
    const total = parseFixed(ad.total_amount);
    const available = parseFixed(ad.available_amount);
    const min = parseFixed(ad.minQty);
    const max = parseFixed(ad.maxQty);
    if (total !== undefined && amount > total) errors.crypto = TRADE_MESSAGES.aboveTotal;
    else if (available !== undefined && amount > available) errors.crypto = TRADE_MESSAGES.aboveAvailable;
    else if (side === "sell" && input.balance !== null && amount > input.balance)
      errors.crypto = TRADE_MESSAGES.aboveBalance;
    else if (min !== undefined && amount < min) errors.crypto = TRADE_MESSAGES.belowMinimum;
    else if (max !== undefined && max > 0n && amount > max) errors.crypto = TRADE_MESSAGES.aboveMaximum;
  }
  const kind = detailsKind(side, ad.payment_method);
  if (kind === "bank") {
    if (!draft.bankName.trim()) errors.bankName = TRADE_MESSAGES.fieldRequired;
    if (!draft.bankAccountNumber.trim()) errors.bankAccountNumber = TRADE_MESSAGES.fieldRequired;
    if (!draft.confirmed) errors.confirmed = TRADE_MESSAGES.fieldRequired;
  }
  if (kind === "email") {
    if (!draft.email.trim()) errors.email = TRADE_MESSAGES.emailRequired;
    if (!draft.confirmed) errors.confirmed = TRADE_MESSAGES.fieldRequired;
  }
  return errors;
}

export function hasStartErrors(errors: TTradeStartErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The crypto amount as the API takes it (7 places at most, no trailing zeros). */
export function normalizedAmount(crypto: string): string {
  return trimZeros(fromStroops(toStroops(crypto.trim())), 0);
}
