import { z } from "zod";
import { INT64_MAX, STROOPS_PER_UNIT } from "../amount";
import { isValidPublicKey } from "./stellar-keys";

export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";

/** C0 and C1 control characters (NUL included) and DEL: no request field may carry them. */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return true;
  }
  return false;
}

/** The refinement `text` applies, for a contract that needs its own order of checks. */
export function withoutControlCharacters(value: string): boolean {
  return !hasControlCharacters(value);
}

/**
 * The one string of a request contract: at most `max` characters and no control characters (a NUL byte would
 * reach the database and fail there). Every string field of a request is built from it.
 */
export function text(max: number, options: { min?: number; message?: string } = {}) {
  const min = options.min ?? 0;
  const base = z.string();
  const withMin = min > 0 ? base.min(min, options.message ?? "Must not be empty") : base;
  return withMin
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);
}

/** Largest amount the ledger holds: int64 stroops, 922337203685.4775807. */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,7})?$/;

/** True for a non-negative decimal with at most 7 places that fits the ledger's int64 stroops. */
export function isLedgerAmount(value: string): boolean {
  if (!AMOUNT_PATTERN.test(value)) return false;
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole) * STROOPS_PER_UNIT + BigInt(fraction.padEnd(7, "0")) <= INT64_MAX;
}

/** A ledger amount as a decimal string: at most 7 decimals, at most 922337203685.4775807. */
export const ZAmount = z
  .string()
  .max(20, "Amounts are decimals with at most 7 places")
  .refine(isLedgerAmount, "Amounts are decimals with at most 7 places, at most 922337203685.4775807");

/** An asset code: 1 to 12 letters or digits. */
export const ZAssetCode = z
  .string()
  .min(1, "Asset code is required")
  .max(12, "Asset codes have at most 12 characters")
  .regex(/^[A-Za-z0-9]+$/, "Asset codes are letters and digits");

/** True for "XLM" / "native" or "CODE:ISSUER" with a checksum-valid issuer. */
export function isAssetId(value: string): boolean {
  if (value === "XLM" || value === "native") return true;
  const match = /^([A-Za-z0-9]{1,12}):(G[A-Z2-7]{55})$/.exec(value);
  return match !== null && isValidPublicKey(match[2] as string);
}

/** An asset as the API names it: "XLM" or "CODE:ISSUER" (the issuer's checksum verified). */
export const ZAssetId = z
  .string()
  .max(69, "Assets are XLM or CODE:ISSUER")
  .refine(isAssetId, "Assets are XLM or CODE:ISSUER");

/** A transaction hash: 64 lower-case hex digits. */
export const ZTransactionHash = z.string().regex(/^[0-9a-f]{64}$/, "trxId must be a transaction hash");

/** An offer id: a ledger int64 as decimal digits. */
export const ZOfferId = z
  .string()
  .max(19, "offerId must be a whole number")
  // One refinement: zod runs every check even after one failed, so BigInt must only see digits.
  .refine(
    (value) => /^\d{1,19}$/.test(value) && BigInt(value) <= INT64_MAX,
    "offerId must be a whole number",
  );
