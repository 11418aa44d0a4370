import { TRADE_CONFIRMATIONS, TRADE_MESSAGES } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { asAdmin } from "./support/e2e-admin";
import {
  act,
  ageTrade,
  confirmReviews,
  LEDGER_WAIT,
  newTrader,
  postAd,
  screenshots,
  screenshotsOnFailure,
  startBuyTrade,
  stroops,
  tradeAs,
  traderPage,
  waitForMerged,
  waitForStatus,
  xlmStroops,
} from "./support/trades";

/**
 * The trade clock is the API's own (the ledger's development clock does not move it): the journey ages the trade
 * past the ad's time frame through a test hook, and the open pages, which read the trade again at its next
 * deadline, offer the action within the 3 minutes before the platform's timeout.
 */
const EXPIRY_JOURNEY_TIMEOUT = 8 * 60_000;

describe("an expired P2P trade", () => {
  const browser = browserSuite();

  it(
    "offers 'Start dispute' after the ad's time frame; the buyer's dispute is ruled for the buyer, who signs to receive",
    async () => {
      const [seller, buyer] = await Promise.all([newTrader("Rania"), newTrader("Tariq")]);
      const ad = await postAd(seller, "sell");
      expect(ad.timeFrame).toBe(15);
      const s = (await browser.open()).page;
      const b = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b });
      await traderPage(s, seller);
      await traderPage(b, buyer);

      const tradeId = await startBuyTrade(b, s, seller, ad);

      // Inside the time frame nobody may dispute yet.
      await b.getByRole("button", { name: "I have paid the seller" }).waitFor(UI_WAIT);
      expect(await b.getByRole("button", { name: "Start dispute" }).count()).toBe(0);
      expect(await s.getByRole("button", { name: "Start dispute" }).count()).toBe(0);

      // Past the frame (and before the timeout) both pages, left open, offer it.
      const { deadlines } = await tradeAs(buyer, tradeId);
      const expiresAt = Date.parse(deadlines.expiresAt ?? "");
      expect(Date.parse(deadlines.timeoutAt ?? "") - expiresAt).toBe(3 * 60_000);
      // 15 minutes and 20 seconds go by for the trade: the frame is over, the timeout 2 min 40 s away.
      await ageTrade(tradeId, 15 * 60 + 20);
      const aged = await tradeAs(buyer, tradeId);
      expect(Date.parse(aged.deadlines.expiresAt ?? "")).toBeLessThan(Date.now());
      await b.getByRole("button", { name: "Start dispute" }).waitFor(LEDGER_WAIT);
      await s.getByRole("button", { name: "Start dispute" }).waitFor(UI_WAIT);
      await b.getByText("Time left before the trade times out").waitFor(UI_WAIT);
      await screenshots(b, "p2p-trade-expired-buyer");
      await screenshots(s, "p2p-trade-expired-seller");

      await act(b, "Start dispute", TRADE_CONFIRMATIONS.DISPUTE_EXPIRED_BUYER);
      for (const page of [b, s]) {
        await waitForStatus(page, "Disputed");
        await page.getByText(TRADE_MESSAGES.tradeDisputed).first().waitFor(UI_WAIT);
        expect(await page.getByRole("button", { name: "Start dispute" }).count()).toBe(0);
        expect(await page.getByRole("button", { name: "I have paid the seller" }).count()).toBe(0);
      }
      expect((await tradeAs(seller, tradeId)).status).toBe("Disputed");
      await screenshots(b, "p2p-trade-disputed-buyer");

      // Support rules for the buyer, who never said 'I have paid' and so never signed the release: the trade reads
      // Completed, but the buyer's screen stays and asks for the signature; the crypto moves once it is given.
      const trade = await tradeAs(buyer, tradeId);
      const buyerBefore = await xlmStroops(buyer.keypair.publicKey());
      await asAdmin("POST", `/disputes/${tradeId}/rule`, {
        winner: "buyer",
        note: "The buyer's transfer reached the seller's bank after the time frame.",
      });
      const sign = b.getByRole("button", { name: "Sign to receive" });
      await sign.waitFor(LEDGER_WAIT);
      expect(new URL(b.url()).pathname).toBe("/transactionProgressScreen");
      await screenshots(b, "p2p-trade-sign-to-receive");
      await sign.click();
      await confirmReviews(b, 1);
      await waitForMerged(trade.escrowAccountId ?? "");
      expect((await xlmStroops(buyer.keypair.publicKey())) - buyerBefore).toBe(
        stroops(trade.cryptoAmountToBuyer),
      );
      await b.waitForURL("**/reviewScreen", LEDGER_WAIT);
    },
    EXPIRY_JOURNEY_TIMEOUT,
  );
});
