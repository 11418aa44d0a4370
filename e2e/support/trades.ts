import { randomInt } from "node:crypto";
import { TRADE_CONFIRMATIONS, type TTrade } from "@sextant/core";
import type { Keypair } from "@stellar/stellar-sdk";
import type { Locator, Page } from "playwright-core";
import { expect, onTestFailed } from "vitest";
import { baseUrl, screenshot, toastsGone, UI_WAIT } from "./browser";
import { importWallet, signIn } from "./e2e-admin";
import { horizonUrl } from "./ledger";
import { adRows, approvedTrader } from "./p2p";

/** How long a journey waits for a trade step that goes through the ledger (a funding, a release). */
export const LEDGER_WAIT = { timeout: 60_000 };

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const letters = (count: number) => Array.from({ length: count }, () => LETTERS[randomInt(26)]).join("");

/** A person for KYC with a name of its own, so the market's rows of their ads can be told apart. */
export function tradePerson(firstName: string) {
  const lastName = `Trade${letters(6)}`;
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    phone: `+1 512 ${randomInt(200, 999)} ${String(randomInt(0, 10_000)).padStart(4, "0")}`,
  };
}
export type TTradePerson = ReturnType<typeof tradePerson>;

export interface TTrader {
  person: TTradePerson;
  keypair: Keypair;
  token: string;
}

/** A KYC-approved trader (XLM from friendbot, the LEVELG battery) with an API token for checks. */
export async function newTrader(firstName: string): Promise<TTrader> {
  const person = tradePerson(firstName);
  const keypair = await approvedTrader(person);
  return { person, keypair, token: await signIn(keypair) };
}

async function api<T>(token: string | null, method: "GET" | "POST", path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface TPostedAd {
  id: string;
  minQty: string;
  maxQty: string;
  unitPrice: string;
  timeFrame: number;
}

/**
 * A basic XLM ad in the US by Local Bank at the market's own price for its side (what the create-ad form
 * suggests), posted over the API as the form does; the journeys answer it in the browser.
 */
export async function postAd(owner: TTrader, type: "buy" | "sell"): Promise<TPostedAd> {
  const { exchange_rate } = await api<{ exchange_rate: { buyPrice: string; sellPrice: string } }>(
    null,
    "GET",
    "/p2p/exchangeRate?asset_code=XLM&location=US",
  );
  const body = {
    assetCode: "XLM",
    detailed: false,
    unitPrice: type === "buy" ? exchange_rate.buyPrice : exchange_rate.sellPrice,
    location: "US",
    payment_method: "Local_Bank",
    bank_name: "Lone Star Bank",
    bank_account_title: owner.person.name,
    ...(type === "sell" ? { bank_account_number: `00${randomInt(10_000_000, 99_999_999)}` } : {}),
  };
  const { ad } = await api<{ ad: TPostedAd }>(
    owner.token,
    "POST",
    type === "buy" ? "/p2p/addBuyAd" : "/p2p/addSellAd",
    body,
  );
  return ad;
}

/** A trader's browser: their wallet imported, then the P2P market with the live connection up. */
export async function traderPage(page: Page, trader: TTrader): Promise<void> {
  // What went wrong in the page shows in the test's output (a failed step's toast is often gone by then).
  page.on("response", (response) => {
    if (response.status() < 400 || !response.url().includes("/api/")) return;
    void response.text().then(
      (body) =>
        console.error(`[${trader.person.firstName}'s page] ${response.status()} ${response.url()} ${body}`),
      () => undefined,
    );
  });
  page.on("pageerror", (error) => console.error(`[${trader.person.firstName}'s page] ${error.message}`));
  await importWallet(page, trader.keypair);
  await page.goto("/p2p");
  await page.locator('header button[data-live="on"]').waitFor(UI_WAIT);
}

/**
 * Clicks `button` until the page is at `url`. An ad's BUY/SELL checks the viewer's KYC, which loads after the
 * market; a click before it arrives is answered 'Your KYC is not approved.' and changes nothing, so it is tried
 * again (the list also re-renders as ads arrive live).
 */
export async function clickUntilAt(page: Page, button: Locator, url: string): Promise<void> {
  const deadline = Date.now() + UI_WAIT.timeout * 2;
  for (;;) {
    await button.waitFor(UI_WAIT);
    await button.click();
    const opened = await page.waitForURL(url, { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (opened) return;
    if (Date.now() > deadline) throw new Error(`${url} did not open`);
  }
}

/** Opens `owner`'s ad from the market's list (Sellers List for a sell ad, Buyers List for a buy ad). */
export async function openAd(page: Page, owner: TTrader, adType: "buy" | "sell"): Promise<void> {
  await page.goto("/p2p");
  await page.getByRole("tab", { name: adType === "sell" ? "Sellers List" : "Buyers List" }).click();
  const button = adRows(page, owner.person.name)
    .first()
    .getByRole("button", { name: adType === "sell" ? "BUY" : "SELL" });
  await clickUntilAt(
    page,
    button,
    adType === "sell" ? "**/confirmationScreenBuy" : "**/confirmationScreenSell",
  );
}

/** The header's bell holds the stored notification `text` (opened, checked, closed again). */
export async function expectInBell(page: Page, text: string): Promise<void> {
  const bell = page.locator('header button[aria-label^="Notifications"]');
  await bell.click();
  const dropdown = page.getByTestId("notifications-dropdown");
  await dropdown.getByText(text).first().waitFor(UI_WAIT);
  await bell.click();
  await dropdown.waitFor({ state: "hidden", ...UI_WAIT });
}

/** The progress screen's trade id, from its heading 'Trade N'. */
export async function shownTradeId(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { name: /^Trade \d+$/ });
  await heading.waitFor(UI_WAIT);
  return ((await heading.textContent()) ?? "").replace("Trade ", "");
}

/** Waits until the progress screen shows `status` (the badge beside the heading), without reloading. */
export async function waitForStatus(page: Page, status: string, wait = LEDGER_WAIT): Promise<void> {
  await page
    .getByTestId("trade-status")
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor(wait);
}

/**
 * Clicks an action of the progress screen, checks its confirm modal says `confirmation`, confirms, and signs
 * `signatures` transactions through the review step (the escrow's refund and funding; the release).
 */
export async function act(page: Page, label: string, confirmation: string, signatures = 0): Promise<void> {
  await toastsGone(page);
  const button = page.getByRole("button", { name: label, exact: true });
  await button.waitFor(LEDGER_WAIT);
  await button.click();
  const dialog = page.getByRole("dialog", { name: label });
  await dialog.waitFor(UI_WAIT);
  expect(await dialog.getByText(confirmation).count()).toBe(1);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await confirmReviews(page, signatures);
}

/**
 * Confirms `count` review steps in a row. The next review can open before the last one's modal has left the
 * page, so each step waits until the review on screen is gone or shows another transaction.
 */
export async function confirmReviews(page: Page, count: number): Promise<void> {
  const review = page.getByRole("dialog", { name: "Review Transaction" });
  for (let n = 0; n < count; n += 1) {
    await review.waitFor(UI_WAIT);
    const shown = await review.textContent();
    await review.getByRole("button", { name: "Confirm" }).click();
    const deadline = Date.now() + UI_WAIT.timeout;
    for (;;) {
      const now = (await review.count()) === 0 ? null : await review.textContent().catch(() => null);
      if (now !== shown) break;
      if (Date.now() > deadline) throw new Error("the review step stayed open after Confirm");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * From the market's Active Trades tab, opens trade `tradeId`. A page already on the market is not reloaded, so a
 * trade the other party just started has to arrive there live.
 */
export async function openFromActiveTrades(page: Page, tradeId: string): Promise<void> {
  if (new URL(page.url()).pathname !== "/p2p") await page.goto("/p2p");
  await page.getByRole("tab", { name: "Active Trades" }).click();
  const row = page.getByRole("button", { name: `Trade ${tradeId}`, exact: true });
  await row.waitFor(LEDGER_WAIT);
  await row.click();
  await page.waitForURL(`**/transactionProgressScreen?tradeId=${tradeId}`, UI_WAIT);
  await page.getByTestId("trade-status").waitFor(UI_WAIT);
}

/** A trade as one of its parties reads it from the API. */
export async function tradeAs(trader: TTrader, tradeId: string): Promise<TTrade> {
  return (await api<{ trade: TTrade }>(trader.token, "GET", `/p2p/getTradeById?tradeId=${tradeId}`)).trade;
}

export interface THorizonAccount {
  signers: Array<{ key: string; weight: number }>;
  thresholds: { low_threshold: number; med_threshold: number; high_threshold: number };
  balances: Array<{ asset_type: string; balance: string }>;
}

/** An account on the ledger as Horizon answers it, or null when it does not exist (404). */
export async function ledgerAccount(account: string): Promise<THorizonAccount | null> {
  const response = await fetch(`${horizonUrl()}/accounts/${account}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Horizon answered ${response.status} for ${account}`);
  return (await response.json()) as THorizonAccount;
}

/** An account's XLM balance in stroops, from Horizon. */
export async function xlmStroops(account: string): Promise<bigint> {
  const found = await ledgerAccount(account);
  const native = found?.balances.find((balance) => balance.asset_type === "native");
  if (!native) throw new Error(`${account} holds no XLM`);
  return stroops(native.balance);
}

/** "12.5" → 125000000n (7 places). */
export function stroops(amount: string): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, "0").slice(0, 7));
}

/**
 * The escrow on the ledger while the trade holds it: the seller, the buyer, one platform key and the refund's
 * pre-authorisation each weigh 1, its own key 0, every threshold 2, and it holds exactly the amount plus the
 * seller's fee (docs/escrow.md).
 */
export async function expectEscrowHolding(
  escrowAccountId: string,
  parties: { seller: string; buyer: string },
  holds: string,
): Promise<void> {
  const escrow = await ledgerAccount(escrowAccountId);
  if (!escrow) throw new Error(`the escrow ${escrowAccountId} is not on the ledger`);
  const weight = (key: string) => escrow.signers.find((signer) => signer.key === key)?.weight;
  expect(weight(parties.seller)).toBe(1);
  expect(weight(parties.buyer)).toBe(1);
  expect(weight(escrowAccountId)).toBe(0);
  const others = escrow.signers.filter(
    (signer) => ![parties.seller, parties.buyer, escrowAccountId].includes(signer.key),
  );
  // One platform key (G…) and the pre-authorised refund (a T… signer), nothing else.
  expect(others.map((signer) => `${signer.key[0]}:${signer.weight}`).sort()).toEqual(["G:1", "T:1"]);
  expect(escrow.thresholds).toEqual({ low_threshold: 2, med_threshold: 2, high_threshold: 2 });
  const native = escrow.balances.find((balance) => balance.asset_type === "native");
  expect(stroops(native?.balance ?? "0")).toBe(stroops(holds));
}

interface THorizonPayment {
  type: string;
  from?: string;
  to?: string;
  amount?: string;
  asset_type?: string;
  account?: string;
  into?: string;
  transaction_hash: string;
}

/** The payments and merges of an account (its history stays readable after a merge). */
export async function paymentsOf(account: string): Promise<THorizonPayment[]> {
  const response = await fetch(`${horizonUrl()}/accounts/${account}/payments?limit=50&order=asc`);
  if (!response.ok) throw new Error(`Horizon answered ${response.status} for ${account}'s payments`);
  const body = (await response.json()) as { _embedded: { records: THorizonPayment[] } };
  return body._embedded.records;
}

/** The operator's fee account, where trading fees go (public fee settings). */
export async function operatorFeeAccount(): Promise<string> {
  const fees = await api<{ assetFeeCollectionAddress: string }>(
    null,
    "GET",
    "/feesetting-levels/asset-fee?asset_code=XLM",
  );
  return fees.assetFeeCollectionAddress;
}

/**
 * Waits (polling Horizon) until `account` is gone from the ledger — a merged escrow answers 404 — and its merge is
 * in the account's payment history, which Horizon may write a moment after the account state.
 */
export async function waitForMerged(account: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      (await ledgerAccount(account)) === null &&
      (await paymentsOf(account)).some((move) => move.type === "account_merge")
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the escrow ${account} is still on the ledger, or its merge not yet in its history`);
}

/** The public /escrows page lists `escrowAccountId` for trade `tradeId` (or, with `listed` false, no more). */
export async function expectOnEscrowsPage(
  page: Page,
  escrowAccountId: string,
  tradeId: string,
  listed = true,
): Promise<void> {
  await page.goto("/escrows");
  await page.getByRole("heading", { name: "Open escrow accounts" }).waitFor(UI_WAIT);
  const link = page.locator(`a[href$="/accounts/${escrowAccountId}"]`);
  if (listed) {
    await link.waitFor(UI_WAIT);
    const row = page.locator("tr").filter({ has: link });
    expect(await row.getByText(`Trade ${tradeId}`, { exact: true }).count()).toBe(1);
  } else {
    await page.locator("table, .mantine-Text-root").first().waitFor(UI_WAIT);
    expect(await link.count()).toBe(0);
  }
}

/**
 * Full-page screenshots at 1280 and 375 px wide from the top of the page (the sticky header would otherwise sit
 * over the part scrolled to), the page left at 1280.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate("window.scrollTo(0, 0)");
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate("window.scrollTo(0, 0)");
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** On a failed test, a screenshot of each named page (what it showed when the step gave up). */
export function screenshotsOnFailure(pages: Record<string, Page>): void {
  onTestFailed(async ({ task }) => {
    for (const [name, page] of Object.entries(pages)) {
      await screenshot(page, `failed-${task.name.slice(0, 24).replace(/\W+/g, "-")}-${name}`).catch(
        () => undefined,
      );
    }
  });
}

/** Calls one of the API's test-only routes (TEST_HOOKS=on in the journeys' stack). */
async function testHook<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/test-hooks/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`test hook ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Ages a trade by `seconds`: its timestamps move back, so its deadlines pass as if that time had gone by (the
 * trade clock is the API's own; the ledger's development clock does not move it).
 */
export async function ageTrade(tradeId: string, seconds: number): Promise<void> {
  const { aged } = await testHook<{ aged: boolean }>("trades/age", { tradeId, seconds });
  if (!aged) throw new Error(`trade ${tradeId} was not aged`);
}

/** Runs the held-funds return of a trade now, as its job does 24 h after the cancellation. */
export async function returnHeldFundsNow(tradeId: string): Promise<string> {
  return (await testHook<{ outcome: string }>("trades/return-held-funds", { tradeId })).outcome;
}

/**
 * The buyer (page `b`) buys the minimum of the seller's sell ad; the seller (page `s`) accepts, signing the
 * escrow's refund and its funding: Started on both screens. Returns the trade's id.
 */
export async function startBuyTrade(b: Page, s: Page, seller: TTrader, ad: TPostedAd): Promise<string> {
  await openAd(b, seller, "sell");
  await b.getByLabel("Amount in XLM").fill(ad.minQty);
  await b.getByRole("button", { name: "Buy XLM" }).click();
  await b.waitForURL("**/transactionProgressScreen", UI_WAIT);
  const tradeId = await shownTradeId(b);
  await openFromActiveTrades(s, tradeId);
  await act(s, "Accept", TRADE_CONFIRMATIONS.HOLD_BALANCE, 2);
  await waitForStatus(s, "Started");
  await waitForStatus(b, "Started");
  return tradeId;
}
