// Anchored deposit latency on the standalone stack (ledger closing every second, local EVM chain mining every
// second, the anchor's pass every second): from the moment the deposit's last needed confirmation is on the chain
// (its block + 1 for a depth of 2) to the moment the credit is on the ledger. Target p50 ≤ 2 s.
import { Asset, Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { startStack } from "../../scripts/lib/processes.mjs";
import { percentile, printTable } from "../lib/measure";

const deposits = Number(process.env.BENCH_DEPOSITS ?? 10);
const CONFIRMATIONS = 2;
const PASSPHRASE = "Standalone Network ; February 2017";

const stack = await startStack({
  prefix: "sextant-bench-anchor-",
  apiEnv: { NODE_ENV: "development", DEMO_WORLD: "off", ANCHOR_CONFIRMATIONS: String(CONFIRMATIONS) },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const toml = await (await fetch(`${stack.baseUrl}/.well-known/stellar.toml`)).text();
  const issuer = /code = "USDT"\s*\nissuer = "(G[A-Z2-7]{55})"/.exec(toml)?.[1];
  if (!issuer) throw new Error("no USDT issuer in stellar.toml");
  const friendbot = async (account: string) => {
    const response = await fetch(`${stack.horizonUrl}/friendbot?addr=${account}`);
    if (!response.ok && response.status !== 400) throw new Error(`friendbot ${response.status}`);
  };
  await friendbot(issuer);
  const user = Keypair.random();
  await friendbot(user.publicKey());
  const usdt = new Asset("USDT", issuer);
  const submit = async (operations: Parameters<TransactionBuilder["addOperation"]>[0][]) => {
    const account = await (await fetch(`${stack.horizonUrl}/accounts/${user.publicKey()}`)).json();
    const { Account } = await import("@stellar/stellar-sdk");
    const builder = new TransactionBuilder(new Account(user.publicKey(), account.sequence), {
      fee: "100",
      networkPassphrase: PASSPHRASE,
    }).setTimeout(60);
    for (const operation of operations) builder.addOperation(operation);
    const tx = builder.build();
    tx.sign(user);
    const response = await fetch(`${stack.horizonUrl}/transactions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ tx: tx.toXDR() }),
    });
    if (!response.ok) throw new Error(`submit ${response.status}: ${await response.text()}`);
  };
  await submit([Operation.changeTrust({ asset: usdt })]);

  // SEP-10 sign-in.
  const challenge = await (
    await fetch(`${stack.baseUrl}/api/anchor/authentication?account=${user.publicKey()}`)
  ).json();
  const signed = TransactionBuilder.fromXDR(challenge.transaction, PASSPHRASE);
  signed.sign(user);
  const auth = await (
    await fetch(`${stack.baseUrl}/api/anchor/authentication`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transaction: signed.toXDR() }),
    })
  ).json();
  const headers = { authorization: `Bearer ${auth.token}`, "content-type": "application/json" };

  const rpcUrl = stack.chainUrl;
  const balance = async () => {
    const account = await (await fetch(`${stack.horizonUrl}/accounts/${user.publicKey()}`)).json();
    const line = account.balances.find(
      (entry: { asset_code?: string; asset_issuer?: string }) =>
        entry.asset_code === "USDT" && entry.asset_issuer === issuer,
    );
    return Number(line?.balance ?? 0);
  };

  const latencies: number[] = [];
  for (let index = 0; index < deposits; index += 1) {
    const start = await balance();
    const sent = await fetch(`${stack.baseUrl}/api/anchor/demo/simulate-deposit`, {
      method: "POST",
      headers,
      body: JSON.stringify({ asset_code: "USDT", chain: index % 2 === 0 ? "ERC20" : "TRC20", amount: "10" }),
    });
    if (!sent.ok) throw new Error(`simulate-deposit ${sent.status}: ${await sent.text()}`);
    const { chain_transaction_id: hash } = (await sent.json()) as { chain_transaction_id: string };
    const receipt = (await rpc(rpcUrl, "eth_getTransactionReceipt", [hash])) as { blockNumber: string };
    const needed = BigInt(receipt.blockNumber) + BigInt(CONFIRMATIONS - 1);
    let confirmedAt = 0;
    while (!confirmedAt) {
      if (BigInt((await rpc(rpcUrl, "eth_blockNumber", [])) as string) >= needed)
        confirmedAt = performance.now();
      else await sleep(10);
    }
    const deadline = Date.now() + 30_000;
    while ((await balance()) <= start) {
      if (Date.now() > deadline) throw new Error("the deposit was not credited within 30 s");
      await sleep(20);
    }
    latencies.push(performance.now() - confirmedAt);
  }
  latencies.sort((a, b) => a - b);
  printTable(`Anchored deposit: last confirmation → credit on the ledger (${deposits} deposits)`, [
    ["p50 ms", percentile(latencies, 50).toFixed(0)],
    ["p90 ms", percentile(latencies, 90).toFixed(0)],
    ["max ms", (latencies.at(-1) ?? 0).toFixed(0)],
    ["target p50 ms", 2000],
  ]);
} finally {
  await stack.stop();
}

async function rpc(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as unknown;
}
