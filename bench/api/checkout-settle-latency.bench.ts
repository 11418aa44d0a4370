// Checkout settlement latency: from a customer's payment being on the ledger (its submission answered, 1 s
// ledgers) to the merchant's webhook receiver holding the signed `order.settled` delivery. Two ways the API learns
// of the payment: the customer's report (PATCH update-checkout with the hash, as the checkout screen does), and the
// payment watcher alone (the customer never reports). Standalone ledger + in-memory PGlite.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLedger } from "@sextant/ledger";
import { Asset, Horizon, Keypair, Operation, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import { buildApp } from "../../apps/api/src/build-app";
import { assets, merchantWebhooks } from "../../apps/api/src/db/schema";
import { createApiKey } from "../../apps/api/src/modules/checkout/api-keys";
import { saveMerchantProfile } from "../../apps/api/src/modules/checkout/merchants";
import { newWebhookSecret, verifyWebhook } from "../../apps/api/src/modules/checkout/webhook-signature";
import { loadSettings } from "../../apps/api/src/settings";
import { testToken } from "../../apps/api/test/support/test-token";
import { percentile, printTable } from "../lib/measure";

const rounds = Number(process.env.BENCH_ORDERS ?? 15);
const closeMs = Number(process.env.BENCH_CLOSE_MS ?? 1000);

const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-bench-checkout-"));
const ledger = await startLedger({
  dataDir: path.join(dataDir, "ledger"),
  port: 0,
  closeMs,
  devClock: false,
  devClockToken: false,
  limits: { friendbotBurst: 1000, friendbotPerMinute: 1000, streamsPerClient: 1000, streamsTotal: 1000 },
});
const horizon = new Horizon.Server(ledger.url, { allowHttp: true });
const settings = loadSettings({ LOG_LEVEL: "silent", HORIZON_URL: ledger.url, DEMO_WORLD: "off" });
const app = await buildApp({ ...settings, databaseUrl: "memory://", dataDir, demoWorld: false });
await app.ready();

const fund = async (keypair: Keypair) => {
  const response = await fetch(`${ledger.url}/friendbot?addr=${keypair.publicKey()}`);
  if (!response.ok) throw new Error(`friendbot ${response.status}`);
};
const submit = async (source: Keypair, operations: xdr.Operation[]) => {
  const builder = new TransactionBuilder(await horizon.loadAccount(source.publicKey()), {
    fee: "100",
    networkPassphrase: ledger.networkPassphrase,
  });
  for (const operation of operations) builder.addOperation(operation);
  const tx = builder.setTimeout(60).build();
  tx.sign(source);
  return (await horizon.submitTransaction(tx)).hash;
};

// A world: an issuer of USDT, a merchant trusting it, a customer holding some.
const issuer = Keypair.random();
const merchant = Keypair.random();
const customer = Keypair.random();
await Promise.all([issuer, merchant, customer].map(fund));
const usdt = new Asset("USDT", issuer.publicKey());
await submit(merchant, [Operation.changeTrust({ asset: usdt })]);
await submit(customer, [Operation.changeTrust({ asset: usdt })]);
await submit(issuer, [
  Operation.payment({ destination: customer.publicKey(), asset: usdt, amount: "100000" }),
]);

// The receiver: records when each order's signed settled delivery arrived.
const settledAt = new Map<string, number>();
let badSignatures = 0;
const secret = newWebhookSecret();
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => {
    body += chunk.toString("utf8");
  });
  request.on("end", () => {
    if (!verifyWebhook(secret, body, String(request.headers["sextant-signature"] ?? ""))) badSignatures += 1;
    const parsed = JSON.parse(body) as { type: string; data: { order: { orderNumber: string } } };
    if (parsed.type === "order.settled") settledAt.set(parsed.data.order.orderNumber, performance.now());
    response.end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const db = app.database.db;
// Orders are priced in listed assets: the bench's USDT joins the catalogue.
await db
  .insert(assets)
  .values({ code: "USDT", issuer: issuer.publicKey(), name: "Bench USDT", referenceUsdPrice: "1" });
const profile = await saveMerchantProfile(db, merchant.publicKey(), {
  name: "Bench shop",
  receivingAddress: merchant.publicKey(),
});
const apiKey = (await createApiKey(db, profile.id, "bench", ["orders:write", "orders:read"])).secret;
await db
  .insert(merchantWebhooks)
  .values({ merchantId: profile.id, url: receiverUrl, secret, events: ["order.settled"] });
const customerToken = await testToken(app, customer.publicKey());

async function settleOnce(orderNumber: string, report: boolean): Promise<number> {
  const created = await app.inject({
    method: "POST",
    url: "/api/merchant/v1/orders",
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { orderNumber, service: "bench", payableAmount: "1.5", asset: `USDT:${issuer.publicKey()}` },
  });
  const order = created.json() as { memo: string; payTo: string };
  const hash = await submit(customer, [
    Operation.payment({ destination: order.payTo, asset: usdt, amount: "1.5" }),
  ]);
  const onLedger = performance.now();
  if (report) {
    await app.inject({
      method: "PATCH",
      url: `/api/ordered-transactions/update-checkout/${order.memo}`,
      headers: { authorization: `Bearer ${customerToken}` },
      payload: { status: "Completed", orderStatus: "Pending", transactionHash: hash, isInstant: true },
    });
  }
  const deadline = Date.now() + 30_000;
  while (!settledAt.has(orderNumber)) {
    if (Date.now() > deadline) throw new Error(`order ${orderNumber} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return (settledAt.get(orderNumber) ?? 0) - onLedger;
}

const reported: number[] = [];
const watched: number[] = [];
for (let i = 0; i < rounds; i += 1) reported.push(await settleOnce(`R-${i}`, true));
for (let i = 0; i < rounds; i += 1) watched.push(await settleOnce(`W-${i}`, false));
reported.sort((a, b) => a - b);
watched.sort((a, b) => a - b);

printTable(
  `Checkout: payment on the ledger → signed order.settled webhook delivered (${closeMs} ms ledgers)`,
  [
    [`with the customer's report, p50 ms (${rounds} orders)`, percentile(reported, 50).toFixed(0)],
    ["with the customer's report, p95 ms", percentile(reported, 95).toFixed(0)],
    ["watcher only, p50 ms", percentile(watched, 50).toFixed(0)],
    ["watcher only, p95 ms", percentile(watched, 95).toFixed(0)],
    ["target p50 ms (with report)", 1500],
    ["signatures that did not verify", badSignatures],
  ],
);

receiver.close();
await app.close();
await ledger.close();
rmSync(dataDir, { recursive: true, force: true });
