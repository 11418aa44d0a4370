import { STELLAR_KEY_LENGTH } from "@sextant/core";

/** Swap messages, word for word from the spec (document 1 §5). */
export const SWAP_MESSAGES = {
  amountRequired: "Amount is required",
  amountPositive: "Amount should be greater than 0",
  sameAssets: "Cannot select same assets",
  notLoggedIn: "You are not logged in.",
  manualAsset: "Provide correct information",
} as const;

const DECIMAL = /^\d+(\.\d{1,7})?$/;

export function validateSwapAmount(amount: string): string | null {
  const value = amount.trim();
  if (value.length === 0) return SWAP_MESSAGES.amountRequired;
  if (!DECIMAL.test(value) || /^0+(\.0+)?$/.test(value)) return SWAP_MESSAGES.amountPositive;
  return null;
}

export function validateSwapAssets(from: string, to: string): string | null {
  return from.toUpperCase() === to.toUpperCase() ? SWAP_MESSAGES.sameAssets : null;
}

/** Manual asset: code of at least 3 characters and an issuer of exactly 56. */
export function validateManualAsset(code: string, issuer: string): string | null {
  return code.trim().length >= 3 && issuer.trim().length === STELLAR_KEY_LENGTH
    ? null
    : SWAP_MESSAGES.manualAsset;
}
