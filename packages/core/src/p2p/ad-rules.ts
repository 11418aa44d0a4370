import { isLedgerAmount } from "../validators/request-fields";
import type { TAdType } from "./constants";
import { parseFixed } from "./fixed-point";
import { P2P_MESSAGES, priceBandMessage, sellerMinimumMessage } from "./messages";
import { isMethodSupported, type TPaymentMethod } from "./payment-methods";
import { formatBand, isWithinBand, priceBand } from "./price-band";
import { basicAdLimits, hasBattery, meetsSellerMinimum, type TAdLimits } from "./quantity";

/** An ad as the create form holds it: strings as typed (spec §3 'Ad' field names). */
export interface TAdDraft {
  type: TAdType;
  assetCode: string;
  /** 'Detailed Ad' (true) has its own min, max and total; 'Basic Ad' (false) takes the defaults of spec §9. */
  detailed: boolean;
  unitPrice: string;
  minQty?: string;
  maxQty?: string;
  total_amount?: string;
  location?: string;
  payment_method: TPaymentMethod;
  bank_name?: string;
  bank_account_number?: string;
  bank_account_title?: string;
  payoneer_email?: string;
  skrill_email?: string;
}

/**
 * What the rules know besides the draft. Amounts and prices at 7 places. A fact left undefined is not checked:
 * the web form checks what it can see, the API fills in everything (ledger balances, KYC, countries).
 */
export interface TAdRuleFacts {
  /** The location's reference price of the asset; undefined = rates unavailable. */
  referencePrice?: bigint;
  /** The asset's USD price. */
  assetUsdPrice?: bigint;
  /** Active P2P countries (codes). */
  activeCountries?: readonly string[];
  /** The user's own country (KYC); methods must be offered there too. */
  userCountry?: string;
  /** The account holder name fixed by KYC (the company name for a company). */
  holderName?: string;
  /** Whether the account trusts the asset (XLM always). */
  trusted?: boolean;
  /** The account's spendable balance of the asset (sell ads). */
  assetBalance?: bigint;
  /** The account's LEVELG balance and LEVELG's USD price (the battery). */
  levelgBalance?: bigint;
  levelgUsdPrice?: bigint;
}

export type TAdField =
  | "location"
  | "payment_method"
  | "unitPrice"
  | "minQty"
  | "maxQty"
  | "total_amount"
  | "bank_name"
  | "bank_account_number"
  | "bank_account_title"
  | "payoneer_email"
  | "skrill_email"
  | "asset"
  | "battery"
  | "balance";

/** Fields in the order their messages are reported: the first one is the message of a rejected request. */
export const AD_FIELD_ORDER: readonly TAdField[] = [
  "location",
  "payment_method",
  "unitPrice",
  "minQty",
  "maxQty",
  "total_amount",
  "bank_name",
  "bank_account_number",
  "bank_account_title",
  "payoneer_email",
  "skrill_email",
  "asset",
  "battery",
  "balance",
];

export interface TAdCheck {
  errors: Partial<Record<TAdField, string>>;
  /** The first message in AD_FIELD_ORDER, or undefined when the draft passes. */
  message?: string;
  /** Parsed values once they are valid: the unit price and the limits the ad will carry. */
  unitPrice?: bigint;
  limits?: TAdLimits;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True for a plausible e-mail address (one @, a dot in the domain, no spaces). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === "";

/** A positive amount at 7 places, or a message. */
function readAmount(value: string | undefined): bigint | string {
  if (blank(value)) return P2P_MESSAGES.fieldRequired;
  const trimmed = (value as string).trim();
  if (!isLedgerAmount(trimmed)) return P2P_MESSAGES.invalidAmount;
  const parsed = parseFixed(trimmed) as bigint;
  return parsed > 0n ? parsed : P2P_MESSAGES.amountNotPositive;
}

/** Names compared as people write them: case, repeated and outer spaces ignored. */
export function sameHolder(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return norm(a) === norm(b);
}

/**
 * Every rule of spec §5 'Create ad' that a draft and the known facts decide (KYC and sign-in are checked before):
 * location and method support, the price band, min/max/total, bank and e-mail fields, the holder name, the
 * trusted asset, the battery, the seller's 10 USD minimum and balance. Pure: the API and the web form share it.
 */
export function checkAdDraft(draft: TAdDraft, facts: TAdRuleFacts): TAdCheck {
  const errors: TAdCheck["errors"] = {};
  const location = draft.location?.trim().toUpperCase() ?? "";

  if (blank(location)) errors.location = P2P_MESSAGES.fieldRequired;
  else if (facts.activeCountries && !facts.activeCountries.includes(location))
    errors.location = P2P_MESSAGES.countryNotSupported;
  else if (!isMethodSupported(draft.payment_method, location))
    errors.payment_method = P2P_MESSAGES.countryNotSupported;
  if (
    !errors.payment_method &&
    facts.userCountry &&
    !isMethodSupported(draft.payment_method, facts.userCountry)
  )
    errors.payment_method = P2P_MESSAGES.countryNotSupported;

  const unitPrice = readAmount(draft.unitPrice);
  if (typeof unitPrice === "string") errors.unitPrice = unitPrice;
  else if (facts.referencePrice !== undefined) {
    const band = priceBand(facts.referencePrice);
    if (!isWithinBand(unitPrice, band)) {
      const shown = formatBand(band);
      errors.unitPrice = priceBandMessage(shown.low, shown.high);
    }
  }

  const limits = checkLimits(draft, facts, errors);
  checkPaymentDetails(draft, facts, errors);

  if (facts.trusted === false) errors.asset = P2P_MESSAGES.trustRequired;
  if (
    facts.levelgBalance !== undefined &&
    facts.levelgUsdPrice !== undefined &&
    !hasBattery(facts.levelgBalance, facts.levelgUsdPrice)
  )
    errors.battery = P2P_MESSAGES.battery;

  const message = AD_FIELD_ORDER.map((field) => errors[field]).find((text) => text !== undefined);
  return {
    errors,
    message,
    unitPrice: typeof unitPrice === "bigint" && !errors.unitPrice ? unitPrice : undefined,
    limits,
  };
}

function checkLimits(
  draft: TAdDraft,
  facts: TAdRuleFacts,
  errors: TAdCheck["errors"],
): TAdLimits | undefined {
  const seller = draft.type === "sell";
  const balance = seller ? facts.assetBalance : undefined;
  if (seller && balance !== undefined && balance <= 0n) {
    errors.balance = P2P_MESSAGES.notEnoughBalance;
    return undefined;
  }
  let limits: TAdLimits;
  if (!draft.detailed) {
    if (facts.assetUsdPrice === undefined || facts.assetUsdPrice <= 0n) return undefined;
    limits = basicAdLimits(facts.assetUsdPrice, balance);
  } else {
    const min = readAmount(draft.minQty);
    const max = readAmount(draft.maxQty);
    const total = readAmount(draft.total_amount);
    if (typeof min === "string") errors.minQty = min;
    if (typeof max === "string") errors.maxQty = max;
    if (typeof total === "string") errors.total_amount = total;
    if (typeof min === "string" || typeof max === "string" || typeof total === "string") return undefined;
    if (min > max) {
      errors.minQty = P2P_MESSAGES.minAboveMax;
      errors.maxQty = P2P_MESSAGES.maxBelowMin;
    }
    if (total < max) errors.total_amount = P2P_MESSAGES.totalBelowMax;
    limits = { minQty: min, maxQty: max, totalAmount: total };
  }
  if (
    seller &&
    facts.assetUsdPrice !== undefined &&
    !meetsSellerMinimum(limits.minQty, facts.assetUsdPrice)
  ) {
    errors.minQty ??= sellerMinimumMessage(draft.assetCode);
  }
  if (seller && balance !== undefined && (limits.totalAmount > balance || limits.minQty > balance)) {
    errors.balance = P2P_MESSAGES.notEnoughBalance;
  }
  return Object.keys(errors).some((key) => ["minQty", "maxQty", "total_amount", "balance"].includes(key))
    ? undefined
    : limits;
}

function checkPaymentDetails(draft: TAdDraft, facts: TAdRuleFacts, errors: TAdCheck["errors"]): void {
  const seller = draft.type === "sell";
  if (draft.payment_method === "Local_Bank") {
    if (blank(draft.bank_name)) errors.bank_name = P2P_MESSAGES.bankNameRequired;
    if (!seller) return;
    if (blank(draft.bank_account_number)) errors.bank_account_number = P2P_MESSAGES.bankAccountNumberRequired;
    if (blank(draft.bank_account_title)) errors.bank_account_title = P2P_MESSAGES.bankAccountTitleRequired;
    else if (
      facts.holderName !== undefined &&
      !sameHolder(draft.bank_account_title as string, facts.holderName)
    )
      errors.bank_account_title = P2P_MESSAGES.thirdPartyAccount;
    return;
  }
  if (!seller) return;
  const field = draft.payment_method === "Payoneer" ? "payoneer_email" : "skrill_email";
  const email = draft[field];
  if (blank(email)) errors[field] = P2P_MESSAGES.emailRequired;
  else if (!isEmail((email as string).trim())) errors[field] = P2P_MESSAGES.emailInvalid;
}
