import { amountInputMessage, parseAmountInput } from "../amount-input";
import { STELLAR_KEY_LENGTH } from "../constants";
import type { TPairAsset } from "../market/pairs";

/** The swap screen's messages, word for word from the spec (document 1 §5, §8). */
export const SWAP_MESSAGES = {
  amountRequired: "Amount is required",
  amountPositive: "Amount should be greater than 0",
  notLoggedIn: "You are not logged in.",
  notEnoughBalance: "Not enough balance.",
  sameAssets: "Cannot select same assets",
  trustThisAsset: "Please Trust This Asset First",
  trustBothAssets: "Please Trust Both Assets",
  noPath: "No path found for this asset.",
  manualInvalid: "Provide correct information",
  manualDuplicate: "Assets issued already!",
  manualUnknown: "Asset cannot be issued try again later.",
  success: "Swap completed successfully.",
  failed: "Unable to swap.",
} as const;

/** 'You need to trust X...': the destination asset is not trusted (same wording as the exchange's rule). */
export function needTrustMessage(code: string): string {
  return `You need to trust ${code} in order to proceed.`;
}

/** The amount to send in stroops, or the message explaining why it can't be used. At most 7 decimals. */
export function parseSwapAmount(amount: string): bigint | string {
  const stroops = parseAmountInput(amount);
  if (stroops === "empty") return SWAP_MESSAGES.amountRequired;
  if (typeof stroops === "string") return amountInputMessage(stroops);
  return stroops > 0n ? stroops : SWAP_MESSAGES.amountPositive;
}

/** Two assets are the same when code (case-insensitively) and issuer match. */
export function sameSwapAsset(a: TPairAsset, b: TPairAsset): boolean {
  return a.code.toUpperCase() === b.code.toUpperCase() && a.issuer === b.issuer;
}

/** 'Cannot select same assets' when both sides are one asset. */
export function validateSwapPair(from: TPairAsset, to: TPairAsset): string | null {
  return sameSwapAsset(from, to) ? SWAP_MESSAGES.sameAssets : null;
}

/** What Track Path needs: an amount above 0 and two different assets. Public: no login needed to quote. */
export function validateSwapQuote(input: {
  amount: string;
  from: TPairAsset;
  to: TPairAsset;
}): bigint | string {
  const amount = parseSwapAmount(input.amount);
  if (typeof amount === "string") return amount;
  return validateSwapPair(input.from, input.to) ?? amount;
}

export interface TSwapAccessInput {
  loggedIn: boolean;
  from: TPairAsset;
  to: TPairAsset;
  /** Whether the wallet holds a trustline (XLM always counts as trusted for a funded account). */
  trustsFrom: boolean;
  trustsTo: boolean;
}

/**
 * Who may swap this pair (spec §5), checked before any quote: login, two different assets, then trustlines
 * (neither side: 'Please Trust Both Assets'; the from-asset: 'Please Trust This Asset First'; the to-asset:
 * 'You need to trust X in order to proceed.'). Null when allowed.
 */
export function validateSwapAccess(input: TSwapAccessInput): string | null {
  if (!input.loggedIn) return SWAP_MESSAGES.notLoggedIn;
  const pair = validateSwapPair(input.from, input.to);
  if (pair) return pair;
  if (!input.trustsFrom && !input.trustsTo) return SWAP_MESSAGES.trustBothAssets;
  if (!input.trustsFrom) return SWAP_MESSAGES.trustThisAsset;
  if (!input.trustsTo) return needTrustMessage(input.to.code);
  return null;
}

export interface TSwapSubmitInput extends TSwapAccessInput {
  /** Amount sent into the path, stroops. */
  amount: bigint;
  /** The operator's swap fee in the from-asset, stroops (paid on top of the amount). */
  fee: bigint;
  /** Spendable balance of the from-asset, stroops (for XLM after the reserve and the network fee). */
  available: bigint;
}

/**
 * Every rule checked when Swap is pressed: `validateSwapAccess`, then the balance against amount plus fee ('Not
 * enough balance.'). Null means the swap may be built.
 */
export function validateSwapSubmit(input: TSwapSubmitInput): string | null {
  const access = validateSwapAccess(input);
  if (access) return access;
  if (input.available < input.amount + input.fee) return SWAP_MESSAGES.notEnoughBalance;
  return null;
}

const ASSET_CODE = /^[A-Za-z0-9]{3,12}$/;
const ISSUER = /^G[A-Z2-7]{55}$/;

/**
 * The manual asset form: code of 3 to 12 letters or digits and an issuer of exactly 56 characters ('Provide
 * correct information'); an asset already in the list gives 'Assets issued already!'. Whether the asset exists
 * on the ledger is checked afterwards ('Asset cannot be issued try again later.').
 */
export function validateManualSwapAsset(
  code: string,
  issuer: string,
  known: readonly TPairAsset[],
): { asset: TPairAsset } | { error: string } {
  const asset = { code: code.trim(), issuer: issuer.trim() };
  if (
    !ASSET_CODE.test(asset.code) ||
    asset.issuer.length !== STELLAR_KEY_LENGTH ||
    !ISSUER.test(asset.issuer)
  )
    return { error: SWAP_MESSAGES.manualInvalid };
  if (known.some((entry) => sameSwapAsset(entry, asset))) return { error: SWAP_MESSAGES.manualDuplicate };
  return { asset };
}
