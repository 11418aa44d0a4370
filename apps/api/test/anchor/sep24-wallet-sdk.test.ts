import tls from "node:tls";
import { Asset, Keypair, Networks, Operation } from "@stellar/stellar-sdk";
import {
  IssuedAssetId,
  SigningKeypair,
  StellarConfiguration,
  type Types,
  Wallet,
} from "@stellar/typescript-wallet-sdk";
import type { FastifyInstance } from "fastify";
import { type Address, createPublicClient, http, parseAbi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anchorServiceOf } from "../../src/modules/anchor/plugin";
import { OperatorKeys } from "../../src/modules/demo-world/operator-keys";
import { startTestEvmChain, type TestEvmChain } from "../support/evm-chain";
import {
  type HttpsProxy,
  makeSelfSignedCertificate,
  type SelfSignedCertificate,
  startHttpsProxy,
} from "../support/https-proxy";
import { createTestApp } from "../support/test-app";
import { startTestLedger, type TestLedger } from "../support/test-ledger";

/**
 * The SDF wallet SDK (@stellar/typescript-wallet-sdk) as any Stellar wallet would use Sextant: stellar.toml → SEP-10
 * → SEP-24 info, interactive deposit and withdrawal, transaction status. The SDK refuses plain http off Testnet, so
 * the API and the ledger are served over https on localhost with a self-signed certificate this process trusts —
 * `tls.setDefaultCACertificates`, the in-process form of NODE_EXTRA_CA_CERTS. The interactive page's part (what a
 * person does in the popup) is done over its API; the chain transfer and the payout are real, on a local EVM chain.
 */

const ERC20_BALANCE = parseAbi(["function balanceOf(address) view returns (uint256)"]);

let certificate: SelfSignedCertificate;
let api: HttpsProxy;
let horizonTls: HttpsProxy;
let ledger: TestLedger;
let chain: TestEvmChain;
let app: FastifyInstance;
let apiOrigin = "";
let issuer: Keypair;
let ticking = true;
let ticker: Promise<void> = Promise.resolve();

/** What the chain and the API's passes do on their own in production: a block and an anchor pass every 200 ms. */
async function runAnchor(): Promise<void> {
  const service = anchorServiceOf(app.database.db);
  while (ticking) {
    await chain.mine(1);
    await service.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  certificate = makeSelfSignedCertificate();
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), certificate.cert.toString()]);
  [ledger, chain] = await Promise.all([startTestLedger(), startTestEvmChain()]);
  api = await startHttpsProxy({ target: () => apiOrigin, certificate });
  horizonTls = await startHttpsProxy({ target: ledger.ledger.url, certificate });
  app = await createTestApp("pglite", {
    homeDomain: `localhost:${api.port}`,
    horizonUrl: ledger.ledger.url,
    publicHorizonUrl: `https://localhost:${horizonTls.port}`,
    anchor: {
      rpcUrls: { ERC20: chain.url, TRC20: chain.url },
      usdtContracts: { ERC20: undefined, TRC20: undefined },
      confirmations: 2,
      hdSeed: undefined,
      pollMs: 0,
    },
  });
  apiOrigin = await app.listen({ host: "127.0.0.1", port: 0 });
  issuer = (await OperatorKeys.load(app.database.db)).issuer("USDT");
  await ledger.fund(issuer);
  await anchorServiceOf(app.database.db).chains.open();
  ticker = runAnchor();
}, 60_000);

afterAll(async () => {
  ticking = false;
  await ticker.catch(() => undefined);
  await app?.close();
  await Promise.all([api?.close(), horizonTls?.close()]);
  await Promise.all([ledger?.stop(), chain?.stop()]);
  certificate?.remove();
});

/** The interactive page's calls, as the person in the wallet's popup makes them. */
async function interactive(url: string | undefined, step: "deposit" | "withdraw", body: unknown) {
  expect(url).toMatch(/\/sep24\/interactive\?token=/);
  const token = new URL(url ?? "").searchParams.get("token") ?? "";
  const base = `https://localhost:${api.port}/api/sep24/interactive/${token}`;
  const session = await fetch(base);
  expect(session.status).toBe(200);
  const response = await fetch(`${base}/${step}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { deposit?: { how: string; chain: string } };
}

async function waitForStatus(
  read: () => Promise<Types.AnchorTransaction>,
  status: string,
): Promise<Types.AnchorTransaction> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const transaction = await read();
    if (transaction.status === status) return transaction;
    if (Date.now() > deadline) throw new Error(`still ${transaction.status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the SDF wallet SDK against Sextant's SEP-24 anchor", () => {
  it("deposits USDT from the chain and withdraws it back to an address on the chain", async () => {
    const user = Keypair.random();
    await ledger.fund(user);
    await ledger.submit(user, [Operation.changeTrust({ asset: new Asset("USDT", issuer.publicKey()) })]);

    const wallet = new Wallet({
      stellarConfiguration: new StellarConfiguration({
        network: Networks.STANDALONE,
        horizonUrl: `https://localhost:${horizonTls.port}`,
      }),
    });
    const anchor = wallet.anchor({ homeDomain: `localhost:${api.port}` });
    const toml = await anchor.sep1();
    expect(toml.transferServerSep24).toBe(`https://localhost:${api.port}/api/sep24`);
    const accountKp = SigningKeypair.fromSecret(user.secret());
    const authToken = await (await anchor.sep10()).authenticate({ accountKp });
    expect(authToken.account).toBe(user.publicKey());

    const sep24 = anchor.sep24();
    const info = await sep24.info();
    expect(info.deposit.USDT?.enabled).toBe(true);
    expect(info.withdraw.USDT?.enabled).toBe(true);

    // Deposit: the interactive flow picks the chain, a real token transfer arrives at the address.
    const deposit = await sep24.deposit({ assetCode: "USDT", authToken });
    expect(deposit.type).toBe("interactive_customer_info_needed");
    const page = await interactive(deposit.url, "deposit", { chain: "ERC20" });
    expect(page.deposit?.how).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const simulated = await fetch(`https://localhost:${api.port}/api/anchor/demo/simulate-deposit`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${authToken.token}` },
      body: JSON.stringify({ asset_code: "USDT", chain: "ERC20", amount: "100" }),
    });
    expect(simulated.status).toBe(200);
    const credited = await waitForStatus(
      () => sep24.getTransactionBy({ authToken, id: deposit.id }),
      "completed",
    );
    expect(credited.kind).toBe("deposit");
    const { amount_in, amount_fee, amount_out } = credited as Types.DepositTransaction;
    expect(Number(amount_in)).toBe(100);
    expect(Number(amount_out)).toBe(Number(amount_in) - Number(amount_fee));
    expect((credited as Types.DepositTransaction).stellar_transaction_id).toMatch(/^[0-9a-f]{64}$/);
    const account = await ledger.horizon.loadAccount(user.publicKey());
    const line = account.balances.find((entry) => "asset_code" in entry && entry.asset_code === "USDT");
    expect(Number(line?.balance)).toBe(Number(amount_out));

    // Withdrawal: the interactive flow takes the destination and amount; the wallet pays amount + fee with the memo.
    const destination =
      `0x${Buffer.from(Keypair.random().rawPublicKey()).subarray(0, 20).toString("hex")}` as Address;
    const withdrawal = await sep24.withdraw({ assetCode: "USDT", authToken });
    await interactive(withdrawal.url, "withdraw", { dest: destination, amount: "40" });
    const pending = (await sep24.getTransactionBy({
      authToken,
      id: withdrawal.id,
    })) as Types.WithdrawTransaction;
    expect(pending.status).toBe("pending_user_transfer_start");
    const stellar = wallet.stellar();
    const payment = (await stellar.transaction({ sourceAddress: accountKp }))
      .transferWithdrawalTransaction(pending, new IssuedAssetId("USDT", issuer.publicKey()))
      .build();
    accountKp.sign(payment);
    expect(await stellar.submitTransaction(payment)).toBe(true);

    const paid = (await waitForStatus(
      () => sep24.getTransactionBy({ authToken, id: withdrawal.id }),
      "completed",
    )) as Types.WithdrawTransaction;
    expect(paid.stellar_transaction_id).toMatch(/^[0-9a-f]{64}$/);
    expect(paid.external_transaction_id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number(paid.amount_out)).toBe(40);
    // The chain itself shows the payout: 40 USDT (6 decimals) at the destination.
    const service = anchorServiceOf(app.database.db);
    const token = service.chains.token("ERC20", "USDT");
    const client = createPublicClient({ transport: http(chain.url) });
    const held = await client.readContract({
      address: token?.contract as Address,
      abi: ERC20_BALANCE,
      functionName: "balanceOf",
      args: [destination],
    });
    expect(held).toBe(40n * 10n ** BigInt(token?.decimals ?? 6));
  }, 120_000);
});
