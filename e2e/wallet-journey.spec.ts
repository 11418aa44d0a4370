import { Horizon, Keypair, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { registerPassword } from "./support/register";
import { confirmReview } from "./support/review";
import { friendbot, generateWallet, ledgerBalance, newFundedWallet } from "./support/wallet-onboarding";

const horizonUrl = () => inject("horizonUrl");
const STANDALONE = "Standalone Network ; February 2017";

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor(UI_WAIT);
}

/** A funded ledger account made outside the app; optionally asks for memos (SEP-29). */
async function outsideAccount(memoRequired = false): Promise<Keypair> {
  const keypair = Keypair.random();
  await friendbot(horizonUrl(), keypair.publicKey());
  if (memoRequired) {
    const server = new Horizon.Server(horizonUrl(), { allowHttp: true });
    const source = await server.loadAccount(keypair.publicKey());
    const tx = new TransactionBuilder(source, { fee: "100", networkPassphrase: STANDALONE })
      .addOperation(Operation.manageData({ name: "config.memo_required", value: "1" }))
      .setTimeout(60)
      .build();
    tx.sign(keypair);
    await server.submitTransaction(tx, { skipMemoRequiredCheck: true });
  }
  return keypair;
}

/** In-app navigation: a reload would lock the session (the vault key lives in memory only). */
async function gotoWallet(page: Page): Promise<void> {
  await page.locator('header a[href="/walletScreen"]:visible').first().click();
  await page.waitForURL("**/walletScreen");
}

async function openSend(page: Page, code: string): Promise<void> {
  await gotoWallet(page);
  await page.getByRole("button", { name: `Send ${code}` }).click();
  await page.getByLabel("Recipient's Address").waitFor();
}

async function chooseMemo(page: Page, type: "None" | "Text" | "Id" | "Hash"): Promise<void> {
  await page.locator("label", { hasText: new RegExp(`^${type}$`) }).click();
}

async function trustAndReceiveUsdt(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Add Token" }).click();
  await page.getByRole("button", { name: "Add USDT" }).click();
  await page.getByRole("button", { name: "Trust Asset" }).click();
  await confirmReview(page);
  await toast(page, "Trust created successfully.");
  await page.getByRole("button", { name: "Get test USDT" }).click();
  await toast(page, /You have received: [\d.]+ USDT/);
}

describe("wallet journey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("register → generate → faucet → trust USDT → receive it → send XLM with a memo → history", async () => {
    expect(Networks.STANDALONE).toBe(STANDALONE);
    const { context, page } = await openPage(browser);
    await registerPassword(page);
    const publicKey = await generateWallet(page);

    // Locked until funded; the test faucet is offered on the standalone network.
    await page.getByText("This wallet is not active yet").waitFor(UI_WAIT);
    expect(await page.getByRole("tab", { name: "History" }).getAttribute("data-disabled")).toBe("true");
    await page.getByRole("button", { name: "Fund with test faucet" }).click();
    await page.getByTestId("coin-row-XLM").waitFor(UI_WAIT);
    expect(await page.getByTestId("coin-row-XLM").textContent()).toContain("10000.00");

    await trustAndReceiveUsdt(page);
    await page.getByText("Tether USD").first().waitFor(UI_WAIT);
    await screenshot(page, "wallet-detail-about");
    await page.getByRole("tab", { name: "Receive" }).click();
    await page.getByTestId("receive-address").waitFor();
    expect(await page.getByTestId("receive-address").textContent()).toBe(publicKey);
    await screenshot(page, "wallet-detail-receive");
    await gotoWallet(page);
    await page.getByTestId("coin-row-USDT").waitFor(UI_WAIT);
    expect(await page.getByTestId("coin-row-USDT").textContent()).toContain("100.0000000");

    const friend = await outsideAccount();
    await openSend(page, "XLM");
    await page.getByLabel("Recipient's Address").fill(friend.publicKey());
    await page.getByLabel("Amount").fill("25");
    await chooseMemo(page, "Text");
    await page.getByLabel("Memo").fill("journey memo");
    await page.getByText("Recipient Will Get").waitFor();
    await screenshot(page, "wallet-detail-send");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await confirmReview(page);
    await toast(page, "Balance sent successfully!");
    // 25 XLM less the operator's 0.1 % send fee reach the friend.
    expect(await ledgerBalance(horizonUrl(), friend.publicKey(), "XLM")).toBe("10024.9750000");
    const payments = (await (
      await fetch(`${horizonUrl()}/accounts/${friend.publicKey()}/transactions?order=desc&limit=1`)
    ).json()) as { _embedded: { records: Array<{ memo?: string; memo_type: string }> } };
    expect(payments._embedded.records[0]).toMatchObject({ memo_type: "text", memo: "journey memo" });

    await gotoWallet(page);
    await page.getByRole("tab", { name: "History" }).click();
    await page.getByTestId("history-row").nth(2).waitFor(UI_WAIT);
    const history = await page.getByTestId("history-row").allTextContents();
    // What the send cost (25 XLM: 24.975 to the friend, 0.025 fee), with whom, its memo and outcome.
    expect(history[0]).toMatch(/Sent[\s\S]*−25\.0000000 XLM/i);
    expect(history[0]).toContain(`${friend.publicKey().slice(0, 5)}…${friend.publicKey().slice(-5)}`);
    expect(history[0]).toContain("journey memo");
    expect(history[0]).toContain("Success");
    expect(history.some((row) => /Received[\s\S]*100\.0000000 USDT/i.test(row))).toBe(true);
    expect(history.some((row) => /Received[\s\S]*XLM/i.test(row))).toBe(true);

    await screenshot(page, "wallet-history");
    await page.getByRole("tab", { name: "My Account" }).click();
    await toastsGone(page);
    await screenshot(page, "wallet-screen-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    await screenshot(page, "wallet-screen-375");
    expect(publicKey).toMatch(/^G/);
    await context.close();
  });

  it("every send validation message, SEP-29 memos and an unfunded destination", async () => {
    const { context, page } = await openPage(browser);
    await newFundedWallet(page, horizonUrl());

    await openSend(page, "XLM");
    const send = page.getByRole("button", { name: "Send", exact: true });
    await send.click();
    await page.getByText("Please Enter Recipient's Address").waitFor();
    await page.getByText("Amount is required").waitFor();

    await page.getByLabel("Amount").fill("0");
    await page.getByText("Amount should be greater than 0").waitFor();
    await page.getByLabel("Amount").fill("20000");
    await page.getByText("Amount can't be greater than your available balance.").waitFor();
    await page.getByLabel("Amount").fill("10");

    await chooseMemo(page, "Text");
    await page.getByText("This field is required").waitFor();
    await page.getByLabel("Memo").fill("x".repeat(29));
    await page.getByText("Text can't be greater than 28 bytes").waitFor();
    await chooseMemo(page, "Id");
    await page.getByLabel("Memo").fill("abc");
    await page.getByText("Int64 as string is required").waitFor();
    await chooseMemo(page, "Hash");
    await page.getByLabel("Memo").fill("not-a-hash");
    await page.getByText("32 bytes hash value or hex encoded string is required").waitFor();
    await chooseMemo(page, "None");

    await page.getByLabel("Recipient's Address").fill("nobody*example.invalid");
    await page.getByText("Couldn't load federation address. Try using real address.").waitFor(UI_WAIT);

    const exchange = await outsideAccount(true);
    await page.getByLabel("Recipient's Address").fill(exchange.publicKey());
    await page.getByText("This recipient requires a memo").waitFor(UI_WAIT);
    await page.getByText("The recipient requires a memo. Choose a memo type and enter it.").waitFor();

    const fresh = Keypair.random().publicKey();
    await page.getByLabel("Recipient's Address").fill(fresh);
    await page.getByText("This account is not active on the ledger yet.", { exact: false }).waitFor(UI_WAIT);
    await page.getByLabel("Amount").fill("1.5");
    await send.click();
    await page.getByText("You need to agree to proceed with sending balance.").waitFor();
    await page.getByText("At least 1.5 XLM must reach the recipient to activate the account.").waitFor();
    await page.getByLabel("Amount").fill("3");
    await page.getByRole("checkbox").check();
    await send.click();
    await confirmReview(page);
    await toast(page, "Balance sent successfully!");
    expect(await ledgerBalance(horizonUrl(), fresh, "XLM")).toBe("2.9970000");

    // Assets can't create accounts.
    await gotoWallet(page);
    await trustAndReceiveUsdt(page);
    await page.getByRole("tab", { name: "Send" }).click();
    await page.getByLabel("Recipient's Address").fill(Keypair.random().publicKey());
    await page.getByText("The destination account does not exist!").waitFor(UI_WAIT);
    await context.close();
  });
});
