import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./support/browser";
import { registerPassword } from "./support/register";

describe("layout at desktop and phone widths", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([1280, 375])("renders the landing page at %i px and saves a screenshot", async (width) => {
    const { context, page } = await openPage(browser, width);
    await page.goto("/");
    await page.getByRole("heading", { name: "Best Digital Currency Experience at a Glance" }).waitFor();
    for (const card of [
      "SECURE",
      "MULTIPLE CURRENCIES",
      "STABLE COINS",
      "SWAP ENGINE",
      "P2P EXCHANGE",
      "ZAKAT FEATURE",
    ]) {
      expect(await page.getByText(card, { exact: true }).count()).toBeGreaterThan(0);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `landing-${width}`);
    await context.close();
  });

  it("highlights the current section in the desktop navigation", async () => {
    const { context, page } = await openPage(browser, 1280);
    await page.goto("/market");
    const nav = page.getByRole("navigation").first();
    const current = nav.locator('[aria-current="page"]');
    await current.first().waitFor();
    expect(await current.first().textContent()).toBe("Markets");
    await context.close();
  });

  it("lists every section in the mobile menu under 601 px", async () => {
    const { context, page } = await openPage(browser, 375);
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).first().click();
    for (const name of ["Markets", "Exchange", "P2P", "Swap"]) {
      await page.getByRole("link", { name, exact: true }).last().waitFor();
    }
    await screenshot(page, "mobile-menu-375");
    await context.close();
  });

  it("saves the preferences modal's currency once logged in", async () => {
    const { context, page } = await openPage(browser, 1280);
    await registerPassword(page);
    await page.getByRole("button", { name: "Language and currency" }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("textbox", { name: "Currency" }).click();
    await page.getByRole("option", { name: /EUR/ }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    const saved = await page.evaluate(() => localStorage.getItem("sextant.preferences"));
    expect(saved).toContain("EUR");
    await context.close();
  });
});
