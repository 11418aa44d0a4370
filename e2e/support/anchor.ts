import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { type Address, createPublicClient, http, parseAbi } from "viem";
import { inject } from "vitest";
import { baseUrl, UI_WAIT } from "./browser";

const ERC20_BALANCE = parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function decimals() view returns (uint8)",
]);

/** The standalone stack's local EVM chain (the global setup starts it; it mines a block every second). */
export const chainRpcUrl = (): string => inject("chainRpcUrl");

/** An address on the chain nobody holds a key for: where a withdrawal is paid out to. */
export function externalAddress(): Address {
  return `0x${randomBytes(20).toString("hex")}`;
}

/** What the chain itself says an address holds of a token, in whole tokens (decimal text). */
export async function tokenBalance(token: Address, owner: Address): Promise<string> {
  const client = createPublicClient({ transport: http(chainRpcUrl()) });
  const [units, decimals] = await Promise.all([
    client.readContract({ address: token, abi: ERC20_BALANCE, functionName: "balanceOf", args: [owner] }),
    client.readContract({ address: token, abi: ERC20_BALANCE, functionName: "decimals" }),
  ]);
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${units / scale}.${fraction}` : `${units / scale}`;
}

/** The row of a Recent Deposit / Recent Withdrawals list, newest first. */
export function latestRow(page: Page, title: "Recent Deposit" | "Recent Withdrawals") {
  return page
    .locator(".mantine-Paper-root")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByTestId("anchor-row")
    .first();
}

/** Waits until the newest row of a list has `status` (the lists re-read on their own while a row is pending). */
export async function waitForRowStatus(
  page: Page,
  title: "Recent Deposit" | "Recent Withdrawals",
  status: string,
  timeout = 90_000,
): Promise<void> {
  await page
    .locator(".mantine-Paper-root")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .locator(`[data-testid="anchor-row"][data-status="${status}"]`)
    .first()
    .waitFor({ ...UI_WAIT, timeout });
}

/** SEP-24's interactive start, as a wallet calls it: answers the page's URL with its one-time token. */
export async function interactiveUrl(token: string, kind: "deposit" | "withdraw"): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/sep24/transactions/${kind}/interactive`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ asset_code: "USDT" }),
  });
  if (!response.ok)
    throw new Error(`${kind}/interactive answered ${response.status}: ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
