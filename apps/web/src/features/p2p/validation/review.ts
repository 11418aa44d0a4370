import { REVIEW_MESSAGES, reviewProblems } from "@sextant/core";

/** Spelled as in the product (document 2 §5). */
export const REVIEW_REQUIRED_MESSAGE = REVIEW_MESSAGES.textRequired;

/** The review form's field errors (core's `reviewProblems`): the stars and the text, each its own message. */
export function validateReview(rating: number, text: string): { rating?: string; text?: string } {
  return reviewProblems({ rating, text }) ?? {};
}
