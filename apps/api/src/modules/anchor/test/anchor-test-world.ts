import { Asset, type Horizon, Keypair, Operation } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import type { Hex } from "viem";
import { startTestEvmChain, type TestEvmChain } from "../../../../test/support/evm-chain";
import { createTestApp } from "../../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../../test/support/test-ledger";
import { testToken } from "../../../../test/support/test-token";
import { OperatorKeys } from "../../demo-world/operator-keys";
import type { AnchorService } from "../anchor-service";
import { ERC20_ABI } from "../chains/evm-chain";
import { anchorServiceOf } from "../plugin";

export interface AnchorWorld {
  app: FastifyInstance;
  anchor: AnchorService;
  ledger: TestLedger;
  horizon: Horizon.Server;
  chain: TestEvmChain;
  usdt: Asset;
  issuer: Keypair;
  /** A funded account, with a USDT trustline unless `trust` is false. */
  user(trust?: boolean): Promise<Keypair>;
  call(
    method: "GET" | "POST",
    url: string,
    account: Keypair | undefined,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> & { message?: string } }>;
  /** Runs anchor passes until `done` holds (each pass after mining `mine` blocks), at most 20. */
  until<T>(done: () => Promise<T | undefined | false>, mine?: number): Promise<T>;
  balance(account: string): Promise<string>;
  tokenBalance(chain: "ERC20" | "TRC20", owner: Hex): Promise<bigint>;
  stop(): Promise<void>;
}

/**
 * A standalone ledger, a local EVM chain and an app on the given database driver wired to both, with the USDT
 * issuer funded. The anchor's passes never run on their own here (ANCHOR_POLL_MS 0): tests run them.
 */
export async function startAnchorWorld(driver: "pglite" | "postgres"): Promise<AnchorWorld> {
  const [ledger, chain] = await Promise.all([startTestLedger(), startTestEvmChain()]);
  const app = await createTestApp(driver, {
    horizonUrl: ledger.ledger.url,
    publicHorizonUrl: ledger.ledger.url,
    anchor: {
      rpcUrls: { ERC20: chain.url, TRC20: chain.url },
      usdtContracts: { ERC20: undefined, TRC20: undefined },
      confirmations: 2,
      hdSeed: undefined,
      pollMs: 0,
    },
  });
  const anchor = anchorServiceOf(app.database.db);
  const keys = await OperatorKeys.load(app.database.db);
  const issuer = keys.issuer("USDT");
  await ledger.fund(issuer);
  const usdt = new Asset("USDT", issuer.publicKey());
  await anchor.chains.open();
  const world: AnchorWorld = {
    app,
    anchor,
    ledger,
    horizon: ledger.horizon,
    chain,
    usdt,
    issuer,
    async user(trust = true) {
      const keypair = Keypair.random();
      await ledger.fund(keypair);
      if (trust) await ledger.submit(keypair, [Operation.changeTrust({ asset: usdt })]);
      return keypair;
    },
    async call(method, url, account, body) {
      const headers: Record<string, string> = {};
      if (account) headers.authorization = `Bearer ${await testToken(app, account.publicKey())}`;
      const response = await app.inject({
        method,
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, json: response.json() };
    },
    async until(done, mine = 0) {
      for (let pass = 0; pass < 20; pass += 1) {
        if (mine > 0) await chain.mine(mine);
        await anchor.tick();
        const result = await done();
        if (result) return result;
      }
      throw new Error("The anchor never reached the expected state");
    },
    async balance(account) {
      const loaded = await ledger.horizon.loadAccount(account);
      const line = loaded.balances.find(
        (entry) =>
          "asset_code" in entry && entry.asset_code === "USDT" && entry.asset_issuer === issuer.publicKey(),
      );
      return line?.balance ?? "0";
    },
    async tokenBalance(chainName, owner) {
      const runtime = anchor.chains.get(chainName);
      const token = anchor.chains.token(chainName, "USDT");
      if (!runtime || !token) throw new Error("chain not open");
      return runtime.evm.client.readContract({
        address: token.contract,
        abi: ERC20_ABI,
        functionName: "balanceOf",
        args: [owner],
      });
    },
    async stop() {
      await app.close();
      await Promise.all([ledger.stop(), chain.stop()]);
    },
  };
  return world;
}
