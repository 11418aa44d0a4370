import type { Page } from "playwright-core";
import { UI_WAIT } from "./browser";

/**
 * Answers the review step before a signature. The review still waiting for an answer is the one taken: when a
 * second signature is asked for at once (an escrow's refund, then its funding), the first dialog may still be
 * closing, or the same dialog may show the next review without ever leaving the page. Each review carries its own
 * id, so the step waits for *that* review to go, not for the dialog.
 */
async function answerReview(page: Page, button: "Confirm" | "Cancel"): Promise<void> {
  const waiting = page
    .getByRole("dialog", { name: "Review Transaction" })
    .locator('[data-testid="transaction-review"]:not([data-answered])')
    .last();
  await waiting.waitFor(UI_WAIT);
  const id = await waiting.getAttribute("data-review-id");
  const review =
    id === null ? waiting : page.locator(`[data-testid="transaction-review"][data-review-id="${id}"]`);
  await review.getByRole("button", { name: button }).click();
  await review.waitFor({ state: "detached", ...UI_WAIT });
}

/** The review step before every signature: waits for it and confirms (the transaction is then signed). */
export async function confirmReview(page: Page): Promise<void> {
  await answerReview(page, "Confirm");
}

/** Cancels the review step: nothing is signed. */
export async function cancelReview(page: Page): Promise<void> {
  await answerReview(page, "Cancel");
}
