import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { faucetAsset, horizon, horizonUrl, operatorAsset, submitOperations } from "./support/ledger";
import { confirmReview } from "./support/review";
import { friendbot, ledgerBalance, newFundedWallet, trustFromWallet } from "./support/wallet-onboarding";

const _STANDALONE = "Standalone Network ; February 2017";

/**
 * Liquidity made outside the app: a second account sells 200 LEVELG for XLM at 0.2 and at 0.25, so a market buy
 * of LEVELG has asks to fill against whatever the demo market makers quote.
 */
async function provideAsks(levelg: Asset): Promise<void> {
  // The demo world is seeded in the background after the stack starts: wait for the issuer to exist.
  await expect
    .poll(async () => (await fetch(`${horizonUrl()}/accounts/${levelg.getIssuer()}`)).status, {
      timeout: 60_000,
      interval: 1000,
    })
    .toBe(200);
  const maker = Keypair.random();
  await friendbot(horizonUrl(), maker.publicKey());
  await submitOperations(maker, Operation.changeTrust({ asset: levelg }));
  await faucetAsset(maker.publicKey(), "LEVELG");
  await submitOperations(
    maker,
    Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "100", price: "0.2" }),
    Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "100", price: "0.25" }),
  );
}

interface THorizonOffer {
  id: string;
  amount: string;
  price: string;
}

async function openOffers(publicKey: string): Promise<THorizonOffer[]> {
  const response = await fetch(`${horizonUrl()}/accounts/${publicKey}/offers?limit=200`);
  const body = (await response.json()) as { _embedded: { records: THorizonOffer[] } };
  return body._embedded.records;
}

/** The bid prices (XLM per LEVELG) of the LEVELG/XLM book on the ledger. */
async function bookBidPrices(levelg: Asset): Promise<string[]> {
  const query = new URLSearchParams({
    selling_asset_type: "credit_alphanum12",
    selling_asset_code: levelg.getCode(),
    selling_asset_issuer: levelg.getIssuer() ?? "",
    buying_asset_type: "native",
    limit: "200",
  });
  const response = await fetch(`${horizonUrl()}/order_book?${query}`);
  const book = (await response.json()) as { bids: Array<{ price: string }> };
  return book.bids.map((bid) => bid.price);
}

/**
 * A bid price (XLM per LEVELG, 7 decimals) strictly inside the LEVELG/XLM spread, with four decimals: the best
 * bid once placed, so the book on screen shows it, yet crossing nothing.
 */
async function bidInsideSpread(levelg: Asset): Promise<string> {
  const book = await horizon().orderbook(levelg, Asset.native()).call();
  const stroops = (price: string) => BigInt(price.replace(".", ""));
  const bid = stroops(book.bids[0]?.price ?? "0.0000000");
  const ask = stroops(book.asks[0]?.price ?? "0.0000000");
  const price = (((bid + ask) / 2n + 500n) / 1000n) * 1000n;
  if (price <= bid || price >= ask) throw new Error(`no room inside the spread ${bid}–${ask}`);
  return decimal(price);
}

/** Stroops as a 7-decimal amount. */
function decimal(stroops: bigint): string {
  return `${stroops / 10_000_000n}.${(stroops % 10_000_000n).toString().padStart(7, "0")}`;
}

interface THorizonOperation {
  type: string;
  to?: string;
  amount?: string;
  asset_type?: string;
}

/** The newest transaction of an account with its memo and operations. */
async function lastTransaction(
  publicKey: string,
): Promise<{ memo: string; operations: THorizonOperation[] }> {
  const response = await fetch(`${horizonUrl()}/accounts/${publicKey}/transactions?order=desc&limit=1`);
  const body = (await response.json()) as { _embedded: { records: Array<{ hash: string; memo?: string }> } };
  const [record] = body._embedded.records;
  if (!record) throw new Error("no transaction");
  const operations = await fetch(`${horizonUrl()}/transactions/${record.hash}/operations`);
  const list = (await operations.json()) as { _embedded: { records: THorizonOperation[] } };
  return { memo: record.memo ?? "", operations: list._embedded.records };
}

async function gotoExchange(page: Page): Promise<void> {
  await page.locator('header a[href="/exchange"]:visible').first().click();
  // The exchange writes the pair it shows into the URL (?counter=…&base=…).
  await page.waitForURL(/\/exchange\?counter=[^&]+&base=/);
  await page.getByTestId("order-form-buy").waitFor(UI_WAIT);
}

function form(page: Page, side: "buy" | "sell"): Locator {
  return page.getByTestId(`order-form-${side}`);
}

async function fill(
  page: Page,
  side: "buy" | "sell",
  field: "Price" | "Amount",
  value: string,
): Promise<void> {
  await form(page, side).getByLabel(field, { exact: true }).fill(value);
}

async function submitSide(page: Page, side: "buy" | "sell"): Promise<void> {
  await form(page, side)
    .getByRole("button", { name: side === "buy" ? "Buy LEVELG" : "Sell LEVELG" })
    .click();
}

async function expectMessage(page: Page, side: "buy" | "sell", text: string): Promise<void> {
  await form(page, side).getByText(text, { exact: true }).first().waitFor(UI_WAIT);
}

describe("exchange journey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("register → fund → every order form message → limit buy → cancel → market buy that fills", async () => {
    const levelg = await operatorAsset("LEVELG");
    await provideAsks(levelg);

    const { context, page } = await openPage(browser);
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error")
        console.log(`[browser] ${message.text()}`);
    });
    const publicKey = await newFundedWallet(page, horizonUrl());

    // Without the LEVELG trustline the form asks for it.
    await gotoExchange(page);
    await page.getByTestId("selected-pair").filter({ hasText: "LEVELG/XLM" }).waitFor(UI_WAIT);
    await fill(page, "buy", "Price", "0.1");
    await fill(page, "buy", "Amount", "1");
    await submitSide(page, "buy");
    await expectMessage(page, "buy", "You need to trust LEVELG in order to proceed.");

    await page.locator('header a[href="/walletScreen"]:visible').first().click();
    await page.waitForURL("**/walletScreen");
    await trustFromWallet(page, "LEVELG");
    await faucetAsset(publicKey, "LEVELG");
    await page.keyboard.press("Escape");

    await gotoExchange(page);
    await form(page, "sell")
      .getByTestId("order-available-sell")
      .filter({ hasNotText: /^Available: 0\.0000000/ })
      .waitFor(UI_WAIT);

    // Required fields.
    await submitSide(page, "buy");
    await expectMessage(page, "buy", "Price field is required.");
    await expectMessage(page, "buy", "Amount field is required.");
    await submitSide(page, "sell");
    await expectMessage(page, "sell", "Price field is required.");
    await expectMessage(page, "sell", "Amount field is required.");
    // A zero is not a missing field.
    await fill(page, "buy", "Price", "0");
    await fill(page, "buy", "Amount", "0");
    await expectMessage(page, "buy", "Price should be greater than 0.");
    await expectMessage(page, "buy", "Amount should be greater than 0.");
    expect(await form(page, "buy").getByText("Price field is required.").count()).toBe(0);

    // At 1280 px Buy and Sell sit level, whatever 'Available' says.
    const priceTop = async (side: "buy" | "sell") =>
      (await form(page, side).getByLabel("Price", { exact: true }).boundingBox())?.y ?? -1;
    expect(Math.abs((await priceTop("buy")) - (await priceTop("sell")))).toBeLessThan(1);

    // Linked fields: total = price × amount.
    await fill(page, "buy", "Price", "0.05");
    await fill(page, "buy", "Amount", "40");
    expect(await form(page, "buy").getByLabel("Total", { exact: true }).inputValue()).toBe("2.00000000");
    // 0.1 % of 2 XLM
    await form(page, "buy")
      .getByTestId("order-fee-buy")
      .filter({ hasText: "0.0020000 XLM" })
      .waitFor(UI_WAIT);

    // Balance, with the fee: far more XLM than the wallet holds.
    await fill(page, "buy", "Amount", "100000000");
    await submitSide(page, "buy");
    await expectMessage(page, "buy", "Your balance is not enough.");
    await fill(page, "sell", "Price", "1");
    await fill(page, "sell", "Amount", "100000000");
    await submitSide(page, "sell");
    await expectMessage(page, "sell", "Your balance is not enough.");

    // A total of one stroop costs a one-stroop fee (0.1 % rounded up): the fee is not below what is given.
    await fill(page, "buy", "Price", "0.0000001");
    await fill(page, "buy", "Amount", "1");
    await submitSide(page, "buy");
    await expectMessage(page, "buy", "This amount should be greater than fee");
    await fill(page, "sell", "Amount", "0.0000001");
    await submitSide(page, "sell");
    await expectMessage(page, "sell", "This amount should be greater than your fee");
    await toastsGone(page);
    await screenshot(page, "exchange-order-form-messages");

    // A limit buy inside the spread rests on the book as its best bid, on screen and on the ledger.
    const bidPrice = await bidInsideSpread(levelg);
    const shownBid = `${bidPrice}0`;
    const total = BigInt(bidPrice.replace(".", "")) * 50n;
    // 0.1 % of the total, rounded up to the stroop.
    const fee = decimal((total + 999n) / 1000n);
    const feeRecord = page.waitForResponse((response) =>
      response.url().includes("/api/tradefeehistory/setOfferId"),
    );
    await fill(page, "buy", "Price", bidPrice);
    await fill(page, "buy", "Amount", "50");
    await submitSide(page, "buy");
    await confirmReview(page);
    await page.getByText("Offer placed successfully.").first().waitFor(UI_WAIT);
    const [offer] = await openOffers(publicKey);
    expect(offer?.amount).toBe(decimal(total));
    const linked = await feeRecord;
    expect(linked.status()).toBe(200);
    expect(((await linked.json()) as { offerId: string }).offerId).toBe(offer?.id);
    const placed = await lastTransaction(publicKey);
    expect(placed.memo).toMatch(/^tf-/);
    expect(placed.operations.map((operation) => operation.type)).toEqual(["manage_buy_offer", "payment"]);
    expect(placed.operations[1]?.amount).toBe(fee);
    expect(placed.operations[1]?.asset_type).toBe("native");
    expect(await form(page, "buy").getByLabel("Price", { exact: true }).inputValue()).toBe("");

    await page.getByRole("tab", { name: "My Orders" }).click();
    const myOrder = page.getByTestId("my-order").filter({ hasText: shownBid });
    await myOrder.waitFor(UI_WAIT);
    const bookBid = page
      .getByTestId("book-bid")
      .filter({ hasText: shownBid })
      .filter({ hasText: "50.0000000" });
    await bookBid.waitFor(UI_WAIT);
    expect(await bookBidPrices(levelg)).toContain(bidPrice);
    await toastsGone(page);
    await screenshot(page, "exchange-limit-buy-placed");

    const refunded = page.waitForResponse(
      (response) => response.url().endsWith("/api/tradefeehistory/refundMyTradeFee"),
      UI_WAIT,
    );
    await myOrder.getByRole("button", { name: "Cancel" }).click();
    await confirmReview(page);
    await page.getByText("Offer deleted.").first().waitFor(UI_WAIT);
    // Nothing of the offer filled, so its whole seller fee comes back.
    const refund = await refunded;
    expect(refund.status()).toBe(200);
    expect((await refund.json()) as { status: string; refundAmount: string }).toMatchObject({
      status: "refunded",
      refundAmount: fee,
    });
    await myOrder.waitFor({ state: "detached", ...UI_WAIT });
    await bookBid.waitFor({ state: "detached", ...UI_WAIT });
    expect(await bookBidPrices(levelg)).not.toContain(bidPrice);
    expect(await openOffers(publicKey)).toEqual([]);

    // A market buy fills against the asks at once, for exactly the amount asked.
    const stroopsOf = (balance: string | null) => BigInt((balance ?? "0.0000000").replace(".", ""));
    const xlmBefore = stroopsOf(await ledgerBalance(horizonUrl(), publicKey, "XLM"));
    const levelgBefore = stroopsOf(await ledgerBalance(horizonUrl(), publicKey, "LEVELG"));
    await page.getByTestId("order-form").getByRole("tab", { name: "Market" }).click();
    await fill(page, "buy", "Amount", "120");
    const marketPrice = form(page, "buy").getByLabel("Price", { exact: true });
    await expect.poll(() => marketPrice.inputValue(), UI_WAIT).toMatch(/^≈ \d+\.\d{8}$/);
    // The Total is priced from the book before the order is sent.
    const marketTotal = form(page, "buy").getByLabel("Total", { exact: true });
    await expect.poll(() => marketTotal.inputValue(), UI_WAIT).toMatch(/^≈ \d+\.\d{8}$/);
    const marketFeeRecord = page.waitForResponse((response) =>
      response.url().includes("/api/tradefeehistory/setOfferId"),
    );
    await submitSide(page, "buy");
    await confirmReview(page);
    const filled = page.getByText(
      /^Bought 120\.0000000 LEVELG for \d+\.\d{7} XLM at an average price of \d+\.\d{8} XLM\.$/,
    );
    await filled.first().waitFor(UI_WAIT);
    const filledText = (await filled.first().textContent()) ?? "";
    const levelgAfter = stroopsOf(await ledgerBalance(horizonUrl(), publicKey, "LEVELG"));
    const xlmAfter = stroopsOf(await ledgerBalance(horizonUrl(), publicKey, "XLM"));
    expect(levelgAfter - levelgBefore).toBe(1_200_000_000n);
    // The seller fee record is confirmed against the transaction; a market order leaves no offer.
    const marketLinked = await marketFeeRecord;
    expect(marketLinked.status()).toBe(200);
    expect(await marketLinked.json()).toMatchObject({ status: "confirmed", offerId: "0" });
    // What the toast says was paid is what left the account, less the seller fee and the network fee.
    const paid = stroopsOf(/for (\d+\.\d{7}) XLM/.exec(filledText)?.[1] ?? null);
    expect(paid).toBeGreaterThan(0n);
    expect(xlmBefore - xlmAfter).toBeGreaterThan(paid);
    expect(xlmBefore - xlmAfter - paid).toBeLessThan(paid / 100n + 10_000n);
    expect(await openOffers(publicKey)).toEqual([]);

    await page.getByRole("tab", { name: "My Trades" }).click();
    await page.getByTestId("my-trade").first().waitFor(UI_WAIT);
    await toastsGone(page);
    await screenshot(page, "exchange-market-buy-filled");

    // Under 601 px the form opens one side at a time in the 'Place order' modal.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Sell", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Place order" });
    await modal.getByTestId("order-form-sell").waitFor(UI_WAIT);
    expect(await modal.getByTestId("order-form-buy").count()).toBe(0);
    await modal.getByTestId("order-form-sell").getByLabel("Price", { exact: true }).fill("0.3");
    await modal.getByTestId("order-form-sell").getByLabel("Amount", { exact: true }).fill("10");
    expect(await modal.getByTestId("order-form-sell").getByLabel("Total", { exact: true }).inputValue()).toBe(
      "3.00000000",
    );
    await screenshot(page, "exchange-place-order-375");
    await modal.getByTestId("order-form-sell").getByRole("button", { name: "Sell LEVELG" }).click();
    await confirmReview(page);
    await page.getByText("Offer placed successfully.").first().waitFor(UI_WAIT);
    // The modal closes after success: the toast is read over the screen, not over a form still open.
    await modal.waitFor({ state: "detached", ...UI_WAIT });
    const [resting] = await openOffers(publicKey);
    expect(resting?.amount).toBe("10.0000000");
    expect(resting?.price).toBe("0.3000000");

    // My Orders at 375 px: stacked rows with every figure and Cancel on screen, no sideways scroll.
    await page.getByRole("tab", { name: "My Orders" }).click();
    const mobileOrder = page.getByTestId("my-order").filter({ hasText: "0.30000000" });
    await mobileOrder.waitFor(UI_WAIT);
    for (const label of ["Date", "Price", "Amount", "Total"]) {
      expect(await mobileOrder.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    const cancelBox = await mobileOrder.getByRole("button", { name: "Cancel" }).boundingBox();
    expect(cancelBox).not.toBeNull();
    expect((cancelBox?.x ?? 999) + (cancelBox?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await toastsGone(page);
    await mobileOrder.scrollIntoViewIfNeeded();
    await screenshot(page, "exchange-my-orders-375");
    await context.close();
  }, 240_000);
});
