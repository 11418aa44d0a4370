import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium";

export const ARTIFACTS = path.resolve(import.meta.dirname, "../artifacts");

/** Debian's Chromium (see chromium.ts). */
export const launchBrowser = launchChromium;

export const baseUrl = (): string => inject("baseUrl");

/** A fresh browser context (empty storage) with the given viewport width. */
export async function openPage(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under e2e/artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How long a journey waits for something to show on screen. */
export const UI_WAIT = { timeout: 20_000 };

/** Waits until the toasts on screen have closed (they can cover buttons); quietly gives up after 10 s. */
export async function toastsGone(page: Page): Promise<void> {
  await page
    .locator(".mantine-Notification-root")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
}
