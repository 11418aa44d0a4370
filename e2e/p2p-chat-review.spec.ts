import { CHAT_MESSAGES, TRADE_CONFIRMATIONS } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import {
  chatMessage,
  confirmSigningUntil,
  leaveReview,
  openChat,
  postChat,
  publicProfile,
  sendInChat,
  showsStatus,
  solidPng,
  statusAs,
} from "./support/trade-talk";
import {
  act,
  LEDGER_WAIT,
  newTrader,
  openAd,
  openFromActiveTrades,
  postAd,
  screenshots,
  screenshotsOnFailure,
  shownTradeId,
  traderPage,
  waitForStatus,
} from "./support/trades";

/** Two browsers through a whole trade on the ledger: each step waits for its own condition. */
const JOURNEY_TIMEOUT = 480_000;

describe("P2P chat and reviews between two browsers", () => {
  const browser = browserSuite();

  it(
    "the parties chat with images (3 previews, See More) live, the seller confirms from the chat, both review, the profile shows it",
    async () => {
      const [seller, buyer, stranger] = await Promise.all([
        newTrader("Noor"),
        newTrader("Tariq"),
        newTrader("Irfan"),
      ]);
      const ad = await postAd(seller, "sell");
      const s = (await browser.open()).page;
      const b = (await browser.open()).page;
      screenshotsOnFailure({ seller: s, buyer: b });
      await traderPage(s, seller);
      await traderPage(b, buyer);

      // A buy trade on the seller's ad, accepted (the escrow funded): Started.
      await openAd(b, seller, "sell");
      await b.getByLabel("Amount in XLM").fill(ad.minQty);
      await b.getByRole("button", { name: "Buy XLM" }).click();
      await b.waitForURL("**/transactionProgressScreen", UI_WAIT);
      const tradeId = await shownTradeId(b);
      await openFromActiveTrades(s, tradeId);
      await act(s, "Accept", TRADE_CONFIRMATIONS.HOLD_BALANCE);
      await confirmSigningUntil(s, showsStatus(s, "Started"));
      await waitForStatus(b, "Started");

      // Both open the Chat tab. The buyer sends four images: three previews, the fourth behind See More.
      await openChat(b);
      await openChat(s);
      await b.getByText(CHAT_MESSAGES.noMessages).waitFor(UI_WAIT);
      const images = [
        { name: "receipt-front.png", buffer: solidPng([214, 64, 64]) },
        { name: "receipt-back.png", buffer: solidPng([64, 160, 214]) },
        { name: "bank-app.png", buffer: solidPng([64, 200, 120]) },
        { name: "transfer-id.png", buffer: solidPng([230, 190, 60]) },
      ];
      await sendInChat(b, "Paying now, receipts attached", images);
      const mine = chatMessage(b, "Paying now, receipts attached");
      expect(await mine.getByTestId("chat-label").textContent()).toBe("me");
      await mine.getByTestId("chat-image").nth(2).waitFor(UI_WAIT);
      expect(await mine.getByTestId("chat-image").count()).toBe(3);
      await mine.getByRole("button", { name: `${CHAT_MESSAGES.seeMore} (+1)` }).waitFor(UI_WAIT);

      // The seller's page, never reloaded, gets it live, labelled 'Buyer'; See More shows the fourth image.
      const theirs = chatMessage(s, "Paying now, receipts attached");
      await theirs.waitFor(UI_WAIT);
      expect(await theirs.getByTestId("chat-label").textContent()).toBe("Buyer");
      await theirs.getByTestId("chat-image").nth(2).waitFor(UI_WAIT);
      await screenshots(s, "p2p-chat-seller-previews");
      await theirs.getByRole("button", { name: `${CHAT_MESSAGES.seeMore} (+1)` }).click();
      await theirs.getByTestId("chat-image").nth(3).waitFor(UI_WAIT);
      // The image really loads (read with the seller's token) and is drawn.
      const drawn = await theirs
        .getByTestId("chat-image")
        .first()
        .evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth);
      expect(drawn).toBe(16);

      await sendInChat(s, "Got the receipts, checking my bank");
      const reply = chatMessage(b, "Got the receipts, checking my bank");
      await reply.waitFor(UI_WAIT);
      expect(await reply.getByTestId("chat-label").textContent()).toBe("Seller");

      // A third account reads neither the chat nor its files.
      const fileUrl = await theirs
        .getByTestId("chat-image")
        .first()
        .evaluate((node) => (node as HTMLImageElement).src);
      expect(fileUrl).toMatch(/^blob:/);
      expect(await statusAs(stranger.token, `/p2p-chat/chat?tradeId=${tradeId}`)).toBe(404);
      expect(await statusAs(seller.token, `/p2p-chat/chat?tradeId=${tradeId}`)).toBe(200);

      // Older messages load 5 at a time.
      for (let n = 1; n <= 5; n += 1) await postChat(buyer, tradeId, `Note ${n} about the transfer`);
      await chatMessage(s, "Note 5 about the transfer").waitFor(UI_WAIT);
      await s.reload();
      await openChat(s);
      await chatMessage(s, "Note 5 about the transfer").waitFor(UI_WAIT);
      expect(await s.getByTestId("chat-message").count()).toBe(5);
      await s.getByRole("button", { name: "Older messages" }).click();
      await chatMessage(s, "Paying now, receipts attached").waitFor(UI_WAIT);
      expect(await s.getByTestId("chat-message").count()).toBe(7);
      await screenshots(b, "p2p-chat-buyer");

      // The buyer marks paid on the Progress tab; the seller confirms from the chat's shortcut.
      await b.getByRole("tab", { name: "Progress" }).click();
      await act(b, "I have paid the seller", TRADE_CONFIRMATIONS.I_HAVE_PAID);
      await confirmSigningUntil(b, showsStatus(b, "Paid"));
      await waitForStatus(s, "Paid");
      await s.getByRole("button", { name: CHAT_MESSAGES.receivedShortcut }).waitFor(UI_WAIT);
      await screenshots(s, "p2p-chat-seller-shortcut");
      await act(s, CHAT_MESSAGES.receivedShortcut, TRADE_CONFIRMATIONS.I_HAVE_RECEIVED);

      // Completed: both land on the review screen and review each other.
      await s.waitForURL("**/reviewScreen", LEDGER_WAIT);
      await b.waitForURL("**/reviewScreen", LEDGER_WAIT);
      await b.getByRole("heading", { name: "Review your seller" }).waitFor(UI_WAIT);
      await screenshots(b, "p2p-review-buyer-form");
      await leaveReview(b, 5, "Released within minutes, very clear in the chat");
      await leaveReview(s, 4, "Paid as promised and sent receipts");
      await screenshots(b, "p2p-review-buyer-summary");

      // The seller's public profile shows the trade, the partner, the rating and the buyer's feedback.
      await b.goto(`/p2pProfile?account=${seller.keypair.publicKey()}`);
      await b.getByTestId("p2p-profile-name").waitFor(UI_WAIT);
      await b.getByRole("tab", { name: "Feedback (1)" }).click();
      const feedback = b.getByTestId("feedback-item").filter({ hasText: "Released within minutes" });
      await feedback.waitFor(UI_WAIT);
      expect(await feedback.getByText(buyer.person.firstName, { exact: true }).count()).toBe(1);
      await screenshots(b, "p2p-profile-feedback");
      expect(await publicProfile(seller.keypair.publicKey())).toMatchObject({
        total_successfull_trade: 1,
        partners: 1,
        total_fail_trade: 0,
        rating: 5,
        total_reviews: 1,
      });
      await s.goto(`/p2pProfile?account=${buyer.keypair.publicKey()}`);
      await s.getByRole("tab", { name: "Feedback (1)" }).click();
      await s.getByText("Paid as promised and sent receipts").waitFor(UI_WAIT);
    },
    JOURNEY_TIMEOUT,
  );
});
