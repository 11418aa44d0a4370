import type { TTransactionReview } from "./describe-transaction";

/** Shows what will be signed; resolves true on Confirm, false on Cancel or when dismissed. */
export type TReviewPrompt = (review: TTransactionReview) => Promise<boolean>;

const openModal: TReviewPrompt = async (review) => {
  const { openTransactionReview } = await import("./transaction-review-modal");
  return openTransactionReview(review);
};

let prompt: TReviewPrompt = openModal;

/** Replaces the review (tests); `null` restores the modal. */
export function setReviewPrompt(next: TReviewPrompt | null): void {
  prompt = next ?? openModal;
}

export function askForReview(review: TTransactionReview): Promise<boolean> {
  return prompt(review);
}

let feeAccounts: Promise<string[]> | null = null;

/** The operator's fee account(s), so the review can label the operation that pays the operator's fee. */
export function operatorFeeAccounts(): Promise<string[]> {
  feeAccounts ??= import("../../fees")
    .then(({ getAssetFees }) => getAssetFees("XLM"))
    .then((fees) => (fees.feeAccount ? [fees.feeAccount] : []))
    .catch(() => []);
  return feeAccounts.then((accounts) => {
    if (accounts.length === 0) feeAccounts = null;
    return accounts;
  });
}
