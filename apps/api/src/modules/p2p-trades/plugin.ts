import type { FastifyInstance } from "fastify";
import type { OperatorKeys } from "../demo-world/operator-keys";
import type { AdListCache } from "../p2p/ad-list-cache";
import type { P2pRates } from "../p2p/p2p-rates";
import { defineDemoTrader } from "./demo-trader";
import { escrowAdminRoutes } from "./escrow-admin-routes";
import { escrowRoutes } from "./escrow-routes";
import { genericActionRoutes } from "./generic-action-routes";
import { defineReconcileJob } from "./reconcile-job";
import { tradeTestHookRoutes } from "./test-hook-routes";
import { defineEscrowJobs, tradeEscrowKeys, tradeEscrowService } from "./trade-escrow";
import { defineTradeJobs } from "./trade-jobs";
import { tradeRoutes } from "./trade-routes";

/** The P2P trades: routes and escrow steps (docs/trades.md). Registered by the p2p module, which owns the rates. */
export async function p2pTradesModule(
  api: FastifyInstance,
  options: { rates: P2pRates; lists: AdListCache; keys: OperatorKeys; feeAccount: string },
): Promise<void> {
  const { signer, fromSetting } = tradeEscrowKeys(api, options.keys);
  api.log.info(
    { escrowSigner: signer.publicKey() },
    fromSetting
      ? "escrow signer: ESCROW_SIGNER_SECRET"
      : "escrow signer: derived from the operator seed (ESCROW_SIGNER_SECRET is not set; set it outside development)",
  );
  const escrow = tradeEscrowService(api, options.keys);
  defineEscrowJobs(api, escrow);
  defineTradeJobs(api, escrow);
  defineReconcileJob(api, escrow);
  defineDemoTrader(api, { escrow, lists: options.lists, feeAccount: options.feeAccount });
  await api.register(tradeRoutes, { rates: options.rates, lists: options.lists, escrow });
  await api.register(escrowRoutes, { escrow, feeAccount: options.feeAccount });
  await api.register(escrowAdminRoutes, { escrow });
  if (api.settings.testHooks) await api.register(tradeTestHookRoutes, { escrow });
  // Last: its parametric path only takes what no named /p2p route took.
  await api.register(genericActionRoutes, {
    escrow,
    lists: options.lists,
    feeAccount: options.feeAccount,
  });
}
