// The P2P trade benchmarks' world: the real stack (ledger + API serving the built app) on its own PostgreSQL
// database, so the bench can write what KYC and an ad need beside the running API; a seller and a buyer holding
// LEVELG, KYC-approved; a LEVELG sell ad; each party's browser with their wallet imported; and the trade's steps
// over the API as each party's browser sends them.
import { randomBytes } from "node:crypto";
import {
  Asset,
  Horizon,
  Keypair,
  Operation,
  type Transaction,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { openDatabase } from "../../apps/api/src/db/database";
import { p2pAds } from "../../apps/api/src/db/schema";
import { OperatorKeys } from "../../apps/api/src/modules/demo-world/operator-keys";
import { approveKycForTest } from "../../apps/api/test/support/kyc-fixtures";
import { launchChromium } from "../../e2e/support/chromium";
import { registerPassword } from "../../e2e/support/register";
import { type RunningStack, startStack } from "./stack";

export interface TradeBenchWorld {
  stack: RunningStack;
  horizon: Horizon.Server;
  passphrase: string;
  levelg: Asset;
  seller: Keypair;
  buyer: Keypair;
  tokens: { seller: string; buyer: string };
  sellAdId: number;
  browser: Browser;
  /** A page of `who`'s own browser, their wallet imported (signed in), at 1280 px. */
  page(who: Keypair): Promise<Page>;
  api<T>(token: string, method: "GET" | "POST", path: string, body?: object): Promise<T>;
  /** The buyer starts a buy trade of `amount` LEVELG on the sell ad; answers its id. */
  startTrade(amount: string): Promise<string>;
  /** The seller's acceptance up to, not including, the confirmation: E opened, refund signed, E paid. */
  fundEscrow(tradeId: string): Promise<{ confirm: () => Promise<void> }>;
  /** The buyer's 'I have paid' as the page sends it, prepared: the release signed; `send` posts it. */
  preparePaid(tradeId: string): Promise<{ send: () => Promise<void> }>;
  /** The seller's 'I have received'. */
  received(tradeId: string): Promise<void>;
  /** The ledger's latest closed sequence. */
  latestLedger(): Promise<number>;
  stop(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

export async function startTradeBench(options: { ledgerCloseMs: number }): Promise<TradeBenchWorld> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)");
  const name = `sextant_bench_trades_${randomBytes(5).toString("hex")}`;
  await adminQuery(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  // The operator seed is the bench's, so it knows the issuer and fee account keys the API derives from it.
  const operatorSeed = randomBytes(32).toString("hex");
  const stack = await startStack({
    ledgerCloseMs: options.ledgerCloseMs,
    apiEnv: {
      DATABASE_URL: url.toString(),
      DEMO_WORLD: "off",
      // Sign-ins and trade starts come from one address, far faster than a person's.
      RATE_LIMIT_STRICT_PER_MINUTE: "100000",
      OPERATOR_SEED: operatorSeed,
    },
  });
  const database = await openDatabase({ url: url.toString(), dataDir: "" });
  const browser = await launchChromium();
  const stop = async () => {
    await browser.close();
    await stack.stop();
    await database.close();
    await adminQuery(server, `drop database if exists ${name} with (force)`);
  };
  try {
    const horizon = new Horizon.Server(stack.horizonUrl, { allowHttp: true });
    const root = (await (await fetch(`${stack.horizonUrl}/`)).json()) as { network_passphrase: string };
    const passphrase = root.network_passphrase;
    const db = database.db;
    const keys = new OperatorKeys(Buffer.from(operatorSeed, "hex"));
    const issuer = keys.issuer("LEVELG");
    const fee = keys.keypair("fee");
    const levelg = new Asset("LEVELG", issuer.publicKey());
    const fund = async (who: Keypair) => {
      const response = await fetch(`${stack.horizonUrl}/friendbot?addr=${who.publicKey()}`);
      if (!response.ok) throw new Error(`friendbot answered ${response.status}`);
    };
    const submit = async (source: Keypair, operations: xdr.Operation[], signers: Keypair[] = [source]) => {
      const builder = new TransactionBuilder(await horizon.loadAccount(source.publicKey()), {
        fee: "100",
        networkPassphrase: passphrase,
      });
      for (const operation of operations) builder.addOperation(operation);
      const tx = builder.setTimeout(60).build();
      tx.sign(...signers);
      await horizon.submitTransaction(tx);
    };
    // The operator's issuer and fee account (the escrow sponsor, the fee's destination) on the ledger.
    await fund(issuer);
    await fund(fee);
    await submit(fee, [Operation.changeTrust({ asset: levelg })]);
    const seller = Keypair.random();
    const buyer = Keypair.random();
    for (const [who, fullName] of [
      [seller, "Asha Rao"],
      [buyer, "Ravi Kumar"],
    ] as const) {
      await fund(who);
      await submit(
        issuer,
        [
          Operation.changeTrust({ asset: levelg, source: who.publicKey() }),
          Operation.payment({ destination: who.publicKey(), asset: levelg, amount: "100000" }),
        ],
        [issuer, who],
      );
      await approveKycForTest(db, who.publicKey(), { name: fullName, country: "IN" });
    }
    const [ad] = await db
      .insert(p2pAds)
      .values({
        type: "sell",
        assetCode: "LEVELG",
        assetIssuer: issuer.publicKey(),
        account: seller.publicKey(),
        availableAmount: 50_000n * 10_000_000n,
        totalAmount: 50_000n * 10_000_000n,
        minQty: 10_000_000n,
        maxQty: 1_000n * 10_000_000n,
        unitPrice: 42_000_000n,
        unitPriceMax: 42_000_000n,
        referencePrice: 42_000_000n,
        usdPrice: 500_000n,
        priceSpread: "0",
        currency: "INR",
        location: "IN",
        timeFrame: 15,
        paymentMethod: "Local_Bank",
        bankName: "State Bank of India",
        bankAccountNumber: "001234567",
        bankAccountTitle: "Asha Rao",
      })
      .returning();
    if (!ad) throw new Error("the ad was not created");

    const api = async <T>(token: string, method: "GET" | "POST", path: string, body?: object): Promise<T> => {
      const response = await fetch(`${stack.baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok)
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const signIn = async (who: Keypair) => {
      const asked = await fetch(`${stack.baseUrl}/api/anchor/authentication?account=${who.publicKey()}`);
      if (!asked.ok) throw new Error(`the sign-in challenge answered ${asked.status}: ${await asked.text()}`);
      const challenge = (await asked.json()) as { transaction: string; network_passphrase: string };
      const tx = TransactionBuilder.fromXDR(challenge.transaction, challenge.network_passphrase);
      tx.sign(who);
      const response = await fetch(`${stack.baseUrl}/api/anchor/authentication`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ transaction: tx.toEnvelope().toXDR("base64") }),
      });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    };
    const tokens = { seller: await signIn(seller), buyer: await signIn(buyer) };
    const sign = (xdrBase64: string, who: Keypair) => {
      const tx = TransactionBuilder.fromXDR(xdrBase64, passphrase) as Transaction;
      tx.sign(who);
      return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
    };

    return {
      stack,
      horizon,
      passphrase,
      levelg,
      seller,
      buyer,
      tokens,
      sellAdId: ad.id,
      browser,
      async page(who) {
        const context = await browser.newContext({
          baseURL: stack.baseUrl,
          viewport: { width: 1280, height: 900 },
        });
        const page = await context.newPage();
        await registerPassword(page, "Bench-pass5");
        await page.getByRole("link", { name: "Import A Single Wallet" }).click();
        await page.getByLabel("Private key").fill(who.secret());
        await page.getByRole("button", { name: "Import", exact: true }).click();
        await page.waitForURL("**/walletScreen", { timeout: 30_000 });
        return page;
      },
      api,
      async startTrade(amount) {
        const { trade } = await api<{ trade: { id: string } }>(tokens.buyer, "POST", "/p2p/addBuyTrade", {
          p2padsId: String(ad.id),
          amount,
          coinUSDRate: "0.05",
        });
        return trade.id;
      },
      async fundEscrow(tradeId) {
        const opened = await api<{ fundingXdr: string; refundXdr: string }>(
          tokens.seller,
          "POST",
          "/p2p/escrow/open",
          { tradeId },
        );
        await api(tokens.seller, "POST", "/p2p/escrow/refundSignature", {
          tradeId,
          signature: sign(opened.refundXdr, seller).signature,
        });
        const funding = sign(opened.fundingXdr, seller);
        await horizon.submitTransaction(funding.tx);
        const hash = Buffer.from(funding.tx.hash()).toString("hex");
        return {
          confirm: async () => {
            await api(
              tokens.seller,
              "GET",
              `/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
            );
          },
        };
      },
      async preparePaid(tradeId) {
        const { releaseXdr } = await api<{ releaseXdr: string }>(
          tokens.buyer,
          "GET",
          `/p2p/escrow/release?tradeId=${tradeId}`,
        );
        const releaseSignature = sign(releaseXdr, buyer).signature;
        return {
          send: async () => {
            await api(tokens.buyer, "POST", "/p2p/claimAmountTransferByBuyer", { tradeId, releaseSignature });
          },
        };
      },
      async received(tradeId) {
        await api(tokens.seller, "POST", "/p2p/claimAmountRecivedBySeller", { tradeId });
      },
      async latestLedger() {
        const info = (await (await fetch(`${stack.horizonUrl}/`)).json()) as {
          history_latest_ledger: number;
        };
        return info.history_latest_ledger;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
