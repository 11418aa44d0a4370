import { ANCHOR_CHAINS, type TAnchorChain } from "@sextant/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Address } from "viem";
import type { Database } from "../../../db/database";
import { anchorChains, anchorTokens, anchorTransactions } from "../../../db/schema";
import type { Settings } from "../../../settings";
import { ANCHOR_ASSETS } from "../anchor-assets";
import type { AnchorKeys } from "../anchor-keys";
import { parseChainAddress } from "./chain-address";
import { EvmChain } from "./evm-chain";
import { deployDemoToken, fundOnLocalChain } from "./local-chain";

export interface ChainToken {
  assetCode: string;
  contract: Address;
  decimals: number;
}

/** One chain the anchor serves: its client, confirmation depth and token contracts. */
export interface ChainRuntime {
  chain: TAnchorChain;
  evm: EvmChain;
  confirmations: number;
  tokens: ChainToken[];
  markerBlock: bigint;
  markerHash: string;
}

/** The reason a chain was found replaced (local chain restarted without its state). */
const CHAIN_RESET_MESSAGE =
  "The chain was restarted before this transfer was confirmed; it no longer exists.";

/**
 * The chains with an RPC URL, made ready: on the standalone network the demo tokens are deployed on the local
 * chain once (addresses kept in `anchor_tokens`) and our wallets get gas. Each chain is recognised by a marker
 * block (its number and hash, first seen at deployment): Hardhat keeps no state across restarts, so a fresh local
 * chain has a different hash there; the anchor then redeploys, restarts its cursor at the new head, marks
 * deposits seen only on the old chain as errors and puts payouts broadcast there back to be paid again.
 */
export class AnchorChains {
  private readonly runtimes = new Map<TAnchorChain, ChainRuntime>();

  constructor(
    private readonly options: {
      db: Database;
      settings: Pick<Settings, "network" | "anchor">;
      keys: AnchorKeys;
      log: FastifyBaseLogger;
    },
  ) {}

  get(chain: TAnchorChain): ChainRuntime | undefined {
    return this.runtimes.get(chain);
  }

  all(): ChainRuntime[] {
    return [...this.runtimes.values()];
  }

  token(chain: TAnchorChain, assetCode: string): ChainToken | undefined {
    return this.runtimes.get(chain)?.tokens.find((token) => token.assetCode === assetCode);
  }

  private opening: Promise<void> | undefined;
  private lastFailure = 0;

  /**
   * Opens every configured chain not open yet; one opening at a time (two would deploy twice). A chain that cannot be
   * reached is logged and tried again on a later call, at most every 5 s.
   */
  async open(): Promise<void> {
    const missing = ANCHOR_CHAINS.filter(
      (chain) => this.options.settings.anchor.rpcUrls[chain] && !this.runtimes.has(chain),
    );
    if (missing.length === 0 || Date.now() - this.lastFailure < 5_000) return;
    this.opening ??= this.openMissing().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async openMissing(): Promise<void> {
    for (const chain of ANCHOR_CHAINS) {
      if (this.runtimes.has(chain)) continue;
      const url = this.options.settings.anchor.rpcUrls[chain];
      if (!url) continue;
      try {
        this.runtimes.set(chain, await this.prepare(chain, new EvmChain(url)));
      } catch (error) {
        this.lastFailure = Date.now();
        this.options.log.warn({ err: error, chain }, "anchor chain not reachable yet");
      }
    }
  }

  /** True when the chain still is the one the marker was taken on; else it is forgotten and opened again. */
  async verify(runtime: ChainRuntime): Promise<boolean> {
    const hash = await runtime.evm.blockHash(runtime.markerBlock);
    if (hash === runtime.markerHash) return true;
    this.runtimes.delete(runtime.chain);
    await this.open();
    return false;
  }

  private async prepare(chain: TAnchorChain, evm: EvmChain): Promise<ChainRuntime> {
    const { db, settings, keys, log } = this.options;
    const standalone = settings.network === "standalone";
    const chainId = await evm.chainId();
    const [row] = await db.select().from(anchorChains).where(eq(anchorChains.chain, chain));
    const known = row ? await evm.blockHash(row.markerBlock) : undefined;
    if (row && known !== row.markerHash) {
      log.warn({ chain }, "anchor chain replaced (new genesis): redeploying and restarting the cursor");
      await this.forgetChain(chain);
    }
    if (standalone) {
      await fundOnLocalChain(evm, [keys.demoWallet().address, keys.hotWallet(chain).address]);
    }
    const tokens: ChainToken[] = [];
    let marker =
      row && known === row.markerHash ? { block: row.markerBlock, hash: row.markerHash } : undefined;
    for (const asset of ANCHOR_ASSETS.filter((candidate) => candidate.chains.includes(chain))) {
      const [stored] = await db
        .select()
        .from(anchorTokens)
        .where(and(eq(anchorTokens.chain, chain), eq(anchorTokens.assetCode, asset.code)));
      let contract = stored?.contract as Address | undefined;
      const configured = asset.code === "USDT" ? settings.anchor.usdtContracts[chain] : undefined;
      if (configured) contract = parseChainAddress(chain, configured);
      if (!contract && standalone) {
        contract = await deployDemoToken(evm, {
          chain,
          code: asset.code,
          decimals: asset.decimals,
          minter: keys.demoWallet(),
          hotWallet: keys.hotWallet(chain).address,
        });
      }
      if (!contract) continue;
      await db
        .insert(anchorTokens)
        .values({ chain, assetCode: asset.code, contract, decimals: asset.decimals })
        .onConflictDoUpdate({ target: [anchorTokens.chain, anchorTokens.assetCode], set: { contract } });
      tokens.push({ assetCode: asset.code, contract, decimals: asset.decimals });
    }
    if (!marker) {
      const head = await evm.head();
      const hash = await evm.blockHash(head);
      if (!hash) throw new Error(`No block ${head} on ${chain}`);
      marker = { block: head, hash };
      await db
        .insert(anchorChains)
        .values({ chain, chainId, markerBlock: head, markerHash: hash, cursor: head })
        .onConflictDoUpdate({
          target: anchorChains.chain,
          set: { chainId, markerBlock: head, markerHash: hash, cursor: head, updatedAt: sql`now()` },
        });
    }
    return {
      chain,
      evm,
      confirmations: settings.anchor.confirmations,
      tokens,
      markerBlock: marker.block,
      markerHash: marker.hash,
    };
  }

  /** The old chain is gone: its tokens, its unconfirmed deposits and its unfinished payouts. */
  private async forgetChain(chain: TAnchorChain): Promise<void> {
    const { db } = this.options;
    await db.transaction(async (tx) => {
      await tx.delete(anchorTokens).where(eq(anchorTokens.chain, chain));
      await tx.delete(anchorChains).where(eq(anchorChains.chain, chain));
      await tx
        .update(anchorTransactions)
        .set({ status: "error", message: CHAIN_RESET_MESSAGE, updatedAt: sql`now()` })
        .where(
          and(
            eq(anchorTransactions.chain, chain),
            eq(anchorTransactions.kind, "deposit"),
            inArray(anchorTransactions.status, ["pending_external"]),
          ),
        );
      await tx
        .update(anchorTransactions)
        .set({
          status: "pending_anchor",
          payoutRaw: null,
          payoutNonce: null,
          externalTransactionId: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(anchorTransactions.chain, chain),
            eq(anchorTransactions.kind, "withdrawal"),
            eq(anchorTransactions.status, "pending_external"),
          ),
        );
    });
  }
}
