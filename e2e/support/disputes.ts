import type { Page } from "playwright-core";
import { UI_WAIT } from "./browser";
import { samplePng } from "./kyc";
import { LEDGER_WAIT } from "./trades";

/** The Chat tab of the progress screen. */
export async function openChat(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Chat" }).click();
  await page.getByRole("textbox", { name: "Message" }).waitFor(UI_WAIT);
}

/** The Progress tab of the progress screen. */
export async function openProgress(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Progress" }).click();
}

/** Sends `text` in the trade's chat with `images` PNG attachments (distinct colours), and waits until it shows. */
export async function sendChat(page: Page, text: string, images = 0): Promise<void> {
  for (let n = 0; n < images; n += 1) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Attach files" }).click();
    await (await chooser).setFiles({
      name: `receipt-${n + 1}.png`,
      mimeType: "image/png",
      buffer: samplePng([40 + n * 50, 120, 200 - n * 40]),
    });
    await page
      .getByText(`receipt-${n + 1}.png`)
      .first()
      .waitFor(UI_WAIT);
  }
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByTestId("chat-message").filter({ hasText: text }).first().waitFor(LEDGER_WAIT);
}

/** Opens the header's bell and waits for the unread notification titled `title` (it arrives live), then closes it. */
export async function bellShows(page: Page, title: string): Promise<void> {
  await page.locator('header button[aria-label^="Notifications"]').first().click();
  const dropdown = page.getByTestId("notifications-dropdown");
  await dropdown.waitFor(UI_WAIT);
  await dropdown
    .getByRole("button", { name: `New: ${title}` })
    .first()
    .waitFor(LEDGER_WAIT);
  await page.keyboard.press("Escape");
}
