import { TRADE_CONFIRMATIONS, TRADE_MESSAGES, tradeNotificationText } from "@sextant/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import {
  act,
  ageTrade,
  confirmReviews,
  expectEscrowHolding,
  expectInBell,
  expectOnEscrowsPage,
  LEDGER_WAIT,
  ledgerAccount,
  newTrader,
  openAd,
  openFromActiveTrades,
  operatorFeeAccount,
  paymentsOf,
  postAd,
  returnHeldFundsNow,
  screenshots,
  screenshotsOnFailure,
  shownTradeId,
  startBuyTrade,
  stroops,
  type TTrader,
  tradeAs,
  traderPage,
  waitForMerged,
  waitForStatus,
  xlmStroops,
} from "./support/trades";

/** A long journey with two browsers on a shared machine: each step still waits for its own condition. */
const JOURNEY_TIMEOUT = 420_000;

/**
 * Waits until the wallet screen shows `expected` stroops of XLM to the 2 decimals it displays (commas dropped);
 * answers what it shows.
 */
async function walletShowsXlm(page: Page, expected: bigint): Promise<bigint> {
  await page.locator('header a[href="/walletScreen"]:visible').first().click();
  await page.waitForURL("**/walletScreen", UI_WAIT);
  const cell = page.getByTestId("coin-row-XLM").getByTestId("total-balance");
  const deadline = Date.now() + UI_WAIT.timeout;
  for (;;) {
    await cell.waitFor(UI_WAIT);
    const shown = stroops(((await cell.textContent()) ?? "").replaceAll(",", "").trim());
    const off = shown > expected ? shown - expected : expected - shown;
    if (off < 100_000n || Date.now() > deadline) return shown;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * From Started to Completed, both pages open on the trade: the buyer says they paid (signing the release), the
 * seller sees it live and confirms, both land on the review screen; on the ledger the buyer got the amount, the
 * operator's fee account the seller's fee, and the escrow is merged back into the seller.
 */
async function payAndRelease(
  names: string,
  pages: { buyer: Page; seller: Page },
  parties: { buyer: TTrader; seller: TTrader },
  tradeId: string,
): Promise<void> {
  const { buyer, seller } = pages;
  const trade = await tradeAs(parties.buyer, tradeId);
  const escrowAccountId = trade.escrowAccountId ?? "";
  const buyerBefore = await xlmStroops(parties.buyer.keypair.publicKey());

  await act(buyer, "I have paid the seller", TRADE_CONFIRMATIONS.I_HAVE_PAID, 1);
  await waitForStatus(buyer, "Paid");
  await buyer.getByText("Waiting for the seller to confirm your payment.").waitFor(UI_WAIT);
  // The seller's page, never reloaded, follows: the new status, the toast, the two answers.
  await waitForStatus(seller, "Paid");
  await seller.getByRole("button", { name: "I have not received payment" }).waitFor(UI_WAIT);
  await expectInBell(seller, tradeNotificationText("FundsSent", "Local Bank"));
  expect(await buyer.getByRole("button", { name: "I have paid the seller" }).count()).toBe(0);
  await screenshots(buyer, `${names}-paid-buyer`);
  await screenshots(seller, `${names}-paid-seller`);

  await act(seller, "I have received payment", TRADE_CONFIRMATIONS.I_HAVE_RECEIVED);
  await seller.waitForURL("**/reviewScreen", LEDGER_WAIT);
  await seller.getByRole("heading", { name: "Review your buyer" }).waitFor(UI_WAIT);
  await buyer.waitForURL("**/reviewScreen", LEDGER_WAIT);
  await buyer.getByRole("heading", { name: "Review your seller" }).waitFor(UI_WAIT);
  await buyer.getByText(`Trade ${tradeId}`).waitFor(UI_WAIT);
  await expectInBell(buyer, tradeNotificationText("Completed", "Local Bank"));

  // The ledger: the escrow is merged (404), the buyer holds the amount, the fee reached the operator.
  await waitForMerged(escrowAccountId);
  const buyerAfter = await xlmStroops(parties.buyer.keypair.publicKey());
  expect(buyerAfter - buyerBefore).toBe(stroops(trade.cryptoAmountToBuyer));
  const feeAccount = await operatorFeeAccount();
  const moves = await paymentsOf(escrowAccountId);
  const out = moves.filter((move) => move.type === "payment" && move.from === escrowAccountId);
  expect(out.find((move) => move.to === parties.buyer.keypair.publicKey())?.amount).toBe(
    trade.cryptoAmountToBuyer,
  );
  expect(stroops(trade.sellerFee)).toBeGreaterThan(0n);
  const fee = out.find((move) => move.to === feeAccount);
  expect(stroops(fee?.amount ?? "0")).toBe(stroops(trade.sellerFee));
  expect(moves.find((move) => move.type === "account_merge")?.into).toBe(parties.seller.keypair.publicKey());
  expect((await tradeAs(parties.seller, tradeId)).status).toBe("Completed");

  // The buyer's wallet shows the new balance (to the cent it displays).
  const shown = await walletShowsXlm(buyer, buyerAfter);
  const off = shown > buyerAfter ? shown - buyerAfter : buyerAfter - shown;
  expect(off).toBeLessThan(100_000n);
  expect(shown).toBeGreaterThan(buyerBefore);
}

describe("P2P trades between two browsers on the real ledger", () => {
  const browser = browserSuite();

  it(
    "a buy trade: the buyer starts on a sell ad, the seller accepts and funds the escrow, paid, released",
    async () => {
      const [seller, buyer] = await Promise.all([newTrader("Sana"), newTrader("Omar")]);
      const ad = await postAd(seller, "sell");
      const s = (await browser.open()).page;
      const b = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b });
      await traderPage(s, seller);
      await traderPage(b, buyer);

      // The buyer starts on the seller's ad.
      await openAd(b, seller, "sell");
      await b.getByText(`${ad.timeFrame} Minutes`).waitFor(UI_WAIT);
      await b.getByLabel("Amount in XLM").fill(ad.minQty);
      expect(await b.getByLabel("Amount in USD").inputValue()).toMatch(/^\d+\.\d\d$/);
      await screenshots(b, "p2p-trade-buy-confirmation");
      await b.getByRole("button", { name: "Buy XLM" }).click();
      await b.waitForURL("**/transactionProgressScreen", UI_WAIT);
      const tradeId = await shownTradeId(b);
      await waitForStatus(b, "Pending", UI_WAIT);
      await b.getByText(TRADE_MESSAGES.waitingForSeller).waitFor(UI_WAIT);
      expect(await b.getByTestId("trade-timer").textContent()).toMatch(/00:1[45]:\d\d/);
      await screenshots(b, "p2p-trade-buy-pending-buyer");

      // The seller's market page gets the trade live, opens it and accepts: refund signed, then the funding.
      await openFromActiveTrades(s, tradeId);
      await waitForStatus(s, "Pending", UI_WAIT);
      await s.getByRole("button", { name: "Reject" }).waitFor(UI_WAIT);
      await screenshots(s, "p2p-trade-buy-pending-seller");
      await act(s, "Accept", TRADE_CONFIRMATIONS.HOLD_BALANCE, 2);
      await waitForStatus(s, "Started");
      await s.getByText("The amount is held in escrow. Wait for the buyer to pay.").waitFor(UI_WAIT);
      expect(await s.getByRole("button", { name: "Accept" }).count()).toBe(0);

      // The buyer's page follows live and now shows where to pay.
      await waitForStatus(b, "Started");
      await b.getByText("Lone Star Bank").waitFor(UI_WAIT);
      await b.getByText("Time left to pay").waitFor(UI_WAIT);
      await expectInBell(b, tradeNotificationText("Started", "Local Bank"));

      // The escrow on the ledger and on the public page.
      const trade = await tradeAs(buyer, tradeId);
      expect(trade.escrowAccountId).toMatch(/^G[A-Z2-7]{55}$/);
      const escrowAccountId = trade.escrowAccountId ?? "";
      await expectEscrowHolding(
        escrowAccountId,
        { seller: seller.keypair.publicKey(), buyer: buyer.keypair.publicKey() },
        trade.cryptoAmountFromSeller,
      );
      const visitor = (await browser.open()).page;
      await expectOnEscrowsPage(visitor, escrowAccountId, tradeId);
      await screenshots(b, "p2p-trade-buy-started-buyer");
      await screenshots(s, "p2p-trade-buy-started-seller");

      await payAndRelease("p2p-trade-buy", { buyer: b, seller: s }, { buyer, seller }, tradeId);
      await expectOnEscrowsPage(visitor, escrowAccountId, tradeId, false);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "a sell trade: the seller starts on a buy ad and funds the escrow at once, the buyer pays, released",
    async () => {
      const [buyer, seller] = await Promise.all([newTrader("Lina"), newTrader("Yusuf")]);
      const ad = await postAd(buyer, "buy");
      const b = (await browser.open()).page;
      const s = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b });
      await traderPage(b, buyer);
      await traderPage(s, seller);

      // The seller answers the buyer's ad, says where to be paid, and holds the amount right away.
      await openAd(s, buyer, "buy");
      await s.getByLabel("Amount in XLM").fill(ad.minQty);
      await s.getByRole("button", { name: "Sell XLM" }).click();
      await s.getByText("This Field is Required").first().waitFor(UI_WAIT);
      await s.getByLabel("Bank name").fill("Gulf Coast Credit Union");
      await s.getByLabel("Bank account number").fill("0044556677");
      expect(await s.getByLabel("Account holder name").inputValue()).toBe(seller.person.name);
      await s.getByLabel(TRADE_MESSAGES.confirmPaymentInfo).check();
      await screenshots(s, "p2p-trade-sell-confirmation");
      await s.getByRole("button", { name: "Sell XLM" }).click();
      await confirmReviews(s, 2);
      await s.waitForURL("**/transactionProgressScreen", LEDGER_WAIT);
      const tradeId = await shownTradeId(s);
      await waitForStatus(s, "Started");
      await s.getByText("The amount is held in escrow. Wait for the buyer to pay.").waitFor(UI_WAIT);
      await screenshots(s, "p2p-trade-sell-started-seller");

      // The buyer (the ad's owner) gets it live on the market page and sees the seller's bank.
      await openFromActiveTrades(b, tradeId);
      await waitForStatus(b, "Started", UI_WAIT);
      await b.getByText("Gulf Coast Credit Union").waitFor(UI_WAIT);
      await b.getByText("0044556677").waitFor(UI_WAIT);
      await screenshots(b, "p2p-trade-sell-started-buyer");

      const trade = await tradeAs(seller, tradeId);
      const escrowAccountId = trade.escrowAccountId ?? "";
      await expectEscrowHolding(
        escrowAccountId,
        { seller: seller.keypair.publicKey(), buyer: buyer.keypair.publicKey() },
        trade.cryptoAmountFromSeller,
      );
      const visitor = (await browser.open()).page;
      await expectOnEscrowsPage(visitor, escrowAccountId, tradeId);

      await payAndRelease("p2p-trade-sell", { buyer: b, seller: s }, { buyer, seller }, tradeId);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "a buyer's cancellation after the start holds the funds in the escrow, returned to the seller after 24 h by the job",
    async () => {
      const [seller, buyer] = await Promise.all([newTrader("Hana"), newTrader("Idris")]);
      const ad = await postAd(seller, "sell");
      const s = (await browser.open()).page;
      const b = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b });
      await traderPage(s, seller);
      await traderPage(b, buyer);

      const tradeId = await startBuyTrade(b, s, seller, ad);
      const sellerBefore = await xlmStroops(seller.keypair.publicKey());

      await act(b, "Cancel", TRADE_CONFIRMATIONS.CANCEL);
      await b.waitForURL("**/p2p", LEDGER_WAIT);
      await s.waitForURL("**/p2p", LEDGER_WAIT);
      const trade = await tradeAs(seller, tradeId);
      expect(trade.status).toBe("Cancelled_With_Holded_Funds");
      await expectInBell(s, tradeNotificationText("Cancelled_With_Holded_Funds", "Local Bank"));

      // The funds stay held: the escrow still holds amount + fee and the seller's balance has not moved.
      const escrowAccountId = trade.escrowAccountId ?? "";
      await expectEscrowHolding(
        escrowAccountId,
        { seller: seller.keypair.publicKey(), buyer: buyer.keypair.publicKey() },
        trade.cryptoAmountFromSeller,
      );
      expect(await xlmStroops(seller.keypair.publicKey())).toBe(sellerBefore);
      expect(await ledgerAccount(escrowAccountId)).not.toBeNull();

      // Both find it in their history as cancelled with held funds.
      for (const page of [b, s]) {
        await page.getByRole("tab", { name: "Trade History" }).click();
        const row = page.getByRole("button", { name: `Trade ${tradeId}`, exact: true });
        await row.getByText("Cancelled (funds held)").waitFor(UI_WAIT);
      }
      await screenshots(s, "p2p-trade-held-history-seller");

      // Not before the 24 h: the return job leaves them held.
      expect(await returnHeldFundsNow(tradeId)).toBe("not_due");
      expect(await ledgerAccount(escrowAccountId)).not.toBeNull();
      // A day later the job returns them: the pre-signed refund pays the seller amount + fee and merges the escrow
      // into the seller (its sponsored reserves go back to the operator).
      await ageTrade(tradeId, 24 * 3600 + 60);
      expect(await returnHeldFundsNow(tradeId)).toBe("returned");
      await waitForMerged(escrowAccountId);
      expect(await xlmStroops(seller.keypair.publicKey())).toBe(
        sellerBefore + stroops(trade.cryptoAmountFromSeller),
      );
      // Run again (a job retried), it answers the refund already applied and moves nothing more.
      expect(await returnHeldFundsNow(tradeId)).toBe("returned");
      expect(await xlmStroops(seller.keypair.publicKey())).toBe(
        sellerBefore + stroops(trade.cryptoAmountFromSeller),
      );
    },
    JOURNEY_TIMEOUT,
  );
});
