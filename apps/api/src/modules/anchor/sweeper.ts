import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { encodeFunctionData, type Hex } from "viem";
import type { Database } from "../../db/database";
import { anchorDepositAddresses } from "../../db/schema";
import type { AnchorKeys } from "./anchor-keys";
import type { AnchorChains } from "./chains/anchor-chains";
import { ERC20_ABI } from "./chains/evm-chain";
import { nextNonce } from "./payouts";

export interface SweepContext {
  db: Database;
  chains: AnchorChains;
  keys: AnchorKeys;
  log: FastifyBaseLogger;
}

/** Gas a token transfer is given, and what a deposit address must hold to pay it (with headroom). */
const TRANSFER_GAS = 100_000n;

/**
 * Moves the tokens on deposit addresses into the hot wallet, which pays the withdrawals. A deposit address holds no
 * gas of its own, so the hot wallet first sends it just enough (nonce after every stored payout, so a payout's
 * nonce is never taken), then the address sends its whole token balance. Crediting never depends on sweeping: it
 * follows the chain's transfer logs. Runs inside the anchor's pass, after the payouts, so the hot wallet's
 * transactions never race each other. Answers the number of addresses swept.
 */
export async function sweep(context: SweepContext): Promise<number> {
  let swept = 0;
  for (const runtime of context.chains.all()) {
    const hot = context.keys.hotWallet(runtime.chain);
    const addresses = await context.db
      .select()
      .from(anchorDepositAddresses)
      .where(eq(anchorDepositAddresses.chain, runtime.chain));
    for (const row of addresses) {
      if (!row.address) continue;
      const owner = context.keys.deposit(runtime.chain, row.id);
      if (owner.address.toLowerCase() !== row.address) {
        context.log.error({ id: row.id }, "deposit address does not match its derivation; not swept");
        continue;
      }
      for (const token of runtime.tokens) {
        const balance = await runtime.evm.tokenBalance(token.contract, owner.address);
        if (balance === 0n) continue;
        const gasPrice = ((await runtime.evm.client.getGasPrice()) * 12n) / 10n;
        const needed = TRANSFER_GAS * gasPrice;
        const gas = await runtime.evm.nativeBalance(owner.address);
        if (gas < needed) {
          const nonce = await nextNonce(context.db, runtime, hot.address);
          const topUp = await runtime.evm.sign(hot, {
            to: owner.address,
            value: needed * 2n - gas,
            nonce,
            gas: 21_000n,
          });
          await runtime.evm.broadcast(topUp.raw);
          await runtime.evm.client.waitForTransactionReceipt({
            hash: topUp.hash,
            timeout: 15_000,
            pollingInterval: 100,
          });
        }
        const data = encodeFunctionData({
          abi: ERC20_ABI,
          functionName: "transfer",
          args: [hot.address, balance],
        });
        const transfer = await runtime.evm.sign(owner, {
          to: token.contract as Hex,
          data,
          gas: TRANSFER_GAS,
        });
        await runtime.evm.broadcast(transfer.raw);
        await runtime.evm.client.waitForTransactionReceipt({
          hash: transfer.hash,
          timeout: 15_000,
          pollingInterval: 100,
        });
        swept += 1;
      }
    }
  }
  return swept;
}
