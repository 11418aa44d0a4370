import { describe, expect, it } from "vitest";
import { screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin } from "./support/e2e-admin";

describe("the admin's P2P countries and prices", () => {
  const browser = browserSuite();

  it("changes a country's exchange rate and its reference price follows", async () => {
    const { page } = await browser.open();
    await importAdmin(page);
    await page.goto("/admin/countries");
    const malaysia = page.getByTestId("country-MY");
    const reference = malaysia.locator("td").nth(3);
    await page.waitForFunction(
      () =>
        /\d/.test(document.querySelector('[data-testid="country-MY"] td:nth-child(4)')?.textContent ?? ""),
      undefined,
      UI_WAIT,
    );
    const before = Number(await reference.textContent());
    const rate = page.getByLabel("Units of MYR per USD");
    const original = await rate.inputValue();
    await screenshot(page, "p2p-admin-countries-1280");

    await rate.fill(String(Number(original) * 2));
    await malaysia.getByRole("button", { name: "Save" }).click();
    await page.getByText("Malaysia saved.").first().waitFor(UI_WAIT);
    // The reference price is the asset's USD price times the rate: twice the rate, about twice the price.
    await page.waitForFunction(
      (old) => {
        const shown = Number(
          document.querySelector('[data-testid="country-MY"] td:nth-child(4)')?.textContent,
        );
        return shown > old * 1.9 && shown < old * 2.1;
      },
      before,
      UI_WAIT,
    );

    await rate.fill(original);
    await malaysia.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(
      (old) => {
        const shown = Number(
          document.querySelector('[data-testid="country-MY"] td:nth-child(4)')?.textContent,
        );
        return Math.abs(shown - old) < old * 0.05;
      },
      before,
      UI_WAIT,
    );
    expect(await rate.inputValue()).toBe(original);

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "p2p-admin-countries-375");
  });
});
