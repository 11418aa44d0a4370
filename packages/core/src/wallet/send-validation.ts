import { fromStroops, toStroops } from "../amount";
import { amountInputMessage, parseAmountInput } from "../amount-input";
import { UNFUNDED_ACTIVATION_XLM } from "../constants";
import { looksLikePublicKey } from "../validators/stellar-keys";
import { type TMemoType, validateMemo } from "./memo";

export const SEND_MESSAGES = {
  recipientRequired: "Please Enter Recipient's Address",
  recipientInvalid: "Enter a Stellar address (G…) or a federation address (name*domain).",
  recipientSelf: "You can't send to your own address.",
  federationFailed: "Couldn't load federation address. Try using real address.",
  destinationMissing: "The destination account does not exist!",
  amountRequired: "Amount is required",
  amountInvalid: "Enter a valid amount.",
  amountDecimals: "Enter an amount with at most 7 decimals.",
  amountPositive: "Amount should be greater than 0",
  amountAboveBalance: "Amount can't be greater than your available balance.",
  activationMinimum: `At least ${UNFUNDED_ACTIVATION_XLM} XLM must reach the recipient to activate the account.`,
  memoRequiredByRecipient: "The recipient requires a memo. Choose a memo type and enter it.",
  agreeRequired: "You need to agree to proceed with sending balance.",
  success: "Balance sent successfully!",
} as const;

/** What is known about the destination account once it was looked up. */
export interface TDestinationInfo {
  exists: boolean;
  /** SEP-29 `config.memo_required`. */
  memoRequired: boolean;
}

export interface TSendFormInput {
  recipient: string;
  amount: string;
  /** Spendable balance of the asset in stroops (for XLM: after reserve and the network fee). */
  available: bigint;
  isNative: boolean;
  memoType: TMemoType;
  memo: string;
  /** The looked-up destination; null while unknown. */
  destination: TDestinationInfo | null;
  /** The unfunded-destination checkbox. */
  agreed: boolean;
  /** The operator's fee on this amount, stroops (deducted from the amount). */
  operatorFee: bigint;
  ownPublicKey: string;
  /** The account a federation address resolved to, once known: sending to oneself is refused either way. */
  resolvedAccountId?: string | null;
}

export type TSendField = "recipient" | "amount" | "memo" | "agree";
export type TSendErrors = Partial<Record<TSendField, string>>;

/** Recipient shape: a G… key or a `name*domain` federation address. */
export function isFederationAddress(value: string): boolean {
  return /^[^*>\s]+\*[^*\s:]+(\.[^*\s:]+)*(:\d+)?$/.test(value) && /[.:]/.test(value.split("*")[1] ?? "");
}

export function validateRecipient(recipient: string, ownPublicKey: string): string | null {
  const value = recipient.trim();
  if (value.length === 0) return SEND_MESSAGES.recipientRequired;
  if (isFederationAddress(value)) return null;
  if (!looksLikePublicKey(value)) return SEND_MESSAGES.recipientInvalid;
  if (value === ownPublicKey) return SEND_MESSAGES.recipientSelf;
  return null;
}

/** The amount in stroops, or the message explaining why it can't be sent. */
export function parseSendAmount(amount: string, available: bigint): bigint | string {
  const stroops = parseAmountInput(amount);
  if (stroops === "empty") return SEND_MESSAGES.amountRequired;
  if (typeof stroops === "string") return amountInputMessage(stroops);
  if (stroops <= 0n) return SEND_MESSAGES.amountPositive;
  if (stroops > available) return SEND_MESSAGES.amountAboveBalance;
  return stroops;
}

/** Every rule of the send form (spec §5); an empty object means the transaction may be built. */
export function validateSendForm(input: TSendFormInput): TSendErrors {
  const errors: TSendErrors = {};
  const recipient = validateRecipient(input.recipient, input.ownPublicKey);
  if (recipient) errors.recipient = recipient;
  else if (input.resolvedAccountId && input.resolvedAccountId === input.ownPublicKey)
    errors.recipient = SEND_MESSAGES.recipientSelf;

  const amount = parseSendAmount(input.amount, input.available);
  if (typeof amount === "string") errors.amount = amount;

  const memo = validateMemo(input.memoType, input.memo.trim());
  if (memo) errors.memo = memo;
  else if (input.destination?.memoRequired && input.memoType === "None")
    errors.memo = SEND_MESSAGES.memoRequiredByRecipient;

  const destination = input.destination;
  if (!errors.recipient && destination && !destination.exists) {
    if (!input.isNative) errors.recipient = SEND_MESSAGES.destinationMissing;
    else {
      if (!input.agreed) errors.agree = SEND_MESSAGES.agreeRequired;
      if (typeof amount === "bigint" && amount - input.operatorFee < toStroops(UNFUNDED_ACTIVATION_XLM))
        errors.amount = SEND_MESSAGES.activationMinimum;
    }
  }
  return errors;
}

export function hasSendErrors(errors: TSendErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** One operation of a send, in words the web app turns into ledger operations. */
export type TSendOperation =
  | { kind: "payment"; destination: string; amount: string; toFeeAccount: boolean }
  | { kind: "createAccount"; destination: string; startingBalance: string };

/**
 * The operations of a send: the recipient's part (a payment, or a createAccount for an unfunded destination
 * when sending XLM) and, when the operator's fee is above zero, a payment of the fee to its collection account
 * in the same transaction.
 */
export function planSendOperations(options: {
  destination: string;
  amount: bigint;
  operatorFee: bigint;
  feeAccount: string;
  destinationExists: boolean;
}): TSendOperation[] {
  const feeApplies = options.operatorFee > 0n && looksLikePublicKey(options.feeAccount);
  const net = feeApplies ? options.amount - options.operatorFee : options.amount;
  const operations: TSendOperation[] = [
    options.destinationExists
      ? { kind: "payment", destination: options.destination, amount: fromStroops(net), toFeeAccount: false }
      : { kind: "createAccount", destination: options.destination, startingBalance: fromStroops(net) },
  ];
  if (feeApplies) {
    operations.push({
      kind: "payment",
      destination: options.feeAccount,
      amount: fromStroops(options.operatorFee),
      toFeeAccount: true,
    });
  }
  return operations;
}
