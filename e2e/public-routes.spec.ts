import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

/** Every public route of both spec documents, opened directly (a deep link / refresh), and its key text. */
const PUBLIC_ROUTES: Array<[string, string]> = [
  ["/", "Best Digital Currency Experience at a Glance"],
  ["/login", "Login"],
  ["/register", "New Session Password"],
  ["/forgotPassword", "Forgot Password"],
  ["/importWallet", "Import Wallet"],
  ["/market", "Markets"],
  ["/swap", "Swap"],
  ["/p2p", "P2P"],
  ["/p2pProfile", "P2P Profile"],
  ["/checkout/ORDER123", "Checkout"],
  ["/support", "Support"],
  ["/faqs", "FAQ"],
  ["/fees", "Fees"],
  ["/terms-of-use", "Terms of Use"],
  ["/privacy-policy", "Privacy Policy"],
  ["/disclaimer", "Disclaimer"],
  ["/ComingSoonScreen", "Coming Soon"],
];

async function headings(page: Page): Promise<string[]> {
  await page.locator("h1, h2").first().waitFor({ timeout: 20_000 });
  return page.locator("h1, h2").allInnerTexts();
}

describe("public routes", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(() => browser?.close());

  it.each(PUBLIC_ROUTES)("%s renders %j", async (route, text) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(route);
    expect(await headings(page)).toContain(text);
  });

  it("shows the exchange to visitors with the logged-out overlay", async () => {
    await page.goto("/exchange");
    const register = page.getByRole("link", { name: "Register" }).last();
    await register.waitFor();
    await page.getByText("Already have an account?").first().waitFor();
  });

  it("keeps the terms' required points on a refresh of /terms-of-use", async () => {
    await page.goto("/terms-of-use");
    await page.reload();
    await headings(page);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const point of ["18", "10 BTC", "30 November 2020", "30 days", "mediation", "Estonia", "2 months"]) {
      expect(text).toContain(point);
    }
  });

  it("hides the header on the privacy policy only", async () => {
    await page.goto("/privacy-policy");
    await headings(page);
    expect(await page.locator("header").count()).toBe(0);
    await page.goto("/fees");
    await headings(page);
    expect(await page.locator("header").count()).toBe(1);
  });

  it("answers an unknown route with the not-found page", async () => {
    await page.goto("/no/such/screen");
    expect(await headings(page)).toContain("Page not found");
  });

  it("takes Explore on the landing to /login", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore" }).click();
    await page.waitForURL("**/login");
    expect(await headings(page)).toContain("Login");
  });
});
