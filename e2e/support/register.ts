import type { Page } from "playwright-core";

/** Registers a session password through the real form; the page ends on /newWallet, unlocked. */
export async function registerPassword(page: Page, password = "correct horse 1"): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/newWallet");
}
