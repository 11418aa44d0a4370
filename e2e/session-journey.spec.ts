import { readFile } from "node:fs/promises";
import { Keypair, StrKey } from "@stellar/stellar-sdk";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot } from "./support/browser";
import { confirmReview } from "./support/review";

const PASSWORD = "Journey-pass9";
const WRONG_PASSWORD = "Journey-pass8";
/** Any Stellar secret seed, wherever it might hide in a URL, a header or a body. */
const SECRET_CANDIDATE = /S[A-Z2-7]{55}/g;

/**
 * The Stellar secret keys written anywhere in `text`: 56-character strings starting with S whose checksum is
 * valid. (Base64 transaction envelopes can hold runs that merely look like one.)
 */
function secretKeysIn(text: string): string[] {
  return [...text.matchAll(SECRET_CANDIDATE)]
    .map((match) => match[0])
    .filter((candidate) => StrKey.isValidEd25519SecretSeed(candidate));
}

interface TRecordedRequest {
  method: string;
  url: string;
  headers: string;
  body: string;
}

/** Records every request the page makes, with its URL, headers and body, for the whole journey. */
function recordRequests(page: Page): TRecordedRequest[] {
  const recorded: TRecordedRequest[] = [];
  page.on("request", (request: Request) => {
    recorded.push({
      method: request.method(),
      url: request.url(),
      headers: JSON.stringify(request.headers()),
      body: request.postData() ?? "",
    });
  });
  return recorded;
}

/** From the wallet screen to the import screen as a person goes: My Wallets, Create New Wallet, Import. */
async function openImportFromWallets(page: Page, pickerOpen = false): Promise<void> {
  const picker = page.getByRole("dialog", { name: "My Wallets" });
  if (!pickerOpen) await page.getByRole("button", { name: "My Wallets" }).click();
  await picker.getByRole("button", { name: "Create New Wallet" }).click();
  await page.waitForURL("**/newWallet");
  await page.getByRole("link", { name: "Import A Single Wallet" }).click();
  await page.waitForURL("**/importWallet");
}

describe("session and wallet lifecycle", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let requests: TRecordedRequest[];
  const secrets: string[] = [];
  const importedSecret = Keypair.random().secret();
  const importedPublicKey = Keypair.fromSecret(importedSecret).publicKey();
  let generatedPublicKey = "";
  let keystorePath = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
    requests = recordRequests(page);
    secrets.push(importedSecret);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("sends a new device from /importWallet to create a session password first", async () => {
    const phone = await openPage(browser, 375);
    await phone.page.goto("/importWallet");
    await phone.page.getByRole("heading", { name: "Import Wallet" }).waitFor();
    await phone.page.getByText(/Create one on this device first/).waitFor();
    await screenshot(phone.page, "session-import-new-device-375");
    await phone.page.getByRole("link", { name: "Create Account" }).click();
    await phone.page.waitForURL("**/register");
    await phone.page.getByRole("heading", { name: "New Session Password" }).waitFor();
    await phone.context.close();
  });

  it("registers a session password and lands on New Wallet", async () => {
    await page.goto("/register");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel("Refer By A Friend?").fill("friend-42");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/newWallet");
    await page.getByRole("heading", { name: "Generate Random Wallet" }).waitFor();
  });

  it("generates a wallet and shows the backup screen with its secret key", async () => {
    await page.getByRole("button", { name: "Generate Random Wallet" }).click();
    await page.getByRole("heading", { name: "Congratulations" }).waitFor();
    const secret = (await page.getByTestId("secret-key").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^S[A-Z2-7]{55}$/);
    secrets.push(secret);
    generatedPublicKey = Keypair.fromSecret(secret).publicKey();
    expect(await page.getByText(generatedPublicKey).count()).toBeGreaterThan(0);
    await screenshot(page, "session-backup");

    await page.getByRole("button", { name: "Go To Wallet" }).click();
    await page.getByText("Please agree terms & conditions.").waitFor();
    expect(page.url()).toContain("/newWallet");

    const boxes = page.getByRole("checkbox");
    expect(await boxes.count()).toBe(3);
    for (let index = 0; index < 3; index++) await boxes.nth(index).check();
    await page.getByRole("button", { name: "Go To Wallet" }).click();
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("public-key").filter({ hasText: generatedPublicKey }).waitFor();
  });

  it("registers the new account with the API, with the referral", async () => {
    await expect
      .poll(() => requests.find((request) => request.url.endsWith("/api/accounts/create")))
      .toBeDefined();
    const created = requests.find((request) => request.url.endsWith("/api/accounts/create"));
    expect(JSON.parse(created?.body ?? "{}")).toEqual({
      publicKey: generatedPublicKey,
      referral: "friend-42",
    });
  });

  it("logs out, refuses a wrong password and logs in again", async () => {
    await page.getByRole("link", { name: "Profile" }).first().click();
    await page.waitForURL("**/profileScreen");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");

    await page.getByLabel("Password", { exact: true }).fill(WRONG_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Incorrect password please try again.").waitFor();
    expect(page.url()).toContain("/login");
    await screenshot(page, "session-login-wrong-password");

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("public-key").filter({ hasText: generatedPublicKey }).waitFor();
  });

  it("imports a second wallet by its secret key", async () => {
    await openImportFromWallets(page);

    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("Private key is required.").waitFor();

    await page.getByLabel("Private key").fill(importedSecret);
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("Wallet imported successfully!").waitFor();
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("public-key").filter({ hasText: importedPublicKey }).waitFor();
  });

  it("lists both wallets in the picker and switches between them", async () => {
    await page.getByRole("button", { name: "My Wallets" }).click();
    const picker = page.getByRole("dialog", { name: "My Wallets" });
    await picker.getByText("WALLET #1").waitFor();
    await picker.getByText("WALLET #2").waitFor();
    await screenshot(page, "session-picker");
    await picker.getByText("WALLET #1").click();
    await page.getByTestId("public-key").filter({ hasText: generatedPublicKey }).waitFor();
  });

  it("renames the wallet with the spec's checks", async () => {
    await page.getByRole("link", { name: "Profile" }).first().click();
    await page.waitForURL("**/profileScreen");
    await page.getByRole("button", { name: "Wallet Settings" }).click();
    const name = page.getByLabel("Wallet name");
    await name.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Name field can't be empty.").waitFor();
    await name.fill("wallet #2");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("This name already used.").waitFor();
    await name.fill("Main");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Wallet name saved.").waitFor();
  });

  it("sets the home domain on the ledger and a federation name through SEP-10", async () => {
    const funded = await fetch(`${inject("horizonUrl")}/friendbot?addr=${generatedPublicKey}`);
    expect(funded.ok).toBe(true);
    const apiDomain = `localhost:${new URL(baseUrl()).port}`;

    await page.getByRole("button", { name: "Set", exact: true }).nth(1).click();
    await page.getByText("You need to set home domain first").waitFor();

    const domain = page.getByLabel("Home domain");
    await domain.fill("not a url");
    await page.getByRole("button", { name: "Set", exact: true }).first().click();
    await page.getByText("Domain field should be a url.").waitFor();
    await domain.fill(`http://${apiDomain}`);
    await page.getByRole("button", { name: "Set", exact: true }).first().click();
    await confirmReview(page);
    await page.getByText("Home domain saved.").waitFor({ timeout: 20_000 });
    await page.getByText(`Current: ${apiDomain}`).waitFor({ timeout: 20_000 });

    await page.getByLabel("Federation name").fill("journey");
    await page.getByRole("button", { name: "Set", exact: true }).nth(1).click();
    await page.getByText(`journey*${apiDomain}`).first().waitFor({ timeout: 20_000 });
    expect(requests.some((request) => request.url.includes("/api/anchor/authentication"))).toBe(true);
    const claim = requests.find((request) => request.url.endsWith("/api/federation/setfederation"));
    expect(claim?.headers).toContain(`"authorization":"Bearer `);
    await screenshot(page, "session-wallet-settings");

    // Receive shows the federation address beside the account's, then back to the profile.
    await page.locator('header a[href="/walletScreen"]:visible').first().click();
    await page.waitForURL("**/walletScreen");
    await page.getByRole("button", { name: "Receive XLM" }).first().click();
    await page
      .getByTestId("receive-federation-address")
      .filter({ hasText: `journey*${apiDomain}` })
      .waitFor({ timeout: 20_000 });
    await page.getByRole("link", { name: "Profile" }).first().click();
    await page.waitForURL("**/profileScreen**");
  });

  it("asks for the password before every signature under 'Every transaction'", async () => {
    await page.getByRole("button", { name: "App Setting" }).click();
    await page.getByRole("textbox", { name: "Ask for the password" }).click();
    await page.getByRole("option", { name: "Every transaction" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("button", { name: "Wallet Settings" }).click();

    const submissions = () =>
      requests.filter((request) => request.method === "POST" && request.url.endsWith("/transactions")).length;
    const before = submissions();
    await page.getByLabel("Home domain").fill("localhost");
    await page.getByRole("button", { name: "Set", exact: true }).first().click();
    await confirmReview(page);
    const modal = page.getByRole("dialog", { name: "Confirm Password" });
    await modal.getByRole("button", { name: "Confirm" }).click();
    await modal.getByText("Password is required.").waitFor();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "hidden" });
    expect(submissions()).toBe(before);

    await page.getByRole("button", { name: "Set", exact: true }).first().click();
    await confirmReview(page);
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Current: localhost", { exact: true }).waitFor({ timeout: 20_000 });
    expect(submissions()).toBe(before + 1);
  });

  it("reveals the secret key only after the password", async () => {
    await page.getByRole("button", { name: "Wallet Security" }).click();
    await page.getByRole("button", { name: "Show secret key" }).click();
    const modal = page.getByRole("dialog", { name: "Confirm Password" });
    await modal.getByLabel("Password").fill(WRONG_PASSWORD);
    await modal.getByRole("button", { name: "Confirm" }).click();
    await modal.getByText("Wrong password please try again.").waitFor();
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Confirm" }).click();
    const shown = (await page.getByTestId("secret-key").textContent())?.trim();
    expect(shown).toBe(secrets[1]);
    await screenshot(page, "session-wallet-security");
  });

  it("exports the wallet as a keystore file after the password", async () => {
    await page.getByLabel("File password", { exact: true }).fill("file-pass-123");
    await page.getByLabel("Confirm file password").fill("file-pass-123");
    const downloading = page.waitForEvent("download", { timeout: 30_000 });
    await page.getByRole("button", { name: "Export keystore file" }).click();
    const modal = page.getByRole("dialog", { name: "Confirm Password" });
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Confirm" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sextant-${generatedPublicKey.slice(0, 8)}.keystore.json`);
    keystorePath = (await download.path()) ?? "";
    const file = JSON.parse(await readFile(keystorePath, "utf8")) as { type: string; publicKey: string };
    expect(file).toMatchObject({ type: "sextant-keystore", publicKey: generatedPublicKey });
    expect(secretKeysIn(JSON.stringify(file))).toEqual([]);
  });

  it("deletes the wallet from this device after its public key is typed", async () => {
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete account" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByText("Please enter a public key.").waitFor();
    await dialog.getByLabel("Public key").fill(importedPublicKey);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByText("Unable to Remove account make sure account id is correct.").waitFor();
    await dialog.getByLabel("Public key").fill(generatedPublicKey);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Successfully deleted.").waitFor();
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("public-key").filter({ hasText: importedPublicKey }).waitFor();
    // `addWallet: true`: the wallet screen opens the picker to add another wallet.
    const picker = page.getByRole("dialog", { name: "My Wallets" });
    await picker.waitFor();
    expect(await picker.getByText("Main").count()).toBe(0);
  });

  it("imports the deleted wallet back from its keystore file", async () => {
    await openImportFromWallets(page, true);
    await page.getByRole("tab", { name: "Keystore file" }).click();
    await page.locator('input[type="file"]').setInputFiles(keystorePath);
    await page.getByLabel("File password").fill("wrong-pass-123");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("Wrong password please try again.").waitFor({ timeout: 30_000 });
    await page.getByLabel("File password").fill("file-pass-123");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("Wallet imported successfully!").waitFor({ timeout: 30_000 });
    await page.waitForURL("**/walletScreen");
    await page.getByTestId("public-key").filter({ hasText: generatedPublicKey }).waitFor();
  });

  it("never sent the password or a secret key in any request", () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(secrets).toHaveLength(2);
    for (const request of requests) {
      const text = `${request.method} ${request.url}\n${request.headers}\n${request.body}`;
      const decoded = safeDecode(text);
      for (const candidate of [text, decoded]) {
        expect(candidate).not.toContain(PASSWORD);
        expect(candidate).not.toContain(WRONG_PASSWORD);
        expect(candidate).not.toContain("file-pass-123");
        for (const secret of secrets) expect(candidate).not.toContain(secret);
        expect(secretKeysIn(candidate)).toEqual([]);
      }
    }
  });
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
