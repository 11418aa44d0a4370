import { type Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import type { Page } from "playwright-core";
import { baseUrl, UI_WAIT } from "./browser";
import { E2E_ADMIN } from "./e2e-admin-key";
import { registerPassword } from "./register";

export { E2E_ADMIN };

/** SEP-10 from the test, as the web app does it in the browser: challenge, sign with the key, token. */
export async function signIn(keypair: Keypair): Promise<string> {
  const challenge = (await (
    await fetch(`${baseUrl()}/api/anchor/authentication?account=${keypair.publicKey()}`)
  ).json()) as { transaction: string; network_passphrase: string };
  const tx = TransactionBuilder.fromXDR(challenge.transaction, challenge.network_passphrase);
  tx.sign(keypair);
  const response = await fetch(`${baseUrl()}/api/anchor/authentication`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ transaction: tx.toEnvelope().toXDR("base64") }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** One administrator token per test file: signing in again for every call would only slow the journeys down. */
let adminToken: Promise<string> | undefined;

/** An admin API call (`/api/admin/...`) with the journeys' administrator's token; throws on anything but 2xx. */
export async function asAdmin<T>(method: "GET" | "PUT" | "POST", path: string, body?: object): Promise<T> {
  adminToken ??= signIn(E2E_ADMIN);
  const response = await fetch(`${baseUrl()}/api/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new device: session password, then the wallet imported by its secret key; ends on the wallet screen. */
export async function importWallet(page: Page, keypair: Keypair, password = "P2p-pass5"): Promise<void> {
  await registerPassword(page, password);
  await page.getByRole("link", { name: "Import A Single Wallet" }).click();
  await page.getByLabel("Private key").fill(keypair.secret());
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.waitForURL("**/walletScreen", UI_WAIT);
}

/** A new device holding the journeys' administrator wallet (the console's link shows in its header). */
export function importAdmin(page: Page): Promise<void> {
  return importWallet(page, E2E_ADMIN, "Admin-pass5");
}
