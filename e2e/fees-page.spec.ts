import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";

interface TLevelFee {
  sendBalanceFeeFixed: string;
  sendBalanceFeePercent: string;
  swapFeeFixed: string;
  swapFeePercent: string;
  exchangeSellerFeeFixed: string;
  exchangeSellerFeePercent: string;
}

/** "0.1" → "0.1", "0.10" → "0.1", "2.0" → "2". */
function plain(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

describe("fees page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([1280, 375])("shows the operator's fees from the fee settings at %i px", async (width) => {
    const response = await fetch(`${baseUrl()}/api/feesetting-levels/asset-fee?asset_code=XLM`);
    expect(response.status).toBe(200);
    const { levelfee } = (await response.json()) as { levelfee: TLevelFee };
    const stellar = (await (await fetch(`${baseUrl()}/api/feesetting-levels/stellar-fee`)).json()) as {
      fee_min: string;
    };

    const { context, page } = await openPage(browser, width);
    try {
      await page.goto("/fees");
      const table = page.getByRole("table", { name: "Operator fees by asset" });
      await table.waitFor(UI_WAIT);
      const xlm = table.locator('tr[data-asset="XLM"]');
      const expected = (fixed: string, percent: string) =>
        [
          ...(Number(fixed) > 0 ? [`${plain(fixed)} XLM`] : []),
          ...(Number(percent) > 0 ? [`${plain(percent)}%`] : []),
        ].join(" + ") || "No fee";
      expect(await xlm.locator('[data-fee="send"]').textContent()).toBe(
        expected(levelfee.sendBalanceFeeFixed, levelfee.sendBalanceFeePercent),
      );
      expect(await xlm.locator('[data-fee="swap"]').textContent()).toBe(
        expected(levelfee.swapFeeFixed, levelfee.swapFeePercent),
      );
      expect(await xlm.locator('[data-fee="exchange"]').textContent()).toBe(
        expected(levelfee.exchangeSellerFeeFixed, levelfee.exchangeSellerFeePercent),
      );
      // Every listed asset of the market has a row.
      for (const code of ["LEVELG", "EURX"]) {
        expect(await table.locator(`tr[data-asset="${code}"]`).count()).toBe(1);
      }
      await page.getByText(`Low: ${stellar.fee_min} stroops`).waitFor(UI_WAIT);
      // Nothing sticks out sideways: the widest element is named when something does.
      const overflow = await page.evaluate((limit) => {
        const wide = Array.from(document.querySelectorAll("body *")).filter(
          (element) => element.getBoundingClientRect().right > limit + 0.5,
        );
        return wide.slice(0, 3).map((element) => `${element.tagName}.${element.className}`.slice(0, 80));
      }, width);
      expect(overflow).toEqual([]);
      await screenshot(page, `fees-page-${width}`);
    } finally {
      await context.close();
    }
  });
});
