import {
  Asset,
  getLiquidityPoolId,
  Keypair,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
} from "@stellar/stellar-sdk";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { horizonUrl, operatorAsset, submitOperations } from "./support/ledger";
import { confirmReview } from "./support/review";
import { friendbot, ledgerBalance, newFundedWallet, trustFromWallet } from "./support/wallet-onboarding";

const _STANDALONE = "Standalone Network ; February 2017";
/** The route shown by Best Path: from XLM to LEVELG, directly or through other assets of the demo market. */
const XLM_TO_LEVELG = /^XLM( → [A-Z0-9]+)* → LEVELG$/;

/**
 * Liquidity for XLM → LEVELG made outside the app: an account takes LEVELG from the test faucet and deposits it
 * with XLM into the XLM/LEVELG pool. Returns the pool id.
 */
async function provideLiquidity(levelg: Asset): Promise<string> {
  const maker = Keypair.random();
  await friendbot(horizonUrl(), maker.publicKey());
  const poolAsset = new LiquidityPoolAsset(Asset.native(), levelg, LiquidityPoolFeeV18);
  const poolId = Buffer.from(
    getLiquidityPoolId("constant_product", {
      assetA: Asset.native(),
      assetB: levelg,
      fee: LiquidityPoolFeeV18,
    }),
  ).toString("hex");
  await submitOperations(
    maker,
    Operation.changeTrust({ asset: levelg }),
    Operation.changeTrust({ asset: poolAsset }),
  );
  const faucet = await fetch(`${baseUrl()}/api/demo/faucet`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ account: maker.publicKey(), assetCode: "LEVELG" }),
  });
  expect(faucet.ok).toBe(true);
  const { amount } = (await faucet.json()) as { amount: string };
  await submitOperations(
    maker,
    Operation.liquidityPoolDeposit({
      liquidityPoolId: poolId,
      maxAmountA: "500",
      maxAmountB: amount,
      minPrice: "0.0000001",
      maxPrice: "10000000",
    }),
  );
  return poolId;
}

/** An asset that exists on the ledger (a holder trusts it) but has no market at all. */
async function assetWithoutMarket(): Promise<Asset> {
  const issuer = Keypair.random();
  const holder = Keypair.random();
  await friendbot(horizonUrl(), issuer.publicKey());
  await friendbot(horizonUrl(), holder.publicKey());
  const asset = new Asset("NOPATH", issuer.publicKey());
  await submitOperations(holder, Operation.changeTrust({ asset }));
  return asset;
}

async function gotoSwap(page: Page): Promise<void> {
  await page.locator('header a[href="/swap"]:visible').first().click();
  await page.waitForURL("**/swap");
  await page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
}

async function notice(page: Page, text: string): Promise<void> {
  await page.getByTestId("swap-notice").filter({ hasText: text }).waitFor(UI_WAIT);
}

/** Opens the picker of one side and chooses an asset from a tab. */
async function pick(
  page: Page,
  side: "From" | "To",
  tab: "My Assets" | "Our Picks",
  code: string,
): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${side}: `) }).click();
  await page.getByRole("tab", { name: tab }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: `Choose ${code}`, exact: true })
    .click();
  await page.getByRole("button", { name: `${side}: ${code}` }).waitFor();
}

describe("swap journey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("quotes without login, but swapping needs it", async () => {
    const levelg = await operatorAsset("LEVELG");
    await provideLiquidity(levelg);
    const { context, page } = await openPage(browser);
    await page.goto("/swap");
    await page.getByRole("button", { name: "To: LEVELG" }).waitFor(UI_WAIT);
    await page.getByLabel("Amount to Send").fill("5");
    await page.getByRole("button", { name: "Track Path" }).click();
    await page.getByTestId("swap-path").filter({ hasText: XLM_TO_LEVELG }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Swap", exact: true }).click();
    await notice(page, "You are not logged in.");
    await context.close();
  });

  it("register → fund → trust LEVELG → every swap message → Track Path → Swap", async () => {
    const levelg = await operatorAsset("LEVELG");
    await provideLiquidity(levelg);
    const nopath = await assetWithoutMarket();

    const { context, page } = await openPage(browser);
    const publicKey = await newFundedWallet(page, horizonUrl());
    await trustFromWallet(page, "LEVELG");

    await gotoSwap(page);
    const amount = page.getByLabel("Amount to Send");
    const trackPath = page.getByRole("button", { name: "Track Path" });
    const swap = page.getByRole("button", { name: "Swap", exact: true });

    await trackPath.click();
    await page.getByText("Amount is required").waitFor();
    await amount.fill("0");
    await trackPath.click();
    await page.getByText("Amount should be greater than 0").waitFor();

    await amount.fill("10");
    await pick(page, "To", "My Assets", "XLM");
    await trackPath.click();
    await notice(page, "Cannot select same assets");

    await pick(page, "To", "Our Picks", "EURX");
    await swap.click();
    await notice(page, "You need to trust EURX in order to proceed.");
    await pick(page, "From", "Our Picks", "GBPX");
    await swap.click();
    await notice(page, "Please Trust Both Assets");
    await pick(page, "To", "My Assets", "LEVELG");
    await swap.click();
    await notice(page, "Please Trust This Asset First");
    await pick(page, "From", "My Assets", "XLM");

    // Manual asset: form rules, duplicates, unknown assets, then a real one without any market.
    await page.getByRole("button", { name: "To: LEVELG" }).click();
    await page.getByRole("tab", { name: "Manual" }).click();
    const code = page.getByLabel("Asset code");
    const issuer = page.getByLabel("Issuer");
    const add = page.getByRole("button", { name: "Add Asset" });
    await code.fill("AB");
    await issuer.fill(levelg.getIssuer() ?? "");
    await add.click();
    await page.getByText("Provide correct information").waitFor();
    await code.fill("LEVELG");
    await add.click();
    await page.getByText("Assets issued already!").waitFor();
    await code.fill("ZZZ");
    await issuer.fill(Keypair.random().publicKey());
    await add.click();
    await page.getByText("Asset cannot be issued try again later.").waitFor(UI_WAIT);
    await code.fill(nopath.getCode());
    await issuer.fill(nopath.getIssuer() ?? "");
    await add.click();
    await page.getByRole("button", { name: "To: NOPATH" }).waitFor(UI_WAIT);
    await trackPath.click();
    await notice(page, "No path found for this asset.");
    await pick(page, "To", "My Assets", "LEVELG");

    await amount.fill("20000");
    await swap.click();
    await notice(page, "Not enough balance.");

    await amount.fill("10");
    await page.locator("label", { hasText: /^1%$/ }).click();
    await page.getByTestId("swap-slippage").filter({ hasText: /^1%$/ }).waitFor();
    await trackPath.click();
    await page.getByTestId("swap-path").filter({ hasText: XLM_TO_LEVELG }).waitFor(UI_WAIT);
    const received = Number.parseFloat((await page.getByTestId("swap-receive").textContent()) ?? "");
    const minimumText = (await page.getByTestId("swap-minimum").textContent()) ?? "";
    expect(minimumText).toMatch(/^[\d.]+ LEVELG$/);
    const minimum = Number.parseFloat(minimumText);
    expect(minimum).toBeGreaterThan(0);
    expect(minimum).toBeLessThan(received);
    expect(minimum).toBeCloseTo(received * 0.99, 5);
    expect(await page.getByTestId("swap-send").textContent()).toBe("10.0000000 XLM");
    expect(await page.getByTestId("swap-impact").textContent()).toMatch(/^\d+\.\d{2}%$/);
    await toastsGone(page);
    await screenshot(page, "swap-1280");

    const before = Number.parseFloat((await ledgerBalance(horizonUrl(), publicKey, "LEVELG")) ?? "0");
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/swap/create"), UI_WAIT);
    await swap.click();
    await confirmReview(page);
    await page.getByText("Swap completed successfully.").first().waitFor(UI_WAIT);
    const after = Number.parseFloat((await ledgerBalance(horizonUrl(), publicKey, "LEVELG")) ?? "0");
    expect(after - before).toBeGreaterThanOrEqual(minimum);
    // The swap history keeps what the ledger executed (the API re-reads the transaction).
    const record = await recorded;
    expect(record.status()).toBe(200);
    const swapRecord = (await record.json()) as { account: string; fromAsset: string; toAmount: string };
    expect(swapRecord).toMatchObject({ account: publicKey, fromAsset: "XLM" });
    expect(Number.parseFloat(swapRecord.toAmount)).toBeCloseTo(after - before, 6);

    await page.setViewportSize({ width: 375, height: 812 });
    await amount.fill("1");
    await trackPath.click();
    await page.getByTestId("swap-path").filter({ hasText: XLM_TO_LEVELG }).waitFor(UI_WAIT);
    await toastsGone(page);
    await screenshot(page, "swap-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The wallet shows the new LEVELG balance; this wallet holds no pool shares.
    await page.locator('header a[href="/walletScreen"]:visible').first().click();
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("coin-row-LEVELG").waitFor(UI_WAIT);
    await page.getByRole("tab", { name: "Liquidity" }).click();
    await page.getByText("No data to show").waitFor(UI_WAIT);
    await context.close();
  });
});
