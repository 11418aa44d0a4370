import {
  ErrorCode,
  stroopsToChainUnits,
  toStroops,
  ZApiError,
  ZSimulateDepositRequest,
  ZSimulateDepositResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { encodeFunctionData, type Hex } from "viem";
import { AppError } from "../../errors";
import type { AnchorService } from "./anchor-service";
import { displayAddress } from "./chains/chain-address";
import { ERC20_ABI } from "./chains/evm-chain";
import { depositAddressOf } from "./deposit-addresses";
import { servedTerms } from "./withdrawals";

/** At most this much per simulated deposit: a demo, not a faucet for the anchor's whole float. */
const MAX_SIMULATED = toStroops("100000");

/**
 * Standalone network only: 'Simulate an external deposit' — the demo chain wallet (playing the outside world) sends
 * tokens to the caller's deposit address on the local chain, a real chain transfer that the watcher then confirms
 * and credits like any other. Registered only on the standalone network.
 */
export const anchorDemoRoutes: FastifyPluginAsyncZod<{ service: AnchorService }> = async (
  app,
  { service },
) => {
  // One simulated transfer at a time: the demo wallet's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve();

  app.post(
    "/anchor/demo/simulate-deposit",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "Standalone only: send tokens from the demo chain wallet to the caller's deposit address",
        security: [{ bearerAuth: [] }],
        body: ZSimulateDepositRequest,
        response: {
          200: ZSimulateDepositResponse,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => {
      const { asset_code: assetCode, chain, amount } = request.body;
      const terms = servedTerms(assetCode, "Deposits");
      await service.chains.open();
      const runtime = service.chains.get(chain);
      const token = service.chains.token(chain, terms.code);
      if (!runtime || !token) {
        throw new AppError(
          ErrorCode.Unavailable,
          `Deposits of ${terms.code} over ${chain} are not available right now.`,
        );
      }
      const stroops = toStroops(amount);
      if (stroops <= 0n || stroops > MAX_SIMULATED) {
        throw new AppError(ErrorCode.ValidationFailed, "A simulated deposit is between 0 and 100000.");
      }
      const units = stroopsToChainUnits(stroops, token.decimals);
      if (units === undefined) {
        throw new AppError(
          ErrorCode.ValidationFailed,
          `${terms.code} has ${token.decimals} decimals on ${chain}.`,
        );
      }
      const to = (await depositAddressOf(
        app.database.db,
        service.options.anchorKeys,
        request.account ?? "",
        chain,
      )) as Hex;
      const wallet = service.options.anchorKeys.demoWallet();
      const send = async () => {
        const balance = await runtime.evm.tokenBalance(token.contract, wallet.address);
        if (balance < units) {
          const mint = encodeFunctionData({
            abi: ERC20_ABI,
            functionName: "mint",
            args: [wallet.address, units * 1000n],
          });
          await runtime.evm.sendAndWait(wallet, { to: token.contract, data: mint });
        }
        const data = encodeFunctionData({ abi: ERC20_ABI, functionName: "transfer", args: [to, units] });
        return runtime.evm.sendAndWait(wallet, { to: token.contract, data });
      };
      const run = queue.then(send);
      queue = run.catch(() => undefined);
      const sent = await run;
      return { chain_transaction_id: sent.hash, to: displayAddress(chain, to), amount };
    },
  );
};
