import {
  anchorFeeStroops,
  detectChain,
  fromStroops,
  invalidAddressMessage,
  parseAmountInput,
  percentOfBalance,
  type TAnchorChain,
  type TAnchorFee,
  toStroops,
  WITHDRAW_MESSAGES,
  withdrawAddressError,
  withdrawAmountError,
} from "@sextant/core";

/** Spec doc 1 §9: the smallest withdrawal, shown as 0.00100000, unless the anchor's fee settings say more. */
export const MINIMUM_WITHDRAWAL = toStroops("0.001");

/** Minimums show with 8 decimals, as the spec writes 0.00100000. */
export function minimumText(minimum: bigint): string {
  return `${fromStroops(minimum)}0`;
}

export function belowMinimumMessage(minimum: bigint, coin: string): string {
  return `The minimum withdrawal is ${minimumText(minimum)} ${coin}.`;
}

export interface TWithdrawDraft {
  address: string;
  amount: string;
}

export interface TWithdrawErrors {
  address?: string;
  amount?: string;
}

/** A typed amount in stroops, 0 when it is not a positive amount yet. */
export function typedStroops(amount: string): bigint {
  const parsed = parseAmountInput(amount);
  return typeof parsed === "bigint" && parsed > 0n ? parsed : 0n;
}

/**
 * The withdraw form's rules (spec doc 2 §5) over the core checks: the address must be of a chain this asset is
 * paid out on, and the amount plus its fee must fit in the balance, since the Stellar payment carries both.
 */
export function validateWithdraw(options: {
  draft: TWithdrawDraft;
  coin: string;
  chains: readonly TAnchorChain[];
  balance: bigint;
  fee: TAnchorFee;
  minimum: bigint;
}): TWithdrawErrors {
  const { draft, coin, chains, balance, fee, minimum } = options;
  const errors: TWithdrawErrors = {};
  const addressError = withdrawAddressError(draft.address, coin);
  const chain = detectChain(draft.address);
  if (addressError) errors.address = addressError;
  else if (!chain || !chains.includes(chain)) errors.address = invalidAddressMessage(coin);
  const amountError = withdrawAmountError(draft.amount, balance);
  const amount = typedStroops(draft.amount);
  if (amountError) errors.amount = amountError;
  else if (amount < minimum) errors.amount = belowMinimumMessage(minimum, coin);
  else if (amount + anchorFeeStroops(amount, fee) > balance)
    errors.amount = WITHDRAW_MESSAGES.amountAboveBalance;
  return errors;
}

export function hasWithdrawErrors(errors: TWithdrawErrors): boolean {
  return Boolean(errors.address || errors.amount);
}

/** The largest amount whose amount + fee fits in the balance (0 when not even the fixed fee fits). */
export function maxWithdrawable(balance: bigint, fee: TAnchorFee): bigint {
  const fixed = toStroops(fee.fixed);
  if (balance <= fixed) return 0n;
  // amount · (1 + percent/100) + fixed ≤ balance, then step down past the fee's rounding up.
  const percentBillionths = toStroops(fee.percent) * 100n;
  let amount = ((balance - fixed) * 1_000_000_000n * 100n) / (1_000_000_000n * 100n + percentBillionths);
  while (amount > 0n && amount + anchorFeeStroops(amount, fee) > balance) amount -= 1n;
  return amount;
}

/**
 * The 10, 50 and 100 % buttons: that share, to 5 decimals, of what can be withdrawn — so 100 % leaves room for
 * the fee the payment carries and passes the balance check.
 */
export function presetAmount(balance: bigint, fee: TAnchorFee, percent: number): string {
  return percentOfBalance(maxWithdrawable(balance, fee), percent);
}
