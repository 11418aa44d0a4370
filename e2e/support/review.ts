import type { Page } from "playwright-core";
import { UI_WAIT } from "./browser";

/** The review step before every signature: waits for it and confirms (the transaction is then signed). */
export async function confirmReview(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Review Transaction" });
  await dialog.waitFor(UI_WAIT);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await dialog.waitFor({ state: "detached", ...UI_WAIT });
}

/** Cancels the review step: nothing is signed. */
export async function cancelReview(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Review Transaction" });
  await dialog.waitFor(UI_WAIT);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached", ...UI_WAIT });
}
