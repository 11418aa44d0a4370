import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, baseUrl, screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { registerPassword } from "./support/register";
import { generateWallet } from "./support/wallet-onboarding";

/** What a trade or a background job would do: store a notification for `account` in the API (TEST_HOOKS). */
async function notify(account: string, title: string, text: string, path = "/p2p"): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/test-hooks/notify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account, title, text, path }),
  });
  if (!response.ok) throw new Error(`notify answered ${response.status}: ${await response.text()}`);
}

const bell = (page: Page) => page.locator('header button[aria-label^="Notifications"]');

async function signedUpWallet(page: Page): Promise<string> {
  await registerPassword(page, "Bell-pass5");
  return generateWallet(page);
}

describe("the notification bell", () => {
  const browser = browserSuite();

  it("shows a new notification live, opens its path, marks it read, and keeps it across a reload", async () => {
    const { page } = await browser.open();
    const account = await signedUpWallet(page);
    await page.locator('header button[data-live="on"]').waitFor(UI_WAIT);

    await notify(account, "Trade started", "A user has started a trade via Local Bank Transfer.");
    await page.locator('header button[aria-label="Notifications, 1 unread"]').waitFor(UI_WAIT);
    await bell(page).click();
    const dropdown = page.getByTestId("notifications-dropdown");
    await dropdown.getByRole("heading", { name: "Notifications" }).waitFor(UI_WAIT);
    const item = dropdown.getByRole("button", { name: "New: Trade started" });
    await item.waitFor(UI_WAIT);
    expect(await item.getAttribute("data-new")).toBe("true");
    expect(await dropdown.getByText("A user has started a trade via Local Bank Transfer.").count()).toBe(1);
    expect(await dropdown.getByText("just now").count()).toBe(1);
    const box = await dropdown.boundingBox();
    expect(box?.width).toBe(250);
    expect(box?.height ?? 0).toBeLessThanOrEqual(350);
    await screenshot(page, "notifications-bell-1280");

    await item.click();
    await page.waitForURL("**/p2p");
    await page.locator('header button[aria-label="Notifications"]').waitFor(UI_WAIT);

    // The read state was stored on the server: after a reload the item is there at once, and not new.
    await page.reload();
    await bell(page).click();
    await page
      .getByTestId("notifications-dropdown")
      .getByRole("button", { name: "Trade started" })
      .waitFor(UI_WAIT);
    expect(
      await page.getByTestId("notifications-dropdown").getByRole("button", { name: /^New:/ }).count(),
    ).toBe(0);
    const kept = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `sextant.notifications.${account}`,
    );
    expect(kept).toContain("Trade started");
    await page.keyboard.press("Escape");

    // On a phone the dropdown still fits.
    await notify(account, "Trade cancelled", "The trade was cancelled.");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('header button[aria-label="Notifications, 1 unread"]').waitFor(UI_WAIT);
    await bell(page).click();
    await page
      .getByTestId("notifications-dropdown")
      .getByRole("button", { name: "New: Trade cancelled" })
      .waitFor(UI_WAIT);
    // Inside the 375 px screen once the dropdown has settled in its place.
    const fits = async () => {
      const phone = await page.getByTestId("notifications-dropdown").boundingBox();
      return phone !== null && phone.x >= 0 && phone.x + phone.width <= 375;
    };
    await expect.poll(fits, UI_WAIT).toBe(true);
    // The visible screen only: a full-page capture resizes the viewport, which closes the dropdown on a phone.
    await page.screenshot({ path: path.join(ARTIFACTS, "notifications-bell-375.png") });
  });

  it("with the socket blocked, the app still works and the bell shows notifications after a reload", async () => {
    const { context, page } = await browser.open();
    const blocked: string[] = [];
    await context.route("**/socket.io/**", (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    const account = await signedUpWallet(page);
    await page.locator('header a[href="/walletScreen"]:visible').first().waitFor(UI_WAIT);
    // The client's attempts fail; the flag stays off.
    expect(await page.locator('header button[data-live="on"]').count()).toBe(0);

    await notify(account, "Trade completed", "The seller received the amount.");
    await page.goto("/market");
    await page.getByRole("heading", { name: "Markets" }).first().waitFor(UI_WAIT);
    await bell(page).click();
    await page
      .getByTestId("notifications-dropdown")
      .getByRole("button", { name: "New: Trade completed" })
      .waitFor(UI_WAIT);
    expect(blocked.length).toBeGreaterThan(0);
    expect(await page.locator('header button[data-live="on"]').count()).toBe(0);
  });
});
