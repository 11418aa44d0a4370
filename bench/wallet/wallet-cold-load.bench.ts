// Cold load of /walletScreen in Chromium: a fresh browser profile (empty HTTP cache) whose device already holds
// the vault opens /login, logs in (PBKDF2 unlock) and waits until the wallet's XLM balance is on screen.
// Printed: time to the login form, time from Login to balances, and the whole path.
import { launchChromium } from "../../e2e/support/chromium";
import { percentile, printTable } from "../lib/measure";
import { startStack } from "../lib/stack";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const password = "bench password 1";
const stack = await startStack();
const browser = await launchChromium();
try {
  // Set up once: register, generate a wallet, fund it; keep the device's storage.
  const setup = await browser.newContext({ baseURL: stack.baseUrl });
  const page = await setup.newPage();
  await page.goto("/register");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/newWallet");
  await page.getByRole("button", { name: "Generate Random Wallet" }).click();
  await page.getByRole("heading", { name: "Congratulations" }).waitFor();
  for (const box of await page.getByRole("checkbox").all()) await box.check();
  await page.getByRole("button", { name: "Go To Wallet" }).click();
  await page.waitForURL("**/walletScreen");
  await page.getByRole("button", { name: "Fund with test faucet" }).click();
  await page.getByTestId("coin-row-XLM").waitFor({ timeout: 30_000 });
  const storage = await setup.storageState();
  await setup.close();

  const toForm: number[] = [];
  const toBalances: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ baseURL: stack.baseUrl, storageState: storage });
    const cold = await context.newPage();
    const t0 = performance.now();
    await cold.goto("/login");
    await cold.getByLabel("Password", { exact: true }).waitFor();
    const t1 = performance.now();
    await cold.getByLabel("Password", { exact: true }).fill(password);
    const t2 = performance.now();
    await cold.getByRole("button", { name: "Login" }).click();
    await cold.getByTestId("coin-row-XLM").waitFor({ timeout: 30_000 });
    const t3 = performance.now();
    toForm.push(t1 - t0);
    toBalances.push(t3 - t2);
    total.push(t1 - t0 + (t3 - t2));
    await context.close();
  }
  for (const list of [toForm, toBalances, total]) list.sort((a, b) => a - b);
  printTable(`Cold load of /walletScreen in Chromium (${runs} runs, fresh cache each run)`, [
    ["open /login → form ready, p50 ms", percentile(toForm, 50).toFixed(0)],
    ["Login → XLM balance shown, p50 ms", percentile(toBalances, 50).toFixed(0)],
    ["whole path, p50 ms", percentile(total, 50).toFixed(0)],
    ["whole path, slowest ms", (total.at(-1) ?? 0).toFixed(0)],
  ]);
} finally {
  await browser.close();
  await stack.stop();
}
