import { CHAT_MESSAGES, DISPUTE_MESSAGES, type TDisputeCaseDetail, TRADE_CONFIRMATIONS } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { bellShows, openChat, openProgress, sendChat } from "./support/disputes";
import { asAdmin, importAdmin } from "./support/e2e-admin";
import { leaveReview, publicProfile } from "./support/trade-talk";
import {
  act,
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

/** Three browsers on a shared machine: every step waits for its own condition. */
const JOURNEY_TIMEOUT = 480_000;

describe("a P2P dispute ruled by the admin desk", () => {
  const browser = browserSuite();

  it(
    "chat with images, paid, not received, the admin reads the chat and rules for the buyer, who gets the crypto",
    async () => {
      const [seller, buyer] = await Promise.all([newTrader("Farah"), newTrader("Bilal")]);
      const ad = await postAd(seller, "sell");
      const s = (await browser.open()).page;
      const b = (await browser.open()).page;
      const a = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b, admin: a });
      await traderPage(s, seller);
      await traderPage(b, buyer);

      // The buyer starts on the seller's ad; the seller accepts and funds the escrow.
      const tradeId = await startBuyTrade(b, s, seller, ad);

      // They talk: the buyer sends four receipt images (three previews, then See More), the seller answers.
      await openChat(b);
      await sendChat(b, "Sent by bank transfer, receipts attached.", 4);
      const buyersMessage = b.getByTestId("chat-message").filter({ hasText: "receipts attached" }).first();
      await expect.poll(async () => buyersMessage.getByTestId("chat-image").count(), UI_WAIT).toBe(3);
      await buyersMessage.getByRole("button", { name: `${CHAT_MESSAGES.seeMore} (+1)` }).waitFor(UI_WAIT);
      await openChat(s);
      const onSellerSide = s.getByTestId("chat-message").filter({ hasText: "receipts attached" }).first();
      await onSellerSide.waitFor(LEDGER_WAIT);
      await onSellerSide.getByTestId("chat-image").first().waitFor(UI_WAIT);
      await sendChat(s, "Nothing has reached my account yet.");
      await screenshots(b, "p2p-dispute-chat-buyer");

      // The buyer says paid (signing the release); the seller says not received: Disputed on both screens.
      await openProgress(b);
      await act(b, "I have paid the seller", TRADE_CONFIRMATIONS.I_HAVE_PAID, 1);
      await waitForStatus(b, "Paid");
      await openProgress(s);
      await waitForStatus(s, "Paid");
      await act(s, "I have not received payment", TRADE_CONFIRMATIONS.I_HAVE_NOT_RECEIVED);
      await waitForStatus(s, "Disputed");
      await waitForStatus(b, "Disputed");
      await bellShows(b, "Trade disputed");
      await screenshots(b, "p2p-dispute-disputed-buyer");

      // The admin's desk: the case in the queue, the whole chat with the images, the escrow's ledger.
      await importAdmin(a);
      await a.goto("/admin/disputes");
      await a.getByRole("heading", { name: "Disputes" }).waitFor(UI_WAIT);
      const row = a.getByRole("link", { name: `Trade #${tradeId}`, exact: true });
      await row.waitFor(LEDGER_WAIT);
      await a
        .getByRole("table", { name: "Dispute cases" })
        .getByText(buyer.person.name, { exact: false })
        .first()
        .waitFor(UI_WAIT);
      await screenshots(a, "p2p-dispute-desk-queue");
      await row.click();
      await a.getByRole("heading", { name: `Dispute on trade #${tradeId}` }).waitFor(UI_WAIT);
      const chat = a.getByTestId("dispute-chat-message");
      await chat.filter({ hasText: "receipts attached" }).waitFor(UI_WAIT);
      await chat.filter({ hasText: "Nothing has reached my account yet." }).waitFor(UI_WAIT);
      // Every attachment shows to the admin once the dispute is open (the chat module's file rule).
      await expect
        .poll(async () => chat.filter({ hasText: "receipts attached" }).locator("img").count(), UI_WAIT)
        .toBe(4);
      await a.getByText(buyer.person.name).first().waitFor(UI_WAIT);
      await a.getByText(seller.person.name).first().waitFor(UI_WAIT);
      const detail = await asAdmin<TDisputeCaseDetail>("GET", `/disputes/${tradeId}`);
      expect(detail.escrow?.releaseSigned).toBe(true);
      const funding = detail.ledger.find((tx) => tx.operations.some((op) => op.type === "payment"));
      expect(funding).toBeDefined();
      await a.getByRole("link", { name: `${funding?.hash.slice(0, 16)}…` }).waitFor(UI_WAIT);

      // The desk asks in the chat; the buyer reads it there, labelled Admin.
      await a.getByRole("textbox", { name: "Write to both parties" }).fill("Please add your bank statement.");
      await a.getByRole("button", { name: "Send", exact: true }).click();
      await chat.filter({ hasText: "Please add your bank statement." }).waitFor(UI_WAIT);
      await openChat(b);
      const asked = b.getByTestId("chat-message").filter({ hasText: "Please add your bank statement." });
      await asked.waitFor(LEDGER_WAIT);
      expect(await asked.getByTestId("chat-label").textContent()).toBe("Admin");
      await sendChat(b, "Statement attached.", 1);
      await chat.filter({ hasText: "Statement attached." }).waitFor(LEDGER_WAIT);

      // A note, then the ruling for the buyer, confirmed.
      await a.getByLabel("New note").fill("Receipts show the transfer on the trade's date.");
      await a.getByRole("button", { name: "Add note" }).click();
      await a.getByText("Receipts show the transfer on the trade's date.").last().waitFor(UI_WAIT);
      await screenshots(a, "p2p-dispute-desk-case");
      const buyerBefore = await xlmStroops(buyer.keypair.publicKey());
      const trade = await tradeAs(buyer, tradeId);
      await a.getByRole("radio", { name: /The buyer/ }).check();
      await a
        .getByLabel("Note", { exact: true })
        .fill("The buyer's receipts match the amount and the seller's bank.");
      await a.getByRole("button", { name: "Rule", exact: true }).click();
      const dialog = a.getByRole("dialog", { name: "Rule for the buyer?" });
      await dialog.waitFor(UI_WAIT);
      await dialog.getByRole("button", { name: "Confirm the ruling" }).click();
      await a.getByText(DISPUTE_MESSAGES.ruledForBuyer).first().waitFor(LEDGER_WAIT);
      await a.getByText(/Ruled for the buyer by an admin/).waitFor(LEDGER_WAIT);
      await screenshots(a, "p2p-dispute-desk-ruled");

      // The ledger: the escrow is merged and the buyer holds the amount.
      await waitForMerged(trade.escrowAccountId ?? "");
      const buyerAfter = await xlmStroops(buyer.keypair.publicKey());
      expect(buyerAfter - buyerBefore).toBe(stroops(trade.cryptoAmountToBuyer));

      // Both see the outcome (Completed: the review screen) and the ruling's notification.
      await b.waitForURL("**/reviewScreen", LEDGER_WAIT);
      await s.waitForURL("**/reviewScreen", LEDGER_WAIT);
      expect((await tradeAs(seller, tradeId)).displayStatus).toBe("Completed");
      await bellShows(b, "Dispute ruled: Completed");
      await bellShows(s, "Dispute ruled: Completed");
      await screenshots(b, "p2p-dispute-outcome-buyer");
      await screenshots(s, "p2p-dispute-outcome-seller");

      // Both review each other; the seller's public profile shows the trade and the buyer's feedback.
      await leaveReview(b, 5, "Support sorted it out, the seller's bank was just slow");
      await leaveReview(s, 3, "The payment arrived late, settled by support");
      await b.goto(`/p2pProfile?account=${seller.keypair.publicKey()}`);
      await b.getByTestId("p2p-profile-name").waitFor(UI_WAIT);
      await b.getByRole("tab", { name: "Feedback (1)" }).click();
      await b
        .getByTestId("feedback-item")
        .filter({ hasText: "the seller's bank was just slow" })
        .waitFor(UI_WAIT);
      await screenshots(b, "p2p-dispute-profile-seller");
      expect(await publicProfile(seller.keypair.publicKey())).toMatchObject({
        total_successfull_trade: 1,
        partners: 1,
        rating: 5,
        total_reviews: 1,
      });
      await s.goto(`/p2pProfile?account=${buyer.keypair.publicKey()}`);
      await s.getByRole("tab", { name: "Feedback (1)" }).click();
      await s.getByText("The payment arrived late, settled by support").waitFor(UI_WAIT);

      // The buyer's wallet shows the new balance (above 999 XLM the wallet shows 2 decimals).
      await b.locator('header a[href="/walletScreen"]:visible').first().click();
      await b.waitForURL("**/walletScreen", UI_WAIT);
      const cell = b.getByTestId("coin-row-XLM").getByTestId("total-balance");
      const shown = async () => stroops(((await cell.textContent()) ?? "0").replaceAll(",", "").trim());
      const off = async () => {
        const difference = (await shown()) - buyerAfter;
        return difference < 0n ? -difference : difference;
      };
      await expect.poll(off, LEDGER_WAIT).toBeLessThanOrEqual(50_000n);
      await screenshots(b, "p2p-dispute-wallet-buyer");
    },
    JOURNEY_TIMEOUT,
  );
});
