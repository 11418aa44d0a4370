import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin } from "./support/e2e-admin";
import { registerPassword } from "./support/register";
import { generateWallet } from "./support/wallet-onboarding";

/** What a code-sending step does: a one-time-code mail, kept in the outbox (the e2e stack has no SMTP_URL). */
async function sendCodeMail(to: string, code: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/test-hooks/mail`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to, code }),
  });
  if (!response.ok) throw new Error(`mail hook answered ${response.status}: ${await response.text()}`);
}

const adminLink = (page: Page) => page.locator('header a[aria-label="Admin console"]');

describe("the admin console", () => {
  const browser = browserSuite();

  it("lets the admin read the outbox and see the job queue, on a desktop and a phone", async () => {
    await sendCodeMail("alice@example.com", "604218");
    const { page } = await browser.open();
    await importAdmin(page);

    await adminLink(page).click();
    await page.waitForURL("**/admin/outbox");
    await page.getByRole("heading", { name: "Outbox" }).waitFor(UI_WAIT);
    const row = page.getByRole("row").filter({ hasText: "alice@example.com" });
    await row.waitFor(UI_WAIT);
    await screenshot(page, "admin-outbox-1280");
    await row.getByRole("link", { name: "Your Sextant verification code" }).click();
    await page.waitForURL(/\/admin\/outbox\/\d+$/);
    await page.getByTestId("outbox-body").filter({ hasText: "604218" }).waitFor(UI_WAIT);

    await page.getByRole("link", { name: "Job queue" }).click();
    await page.getByRole("heading", { name: "Job queue" }).waitFor(UI_WAIT);
    await page
      .locator("label")
      .filter({ hasText: /^Failed$/ })
      .click();
    await page
      .getByText(/^No failed jobs\.$|^Retry$/)
      .first()
      .waitFor(UI_WAIT);
    await page.getByRole("link", { name: /^KYC review/ }).click();
    await page.getByRole("heading", { name: "KYC review" }).waitFor(UI_WAIT);
    // Any section still to come says so.
    await page
      .getByRole("link", { name: /Not yet available/ })
      .first()
      .click();
    await page.getByText("Not yet available.").waitFor(UI_WAIT);
    await screenshot(page, "admin-placeholder-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/admin/outbox");
    await page.getByRole("heading", { name: "Outbox" }).waitFor(UI_WAIT);
    await page.getByRole("row").filter({ hasText: "alice@example.com" }).waitFor(UI_WAIT);
    await screenshot(page, "admin-outbox-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // On a phone the way in is the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Admin console" })
      .waitFor(UI_WAIT);
  });

  it("shows a plain user no admin link and refuses /admin", async () => {
    const { page } = await browser.open();
    await registerPassword(page, "Plain-pass5");
    await generateWallet(page);
    await page.goto("/admin/outbox");
    await page.getByRole("heading", { name: "Page not found" }).waitFor(UI_WAIT);
    expect(await page.getByRole("heading", { name: "Outbox" }).count()).toBe(0);
    // The server has answered "not an admin" by now (the page waited for it): no link in the header.
    await page.locator('header a[aria-label="Profile"]').waitFor(UI_WAIT);
    expect(await adminLink(page).count()).toBe(0);
    const outbox = await page.evaluate(async () => (await fetch("/api/admin/outbox")).status);
    expect(outbox).toBe(401);
  });
});
