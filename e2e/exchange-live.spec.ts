import path from "node:path";
import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTIFACTS, baseUrl, launchBrowser, openPage, screenshot, UI_WAIT } from "./support/browser";
import { horizon, horizonUrl, submitOperations, trader } from "./support/ledger";
import { registerPassword } from "./support/register";
import { confirmReview } from "./support/review";
import { friendbot, generateWallet } from "./support/wallet-onboarding";

const STROOPS = 10_000_000n;

interface TConfigEntry {
  marketCoinCode: string;
  marketIssure: string;
  toCoinCode: string;
  toIssure: string;
  orderId: number;
}

function toStroops(amount: string): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * STROOPS + BigInt(fraction.padEnd(7, "0").slice(0, 7));
}

function fromStroops(stroops: bigint): string {
  return `${stroops / STROOPS}.${(stroops % STROOPS).toString().padStart(7, "0")}`;
}

/** The LEVELG of the default pair, from the market configuration the page itself reads. */
async function levelgAsset(): Promise<Asset> {
  const response = await fetch(`${baseUrl()}/api/coins/marketConfig`);
  expect(response.ok).toBe(true);
  const { pairs } = (await response.json()) as { pairs: TConfigEntry[] };
  const entry = pairs.find((pair) => pair.toCoinCode === "LEVELG" && pair.marketCoinCode === "XLM");
  if (!entry) throw new Error("The market configuration has no LEVELG/XLM pair");
  return new Asset("LEVELG", entry.toIssure);
}

/**
 * A price for a new best ask that crosses nothing: between the best bid and the best ask of LEVELG/XLM (XLM per
 * LEVELG), with four decimals, or 0.15 on an empty book.
 */
async function priceInsideSpread(levelg: Asset): Promise<string> {
  const book = await horizon().orderbook(levelg, Asset.native()).call();
  const bid = book.bids[0] ? toStroops(book.bids[0].price) : 0n;
  const ask = book.asks[0] ? toStroops(book.asks[0].price) : 0n;
  if (!bid && !ask) return "0.1500000";
  if (!ask) return fromStroops(bid * 2n);
  if (!bid) return fromStroops(ask - ask / 10n);
  // Four decimals keep the trade's amounts exact: no rounding of 3.21 × price on the ledger.
  const price = (((bid + ask) / 2n + 500n) / 1000n) * 1000n;
  if (price <= bid || price >= ask)
    throw new Error(`The spread ${book.bids[0]?.price}–${book.asks[0]?.price} is too tight`);
  return fromStroops(price);
}

/** In-app navigation to /exchange (a reload would lock the session). */
async function openExchange(page: Page): Promise<void> {
  await page.locator('a[href="/exchange"]:visible').first().click();
  // The screen writes the pair into the address (replace) as soon as it has one: match with or without it.
  await page.waitForURL(/\/exchange(\?.*)?$/);
  await page.getByTestId("selected-pair").filter({ hasText: "LEVELG/XLM" }).waitFor(UI_WAIT);
}

/** A new device: session password, then the wallet of `keypair` imported by its secret key. */
async function importWallet(page: Page, keypair: Keypair): Promise<void> {
  await registerPassword(page);
  await page.getByRole("link", { name: "Import A Single Wallet" }).click();
  await page.getByLabel("Private key").fill(keypair.secret());
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.waitForURL("**/walletScreen");
}

describe("exchange live updates", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows a trade made elsewhere in the trades panel and the order book without a reload", async () => {
    const levelg = await levelgAsset();
    const maker = await trader(levelg, true);
    const taker = await trader(levelg, false);

    // Page A: a logged-in trader with a funded wallet.
    const a = await openPage(browser, 1280);
    await registerPassword(a.page);
    const publicKey = await generateWallet(a.page);
    await friendbot(horizonUrl(), publicKey);
    await openExchange(a.page);
    await a.page.getByText("WALLET #1").waitFor(UI_WAIT);
    const copy = a.page.getByRole("button", { name: "Copy public key" });
    expect((await copy.textContent())?.trim()).toBe(`${publicKey.slice(0, 2)}...${publicKey.slice(-3)}`);

    // Page B: a visitor on the same screen.
    const b = await openPage(browser, 1280);
    await b.page.goto("/exchange");
    await b.page.getByTestId("selected-pair").filter({ hasText: "LEVELG/XLM" }).waitFor(UI_WAIT);
    await b.page.getByText("Already have an account?").first().waitFor(UI_WAIT);

    // The maker's ask becomes the best ask; both pages see it arrive through the order book stream.
    const price = await priceInsideSpread(levelg);
    const shownPrice = `${price}0`;
    await submitOperations(
      maker,
      Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "50", price }),
    );
    for (const page of [a.page, b.page]) {
      await page.getByTestId("trades-panel").locator("table, :text('No Trades')").first().waitFor(UI_WAIT);
      await page
        .getByTestId("book-ask")
        .filter({ hasText: shownPrice })
        .filter({ hasText: "50.0000000" })
        .waitFor(UI_WAIT);
    }

    // The taker buys part of it; time from submitting to the trade showing on each page.
    const bought = "3.2100000";
    const started = Date.now();
    const submitted = submitOperations(
      taker,
      Operation.manageBuyOffer({ selling: Asset.native(), buying: levelg, buyAmount: bought, price }),
    );
    const seen = await Promise.all(
      [a.page, b.page].map(async (page) => {
        await page
          .getByTestId("recent-trade")
          .filter({ hasText: shownPrice })
          .filter({ hasText: bought })
          .waitFor(UI_WAIT);
        const trade = Date.now() - started;
        await page
          .getByTestId("book-ask")
          .filter({ hasText: shownPrice })
          .filter({ hasText: "46.7900000" })
          .waitFor(UI_WAIT);
        return { trade, book: Date.now() - started };
      }),
    );
    await submitted;
    console.info(
      `Submit → visible: trades panel ${seen[0]?.trade} ms (logged in), ${seen[1]?.trade} ms (visitor); ` +
        `order book ${seen[0]?.book} ms, ${seen[1]?.book} ms`,
    );
    // At most 23 rows however many trades streamed in (spec §9).
    expect(await a.page.getByTestId("recent-trade").count()).toBeLessThanOrEqual(23);

    // The history's All Trades tab has the trade too, typed from the taker's side (a buy of LEVELG).
    const allTrade = a.page.getByTestId("all-trade").filter({ hasText: bought }).first();
    await allTrade.waitFor(UI_WAIT);
    expect(await allTrade.textContent()).toMatch(/LEVELG\/XLM\s*BUY/);

    await a.page.getByTestId("order-book").scrollIntoViewIfNeeded();
    await screenshot(a.page, "exchange-1280");
    await a.context.close();
    await b.context.close();

    const phone = await openPage(browser, 375);
    await phone.page.goto("/exchange");
    await phone.page.getByTestId("book-ask").first().waitFor(UI_WAIT);
    await phone.page.getByRole("button", { name: "Buy", exact: true }).waitFor(UI_WAIT);
    await screenshot(phone.page, "exchange-375");
    await phone.page.screenshot({ path: path.join(ARTIFACTS, "exchange-375-viewport.png") });
    await phone.page.getByRole("button", { name: "Buy", exact: true }).click();
    await phone.page.getByText("Place order").waitFor(UI_WAIT);
    await screenshot(phone.page, "exchange-375-place-order");
    await phone.context.close();
  });

  it("lists the account's own offer in My Orders as it is made, and cancels it", async () => {
    const levelg = await levelgAsset();
    // The wallet is imported from a key the test holds, so the test can place an offer for it on the ledger.
    const owner = await trader(levelg, true);
    const { context, page } = await openPage(browser, 1280);
    await importWallet(page, owner);
    await openExchange(page);
    await page.getByRole("tab", { name: "My Orders" }).click();
    await page.getByText("No Trades").first().waitFor(UI_WAIT);

    // Far above the book: it rests instead of crossing.
    await submitOperations(
      owner,
      Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "10", price: "0.9" }),
    );
    const order = page.getByTestId("my-order").filter({ hasText: "0.90000000" });
    await order.waitFor(UI_WAIT);
    expect(await order.textContent()).toMatch(/LEVELG\/XLM\s*SELL\s*0\.90000000\s*10\.0000000\s*9\.00000000/);

    await order.getByRole("button", { name: "Cancel" }).click();
    await confirmReview(page);
    await page.getByText("Offer deleted.").first().waitFor(UI_WAIT);
    await order.waitFor({ state: "detached", ...UI_WAIT });
    const offers = await horizon().offers().forAccount(owner.publicKey()).call();
    expect(offers.records).toHaveLength(0);
    await context.close();
  });

  it("shows an order placed in one browser, and the trade it makes, in another browser without a reload", async () => {
    const levelg = await levelgAsset();
    const maker = await trader(levelg, true);
    const price = await priceInsideSpread(levelg);
    const shownPrice = `${price}0`;
    await submitOperations(
      maker,
      Operation.manageSellOffer({ selling: levelg, buying: Asset.native(), amount: "50", price }),
    );

    // Browser B: a visitor watching the pair.
    const watcher = await openPage(browser, 1280);
    await watcher.page.goto("/exchange");
    const ask = watcher.page.getByTestId("book-ask").filter({ hasText: shownPrice });
    await ask.filter({ hasText: "50.0000000" }).waitFor(UI_WAIT);

    // Browser A: a trader buys part of that ask through the order form.
    const buyer = await trader(levelg, false);
    const trading = await openPage(browser, 1280);
    await importWallet(trading.page, buyer);
    await openExchange(trading.page);
    const buyForm = trading.page.getByTestId("order-form-buy");
    await buyForm
      .getByTestId("order-available-buy")
      .filter({ hasNotText: /^Available: 0\.0000000/ })
      .waitFor(UI_WAIT);
    await buyForm.getByLabel("Price", { exact: true }).fill(price);
    await buyForm.getByLabel("Amount", { exact: true }).fill("3.21");
    await buyForm.getByRole("button", { name: "Buy LEVELG" }).click();
    await confirmReview(trading.page);
    // It fills at once against the ask: the toast says what was bought at what average price.
    await trading.page
      .getByText(/^Bought 3\.2100000 LEVELG for \d+\.\d{7} XLM at an average price of \d+\.\d{8} XLM\.$/)
      .first()
      .waitFor(UI_WAIT);

    // Browser B sees the trade and the ask shrink, with no reload.
    await watcher.page
      .getByTestId("recent-trade")
      .filter({ hasText: shownPrice })
      .filter({ hasText: "3.2100000" })
      .waitFor(UI_WAIT);
    await ask.filter({ hasText: "46.7900000" }).waitFor(UI_WAIT);
    await trading.context.close();
    await watcher.context.close();
  });
});
