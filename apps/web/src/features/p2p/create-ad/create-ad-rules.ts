import {
  checkAdDraft,
  P2P_MESSAGES,
  type TAdDraft,
  type TAdLimits,
  type TAdRuleFacts,
  type TPaymentMethod,
} from "@sextant/core";

/**
 * The create-ad form's values, in the ad's own field names (spec §3 'Ad'); one `email` field stands for the
 * Payoneer or Skrill e-mail of a seller.
 */
export interface TCreateAdValues {
  type: "buy" | "sell";
  detailed: boolean;
  assetCode: string;
  unitPrice: string;
  minQty: string;
  maxQty: string;
  total_amount: string;
  location: string;
  payment_method: TPaymentMethod;
  bank_name: string;
  bank_account_number: string;
  bank_account_title: string;
  email: string;
}

export type TCreateAdField = Exclude<keyof TCreateAdValues, "type" | "detailed" | "assetCode">;

export interface TCreateAdCheck {
  /** Messages shown under their fields. */
  fields: Partial<Record<TCreateAdField, string>>;
  /** A message about the account rather than a field (trust, battery, balance), shown as a toast. */
  formMessage?: string;
  /** The limits the ad will carry, once they are valid. */
  limits?: TAdLimits;
}

/** The draft the shared rules (and the API) read: only the payment details the type and method use. */
export function toAdDraft(values: TCreateAdValues): TAdDraft {
  const seller = values.type === "sell";
  const bank = values.payment_method === "Local_Bank";
  return {
    type: values.type,
    assetCode: values.assetCode,
    detailed: values.detailed,
    unitPrice: values.unitPrice.trim(),
    ...(values.detailed
      ? {
          minQty: values.minQty.trim(),
          maxQty: values.maxQty.trim(),
          total_amount: values.total_amount.trim(),
        }
      : {}),
    location: values.location,
    payment_method: values.payment_method,
    ...(bank ? { bank_name: values.bank_name.trim() } : {}),
    ...(seller && bank
      ? {
          bank_account_number: values.bank_account_number.trim(),
          bank_account_title: values.bank_account_title,
        }
      : {}),
    ...(seller && values.payment_method === "Payoneer" ? { payoneer_email: values.email.trim() } : {}),
    ...(seller && values.payment_method === "Skrill" ? { skrill_email: values.email.trim() } : {}),
  };
}

/**
 * The rules of spec §5 'Create ad' as the API applies them (core `checkAdDraft`), with the facts the browser
 * can see; sign-in and KYC come first ('You are not logged in.', 'Kindly submit your KYC application.').
 */
export function checkCreateAd(
  values: TCreateAdValues,
  facts: TAdRuleFacts & { loggedIn: boolean; kycApproved: boolean },
): TCreateAdCheck {
  if (!facts.loggedIn) return { fields: {}, formMessage: P2P_MESSAGES.notLoggedIn };
  if (!facts.kycApproved) return { fields: {}, formMessage: P2P_MESSAGES.kycRequired };
  const check = checkAdDraft(toAdDraft(values), facts);
  const { errors } = check;
  const fields: TCreateAdCheck["fields"] = {
    location: errors.location,
    payment_method: errors.payment_method,
    unitPrice: errors.unitPrice,
    minQty: errors.minQty,
    maxQty: errors.maxQty,
    total_amount: errors.total_amount,
    bank_name: errors.bank_name,
    bank_account_number: errors.bank_account_number,
    bank_account_title: errors.bank_account_title,
    email: errors.payoneer_email ?? errors.skrill_email,
  };
  // A basic ad has no limit fields: its seller-minimum message is about the account's means, shown as a toast.
  const basicMinimum = values.detailed ? undefined : errors.minQty;
  if (!values.detailed) fields.minQty = undefined;
  return {
    fields,
    formMessage: errors.asset ?? errors.battery ?? errors.balance ?? basicMinimum,
    limits: check.limits,
  };
}

/** Whether a check leaves nothing to fix. */
export function isClean(check: TCreateAdCheck): boolean {
  return !check.formMessage && Object.values(check.fields).every((message) => !message);
}
