import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, openPage } from "./browser";

export interface TBrowserSuite {
  /** A fresh browser context (empty storage) at `width`; closed with the browser after the describe block. */
  open(width?: number): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One Chromium for the describe block that calls it (launched before its tests, closed after them with every
 * context opened through it), so a journey never leaves a browser behind when it fails half-way.
 */
export function browserSuite(): TBrowserSuite {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async open(width) {
      if (!browser) throw new Error("the browser is not launched yet: open pages inside a test");
      const opened = await openPage(browser, width);
      contexts.push(opened.context);
      return opened;
    },
  };
}
