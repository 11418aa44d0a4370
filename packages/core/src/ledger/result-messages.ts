/**
 * The ledger result-code → message catalogue (spec doc 1 §8, doc 2 §8). A failed submission shows the message of
 * its first failing operation code, otherwise the action's own fallback message.
 */
export const LEDGER_CODE_MESSAGES: Record<string, string> = {
  op_cross_self: "You can't fulfill your own offer.",
  op_underfunded: "You don't have enough balance",
  op_low_reserve: "You don't have enough balance",
  op_malformed: "Invalid information provided",
  op_no_trust: "Recipient need to trust this asset",
  op_under_dest_min: "You will receive less balance than your lower limit.",
  op_too_few_offers: "Not enough offers.",
  op_no_destination: "The destination account does not exist!",
};

/** Fallback messages per action when no code is mapped. */
export const LEDGER_ACTION_FALLBACKS = {
  send: "Error while sending balance.",
  offer: "Error adding offer.",
  swap: "Unable to swap.",
  trust: "Unable to trust this asset.",
  zakat: "Unable to pay zakat",
  p2pTrade: "Error while starting trade",
  withdraw: "Error occured while sending balance.",
} as const;
export type TLedgerAction = keyof typeof LEDGER_ACTION_FALLBACKS;

export const REQUEST_TIMEOUT_MESSAGE = "Request timeout please try again.";

export interface TResultCodes {
  transaction?: string;
  operations?: string[];
}

/** The message for a failed submission: the first mapped operation code, else the action's fallback. */
export function ledgerErrorMessage(codes: TResultCodes | undefined, action: TLedgerAction): string {
  for (const code of codes?.operations ?? []) {
    if (code === "op_success") continue;
    const message = LEDGER_CODE_MESSAGES[code];
    if (message) return message;
    break;
  }
  return LEDGER_ACTION_FALLBACKS[action];
}
