import { describe, expect, it } from "vitest";
import { screenshot, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin } from "./support/e2e-admin";

describe("the admin's Escrow section", () => {
  const browser = browserSuite();

  it("shows the escrow sponsor's available XLM beside the reconciler's last run, and runs it now", async () => {
    const { page } = await browser.open();
    await importAdmin(page);
    await page.goto("/admin/escrow");
    const sponsor = page.getByTestId("escrow-sponsor");
    await sponsor.waitFor(UI_WAIT);
    const text = (await sponsor.textContent()) ?? "";
    // The demo world's fee account holds plenty: what it has and what one more escrow needs, and no refusal.
    expect(text).toMatch(/Available: [\d,.]+ XLM/);
    expect(text).toContain("one more escrow needs 13");
    expect(text).not.toContain("New escrows are refused");
    await page.getByRole("button", { name: "Run now" }).click();
    const lastRun = page.getByTestId("escrow-last-run");
    await lastRun.waitFor(UI_WAIT);
    await lastRun.getByText("Unfunded reclaimed").waitFor(UI_WAIT);
    await screenshot(page, "admin-escrow-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "admin-escrow-375");
  });
});
