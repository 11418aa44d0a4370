import type { Page } from "playwright-core";
import { UI_WAIT } from "./browser";
import { registerPassword } from "./register";
import { confirmReview } from "./review";

/** Generate Random Wallet → backup screen (three acknowledgements) → Go To Wallet; returns the public key. */
export async function generateWallet(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Generate Random Wallet" }).click();
  await page.getByRole("heading", { name: "Congratulations" }).waitFor();
  const shown = await page
    .getByText(/^G[A-Z2-7]{55}$/)
    .first()
    .textContent();
  const publicKey = (shown ?? "").trim();
  for (const box of await page.getByRole("checkbox").all()) await box.check();
  await page.getByRole("button", { name: "Go To Wallet" }).click();
  await page.waitForURL("**/walletScreen");
  return publicKey;
}

/** The test XLM faucet of the standalone ledger, straight over HTTP. */
export async function friendbot(horizonUrl: string, publicKey: string): Promise<void> {
  const response = await fetch(`${horizonUrl}/friendbot?addr=${publicKey}`);
  if (!response.ok) throw new Error(`friendbot answered ${response.status}: ${await response.text()}`);
}

/** The balance of one asset on the ledger ("XLM" or a code), as Horizon's decimal string; null when not held. */
export async function ledgerBalance(
  horizonUrl: string,
  publicKey: string,
  code: string,
): Promise<string | null> {
  const response = await fetch(`${horizonUrl}/accounts/${publicKey}`);
  if (!response.ok) return null;
  const account = (await response.json()) as {
    balances: Array<{ asset_type: string; asset_code?: string; balance: string }>;
  };
  const line = account.balances.find((balance) =>
    code === "XLM" ? balance.asset_type === "native" : balance.asset_code === code,
  );
  return line?.balance ?? null;
}

/** Register → generate a wallet → fund it with friendbot → its XLM on the wallet screen; returns the public key. */
export async function newFundedWallet(page: Page, horizonUrl: string): Promise<string> {
  await registerPassword(page);
  const publicKey = await generateWallet(page);
  await friendbot(horizonUrl, publicKey);
  await page.getByTestId("coin-row-XLM").waitFor(UI_WAIT);
  return publicKey;
}

/** From the wallet screen: Add Token → Add CODE → Trust Asset → confirm the review → 'Trust created successfully.' */
export async function trustFromWallet(page: Page, code: string): Promise<void> {
  await page.getByRole("button", { name: "Add Token" }).click();
  await page.getByRole("button", { name: `Add ${code}` }).click();
  await page.getByRole("button", { name: "Trust Asset" }).click();
  await confirmReview(page);
  await page.getByText("Trust created successfully.").first().waitFor(UI_WAIT);
}
