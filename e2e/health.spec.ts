import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser";

describe("the running stack", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("answers /api/health with JSON 200", async () => {
    const response = await fetch(`${baseUrl()}/api/health`);
    expect(response.status).toBe(200);
    const health = (await response.json()) as { database: { reachable: boolean } };
    expect(health.database.reachable).toBe(true);
  });

  it("answers unknown API paths with a JSON 404, not the app", async () => {
    const response = await fetch(`${baseUrl()}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves the app on deep links", async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto("/terms-of-use");
    expect(response?.status()).toBe(200);
    await page.locator("#root h1").first().waitFor();
    expect(await page.locator("#root").textContent()).not.toBe("");
    await context.close();
  });
});
