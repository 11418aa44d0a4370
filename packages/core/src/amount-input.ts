import { AMOUNT_DECIMALS, INT64_MAX, STROOPS_PER_UNIT } from "./amount";

/**
 * The longest amount a form accepts: the ledger's largest amount (922337203685.4775807) has 12 whole digits,
 * a point and 7 decimals. Inputs are capped at this length so no figure can outgrow the fee rows.
 */
export const AMOUNT_INPUT_MAX_LENGTH = 20;

export const AMOUNT_INPUT_MESSAGES = {
  invalid: "Enter a valid amount.",
  decimals: `Enter an amount with at most ${AMOUNT_DECIMALS} decimals.`,
  tooLarge: "This amount is larger than the ledger allows.",
} as const;

/** Why a typed amount can't be read; `empty` is left to each form (the spec words it per form). */
export type TAmountInputProblem = "empty" | "invalid" | "decimals" | "tooLarge";

const PLAIN_DECIMAL = /^(-)?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * Reads what a person typed into an amount field: plain digits with an optional point ('12', '12.5', '.5'),
 * a leading minus read as a negative amount (forms then ask for more than 0). Plus signs, exponents ('1e3'), commas ('1,5') and letters are not numbers here; more than 7 decimals and more than
 * the ledger's int64 are refused by name. Returns stroops (0 and below allowed; each form judges them).
 */
export function parseAmountInput(text: string): bigint | TAmountInputProblem {
  const value = text.trim();
  if (value.length === 0) return "empty";
  const match = PLAIN_DECIMAL.exec(value);
  if (!match) return "invalid";
  const [, sign, whole = "0", fraction = match[4] ?? ""] = match;
  if (fraction.length > AMOUNT_DECIMALS) return "decimals";
  const stroops = BigInt(whole) * STROOPS_PER_UNIT + BigInt(fraction.padEnd(AMOUNT_DECIMALS, "0"));
  if (stroops > INT64_MAX) return "tooLarge";
  return sign ? -stroops : stroops;
}

/** The message of a problem other than `empty`. */
export function amountInputMessage(problem: Exclude<TAmountInputProblem, "empty">): string {
  return AMOUNT_INPUT_MESSAGES[problem];
}
