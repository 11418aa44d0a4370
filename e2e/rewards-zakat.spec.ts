import { afterAll, describe, expect, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { asAdmin, importAdmin } from "./support/e2e-admin";
import { horizonUrl } from "./support/ledger";
import { confirmReview } from "./support/review";
import { openProfileSection, paymentsFrom, ramadanOfThisYear, setLedgerClock } from "./support/rewards";
import { newFundedWallet } from "./support/wallet-onboarding";

const PASSWORD = "correct horse 1";

describe("zakat journey", () => {
  const browser = browserSuite();
  afterAll(async () => {
    await setLedgerClock("reset").catch(() => undefined);
  });

  it("opts in; the ledger's clock reaches Ramadan; the next login pays the record to the distribution account", async () => {
    // The operator's configuration: 2.5 %, a Nisab of 1 USD so a test wallet's XLM counts.
    const config = await asAdmin<{ zakatAddress: string }>("GET", "/rewards/zakat");
    const distAccount = config.zakatAddress;
    await asAdmin("PUT", "/rewards/zakat", {
      percentage: "2.5",
      zakatAddress: distAccount,
      isZakatEnabled: true,
      nisabUsd: "1",
      nisabBasis: "85 g of gold",
    });

    const { context, page } = await browser.open();
    const publicKey = await newFundedWallet(page, horizonUrl());

    // Opt in through the terms dialog.
    await openProfileSection(page, "zakat", "Zakat");
    await page
      .getByText(/^Next due on 1 Ramadan \d+ AH, \d{4}-\d{2}-\d{2} \(Umm al-Qura calendar\)/)
      .waitFor(UI_WAIT);
    await page.getByRole("switch", { name: "Pay zakat every Ramadan" }).click();
    const terms = page.getByRole("dialog", { name: "Zakat terms" });
    await terms.getByText("the 40th portion", { exact: false }).waitFor(UI_WAIT);
    await terms.getByRole("button", { name: "Agree" }).isDisabled();
    await terms.getByLabel("I have read the terms and agree to pay zakat").check();
    await terms.getByRole("button", { name: "Agree" }).click();
    await page.getByText("You agreed to pay zakat every Ramadan.").first().waitFor(UI_WAIT);
    await expect
      .poll(() => page.getByRole("switch", { name: "Pay zakat every Ramadan" }).isChecked())
      .toBe(true);
    await toastsGone(page);
    await screenshot(page, "rewards-zakat-opted-in-1280");

    // Ramadan by the ledger's clock; the zakat check (the job's work, run at once) writes the record.
    await setLedgerClock(ramadanOfThisYear());
    const check = await asAdmin<{ dueHijriYear: number | null }>("POST", "/rewards/zakat/run");
    expect(check.dueHijriYear).not.toBeNull();
    await setLedgerClock("reset");

    await page.reload();
    const row = page.getByRole("row").filter({ hasText: "XLM" }).filter({ hasText: "Unpaid" });
    await row.waitFor(UI_WAIT);
    const amount = ((await row.getByRole("cell").nth(2).textContent()) ?? "").trim();
    expect(amount).toMatch(/^\d+\.\d{7}$/);
    await screenshot(page, "rewards-zakat-unpaid-1280");

    // The next login pays it: review, sign (password policy 'Once for Log In'), submit, report.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/walletScreen");
    await confirmReview(page);
    await page.getByText("XLM: Zakat has been paid successfully").first().waitFor(UI_WAIT);

    // The distribution account received exactly the record's amount from this wallet.
    const payments = await paymentsFrom(horizonUrl(), distAccount, publicKey);
    expect(payments.map((payment) => payment.amount)).toEqual([amount]);

    // The record shows paid, and the asset left the pay list.
    await openProfileSection(page, "zakat", "Zakat");
    await page.getByRole("row").filter({ hasText: "XLM" }).filter({ hasText: "Paid" }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Pay Zakat" }).click();
    const pay = page.getByRole("dialog", { name: /^Pay zakat for \d{4}$/ });
    await pay.getByText("No unpaid zakat for this year.").waitFor(UI_WAIT);
    expect(await pay.getByRole("button", { name: "Pay XLM zakat" }).count()).toBe(0);
    await toastsGone(page);
    await screenshot(page, "rewards-zakat-paid-1280");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 812 });
    await openProfileSection(page, "zakat", "Zakat");
    await page.getByRole("row").filter({ hasText: "Paid" }).waitFor(UI_WAIT);
    await screenshot(page, "rewards-zakat-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("pays a record by hand through the pay-zakat dialog, which then drops the asset", async () => {
    const { context, page } = await browser.open();
    const publicKey = await newFundedWallet(page, horizonUrl());
    await openProfileSection(page, "zakat", "Zakat");
    await page.getByRole("switch", { name: "Pay zakat every Ramadan" }).click();
    const terms = page.getByRole("dialog", { name: "Zakat terms" });
    await terms.getByLabel("I have read the terms and agree to pay zakat").check();
    await terms.getByRole("button", { name: "Agree" }).click();
    await page.getByText("You agreed to pay zakat every Ramadan.").first().waitFor(UI_WAIT);

    await setLedgerClock(ramadanOfThisYear());
    await asAdmin("POST", "/rewards/zakat/run");
    await setLedgerClock("reset");

    await page.reload();
    await page.getByRole("row").filter({ hasText: "XLM" }).filter({ hasText: "Unpaid" }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Pay Zakat" }).click();
    const pay = page.getByRole("dialog", { name: /^Pay zakat for \d{4}$/ });
    await pay.getByRole("button", { name: "Pay XLM zakat" }).click();
    await confirmReview(page);
    await page.getByText("XLM: Zakat has been paid successfully").first().waitFor(UI_WAIT);
    await pay.getByText("No unpaid zakat for this year.").waitFor(UI_WAIT);
    await page.keyboard.press("Escape");
    await page.getByRole("row").filter({ hasText: "XLM" }).filter({ hasText: "Paid" }).waitFor(UI_WAIT);
    const config = await asAdmin<{ zakatAddress: string }>("GET", "/rewards/zakat");
    expect(await paymentsFrom(horizonUrl(), config.zakatAddress, publicKey)).toHaveLength(1);
    await context.close();
  });

  it("shows the administrator the zakat settings with the Nisab, and the year's records with their payments", async () => {
    const { context, page } = await browser.open();
    await importAdmin(page);
    await page.goto("/admin/zakat");
    await page.getByRole("heading", { name: "Zakat" }).waitFor(UI_WAIT);
    await expect.poll(() => page.getByLabel("Nisab basis").inputValue(), UI_WAIT).toBe("85 g of gold");
    await page.getByText(/2 paid, 0 unpaid\./).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Run zakat check now" }).click();
    await page
      .getByText(/Not Ramadan by the ledger's clock/)
      .first()
      .waitFor(UI_WAIT);
    await toastsGone(page);
    await screenshot(page, "rewards-admin-zakat-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/admin/referrals");
    await page.getByRole("heading", { name: "Referrals" }).waitFor(UI_WAIT);
    await page.getByLabel("Level 1 (%)").waitFor(UI_WAIT);
    await screenshot(page, "rewards-admin-referrals-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
