/** Spelled as in the product (document 2 §5). */
export const REVIEW_REQUIRED_MESSAGE = "This field id required.";

export function validateReviewText(text: string): string | null {
  return text.trim().length === 0 ? REVIEW_REQUIRED_MESSAGE : null;
}
