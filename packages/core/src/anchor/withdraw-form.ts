import { AmountError, fromStroops, toStroops } from "../amount";

/** The two chains the operator anchors its tokens on (spec doc 2 §9 'Chains'). */
export const ANCHOR_CHAINS = ["ERC20", "TRC20"] as const;
export type TAnchorChain = (typeof ANCHOR_CHAINS)[number];

/** The spec's withdraw messages (doc 2 §5 'Withdraw'); `{coin}` is filled by `invalidAddressMessage`. */
export const WITHDRAW_MESSAGES = {
  amountEmpty: "Amount can't be Empty.",
  amountAboveBalance: "Amount can't be greater than your balance.",
  amountNotPositive: "Amount should be greater than 0.",
  addressEmpty: "Please Enter Recipient's Address",
} as const;

export function invalidAddressMessage(coin: string): string {
  return `Please enter a valid ${coin} Address.`;
}

/** Required address lengths per coin or chain (spec doc 2 §5): 42 for BTC and ERC20; 34 for DOGE, LTC, DASH, TRC20. */
export const ADDRESS_LENGTHS: Record<string, number> = {
  BTC: 42,
  ERC20: 42,
  DOGE: 34,
  LTC: 34,
  DASH: 34,
  TRC20: 34,
};

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The chain an address belongs to, auto-detected as the spec says: starting with T and 34 characters is TRC20,
 * starting with 0x and 42 characters is ERC20; anything else is undefined.
 */
export function detectChain(address: string): TAnchorChain | undefined {
  const trimmed = address.trim();
  if (trimmed.length === 34 && trimmed.startsWith("T")) return "TRC20";
  if (trimmed.length === 42 && trimmed.startsWith("0x")) return "ERC20";
  return undefined;
}

/**
 * Checks a withdraw destination for `coin` (the asset code shown in the message). `chain` is the chain the
 * asset is withdrawn on; when omitted it is detected from the address. Answers the spec's message or undefined.
 * Beyond the spec's length rule the characters are checked too (hex for ERC20, base58 for TRC20), so a
 * 42-character string of letters is not accepted as an address; the API verifies TRON's checksum as well.
 */
export function withdrawAddressError(
  address: string,
  coin: string,
  chain?: TAnchorChain,
): string | undefined {
  const trimmed = address.trim();
  if (trimmed === "") return WITHDRAW_MESSAGES.addressEmpty;
  const target = chain ?? detectChain(trimmed);
  if (!target) return invalidAddressMessage(coin);
  if (trimmed.length !== ADDRESS_LENGTHS[target]) return invalidAddressMessage(coin);
  if (target === "ERC20" && !HEX_ADDRESS.test(trimmed)) return invalidAddressMessage(coin);
  if (target === "TRC20" && !(trimmed.startsWith("T") && BASE58.test(trimmed)))
    return invalidAddressMessage(coin);
  return undefined;
}

/**
 * Checks a withdraw amount (a decimal string as typed) against the balance (stroops). Answers the spec's
 * message, or undefined when it is fine. An amount with more than 7 decimals or not a number is "greater than 0"'s
 * failure, since it cannot be a positive ledger amount.
 */
export function withdrawAmountError(amount: string, balanceStroops: bigint): string | undefined {
  const trimmed = amount.trim();
  if (trimmed === "") return WITHDRAW_MESSAGES.amountEmpty;
  let stroops: bigint;
  try {
    stroops = toStroops(trimmed.startsWith("-") ? "0" : trimmed);
  } catch (error) {
    if (error instanceof AmountError) return WITHDRAW_MESSAGES.amountNotPositive;
    throw error;
  }
  if (stroops <= 0n) return WITHDRAW_MESSAGES.amountNotPositive;
  if (stroops > balanceStroops) return WITHDRAW_MESSAGES.amountAboveBalance;
  return undefined;
}

/** The percent presets of the withdraw form (spec doc 2 §9). */
export const WITHDRAW_PRESETS = [10, 50, 100] as const;

/** `percent` % of the balance, rounded down to 5 decimals (spec: percent-button amounts 5 decimals). */
export function percentOfBalance(balanceStroops: bigint, percent: number): string {
  const share = (balanceStroops * BigInt(Math.round(percent * 100))) / 10_000n;
  const fiveDecimals = (share / 100n) * 100n;
  return trimZeros(fromStroops(fiveDecimals));
}

function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
