import type { Page } from "playwright-core";

/** The tab's saved session (apps/web/src/features/session/session-persistence.ts), written once both halves are. */
const RESUME_KEY = "sextant.session.resume";
/** As `UI_WAIT` in ./browser.ts, which the benchmarks that register through this file cannot import. */
const SAVED_WAIT = { timeout: 20_000 };

/**
 * Registers a session password through the real form; the page ends on /newWallet, unlocked, with the session
 * saved for the tab, so a reload or `goto` that follows resumes it instead of racing its saving.
 */
export async function registerPassword(page: Page, password = "correct horse 1"): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/newWallet");
  await page.waitForFunction((key) => window.sessionStorage.getItem(key) !== null, RESUME_KEY, SAVED_WAIT);
}
