import { describe, expect, it } from "vitest";
import { screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin } from "./support/e2e-admin";

describe("the admin's Prices section", () => {
  const browser = browserSuite();

  it("shows each price's source, age and flags, and changes a reference price with its history", async () => {
    const { page } = await browser.open();
    await importAdmin(page);
    await page.goto("/admin/prices");
    const doge = page.getByTestId("price-DOGE");
    await doge.waitFor(UI_WAIT);
    expect(await doge.textContent()).toContain("Reference");
    await screenshot(page, "admin-prices-1280");

    await page.getByRole("button", { name: "Edit the reference price of DOGE" }).click();
    await page.getByLabel("USD per unit").fill("0.19");
    await page.getByLabel("Why (kept in the history)").fill("checked against the exchanges");
    await page.getByRole("button", { name: "Save reference" }).click();
    await page.getByText("DOGE reference price saved.").first().waitFor(UI_WAIT);
    await page.getByText("checked against the exchanges").first().waitFor(UI_WAIT);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="price-DOGE"] td:nth-child(2)')?.textContent === "$0.19",
      undefined,
      UI_WAIT,
    );
    await screenshot(page, "admin-prices-edit-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "admin-prices-375");
  });
});
