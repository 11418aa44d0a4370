import type { Page } from "playwright-core";
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { externalAddress, latestRow, tokenBalance, waitForRowStatus } from "./support/anchor";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { horizonUrl } from "./support/ledger";
import { confirmReview } from "./support/review";
import { ledgerBalance, newFundedWallet, trustFromWallet } from "./support/wallet-onboarding";

/**
 * Anchored USDT end to end on the standalone stack with its local EVM chain: a deposit arrives as a real token
 * transfer on the chain and is credited on the ledger after the confirmations; a withdrawal is the user's own
 * signed payment of amount + fee, paid out on the chain. Both rows end completed with both transaction ids.
 */
describe("anchored deposit and withdrawal of USDT", () => {
  const suite = browserSuite();

  it("credits a chain deposit and pays a withdrawal out on the chain, at 1280 and 375 px", async () => {
    const { page } = await suite.open(1280);
    await journey(page).catch(async (error: unknown) => {
      await screenshot(page, "anchor-journey-failure");
      throw error;
    });
  });
});

/** The journey's steps; on a failure the test saves what the page showed. */
async function journey(page: Page): Promise<void> {
  const publicKey = await newFundedWallet(page, horizonUrl());
  await trustFromWallet(page, "USDT");

  // Deposit: the address on ERC20, then a transfer from an outside wallet on the local chain.
  await page.getByRole("tab", { name: "Deposit" }).click();
  const address = page.getByTestId("deposit-address");
  await address.waitFor(UI_WAIT);
  expect(await address.textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(await page.getByTestId("deposit-fee").textContent()).toMatch(/USDT \+ [\d.]+%$/);
  await screenshot(page, "anchor-deposit-1280");
  const token = ((await page.getByTestId("deposit-token-contract").textContent()) ?? "").trim() as Address;

  await page.getByLabel("Amount to simulate").fill("100");
  await page.getByRole("button", { name: "Simulate an external deposit" }).click();
  await page.getByText(/100 USDT sent on the local ERC20 chain/).waitFor(UI_WAIT);
  await waitForRowStatus(page, "Recent Deposit", "completed");
  const deposit = latestRow(page, "Recent Deposit");
  expect(await deposit.getByTestId("anchor-status").textContent()).toBe("Completed");
  expect(await deposit.getByTestId("anchor-external-tx").getAttribute("data-value")).toMatch(
    /^0x[0-9a-f]{64}$/,
  );
  expect(await deposit.getByTestId("anchor-stellar-tx").getAttribute("data-value")).toMatch(/^[0-9a-f]{64}$/);
  const credited = ((await deposit.getByTestId("anchor-amount").textContent()) ?? "").match(/^[\d.]+/)?.[0];
  expect(Number(credited)).toBeGreaterThan(90);
  expect(Number(await ledgerBalance(horizonUrl(), publicKey, "USDT"))).toBe(Number(credited));

  // Withdraw: the form, the confirm step, the review of the signed payment, then the payout on the chain.
  await toastsGone(page);
  await page.getByRole("tab", { name: "Withdraw" }).click();
  await page
    .getByTestId("withdraw-available")
    .filter({ hasText: `${credited} USDT` })
    .waitFor(UI_WAIT);
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByText("Please Enter Recipient's Address").waitFor(UI_WAIT);
  await page.getByText("Amount can't be Empty.").waitFor(UI_WAIT);
  const destination = externalAddress();
  await page.getByLabel("Recipient's Address").fill(destination);
  await page.getByTestId("withdraw-chain").filter({ hasText: "ERC20" }).waitFor(UI_WAIT);
  await page.getByLabel("Amount").fill("40");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const confirm = page.getByTestId("withdraw-confirm");
  await confirm.waitFor(UI_WAIT);
  expect(await confirm.getByTestId("figure-destination").textContent()).toBe(destination);
  expect(await confirm.getByTestId("figure-amount").textContent()).toBe("40.00000 USDT");
  await screenshot(page, "anchor-withdraw-confirm-1280");
  await page.getByRole("button", { name: "Confirm" }).click();
  await confirmReview(page);
  await page.getByText("Balance sent successfully.").first().waitFor(UI_WAIT);
  await waitForRowStatus(page, "Recent Withdrawals", "completed");
  const withdrawal = latestRow(page, "Recent Withdrawals");
  expect(await withdrawal.getByTestId("anchor-stellar-tx").getAttribute("data-value")).toMatch(
    /^[0-9a-f]{64}$/,
  );
  expect(await withdrawal.getByTestId("anchor-external-tx").getAttribute("data-value")).toMatch(
    /^0x[0-9a-f]{64}$/,
  );
  // The chain itself holds the payout at the destination.
  expect(await tokenBalance(token, destination)).toBe("40");
  await screenshot(page, "anchor-withdraw-1280");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("tab", { name: "Deposit" }).click();
  await waitForRowStatus(page, "Recent Deposit", "completed");
  await screenshot(page, "anchor-deposit-375");
  await page.getByRole("tab", { name: "Withdraw" }).click();
  await waitForRowStatus(page, "Recent Withdrawals", "completed");
  await screenshot(page, "anchor-withdraw-375");
}
