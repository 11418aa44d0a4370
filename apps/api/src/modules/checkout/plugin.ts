import type { FastifyInstance } from "fastify";
import type { FeatureContext } from "../feature-context";
import { tradeEscrowService } from "../p2p-trades/trade-escrow";
import { adminMerchantRoutes } from "./admin-routes";
import { CheckoutEscrow } from "./checkout-escrow";
import { merchantConsoleRoutes } from "./console-routes";
import { CustomerCheckout } from "./customer-checkout";
import { customerCheckoutRoutes } from "./customer-routes";
import { demoShop } from "./demo-shop";
import { customerEscrowRoutes } from "./escrow-routes";
import { merchantApiRoutes } from "./merchant-api-routes";
import { MerchantNotices } from "./merchant-notices";
import { CheckoutOrders } from "./orders";
import { PaymentRecorder } from "./payment-recorder";
import { PaymentWatcher } from "./payment-watcher";
import { sealStoredWebhookSecrets } from "./webhook-secret-seal";
import { WebhookDispatcher } from "./webhooks";

/** The routes, jobs and demo seeding of merchant checkout: orders, payment on the ledger, webhooks (spec doc 1); registered under `/api`. */
export async function checkoutModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  const { settings } = api;
  const db = api.database.db;
  const standalone = settings.network === "standalone";
  const origin = `${standalone ? "http" : "https"}://${settings.homeDomain}`;
  const webhooks = new WebhookDispatcher({ db, jobs: api.jobs, log: api.log, standalone });
  // Endpoints saved before their secrets were sealed are sealed now (docs/key-custody.md).
  const sealed = await sealStoredWebhookSecrets(db);
  if (sealed > 0) api.log.info(`${sealed} webhook signing secret(s) stored in clear were sealed`);
  const notices = new MerchantNotices({
    db,
    jobs: api.jobs,
    notify: (notification) => api.notify(notification),
  });
  const transitions = { webhooks, origin, notices };
  const recorder = new PaymentRecorder({ db, prices: context.prices, transitions });
  const watcher = new PaymentWatcher({ db, horizon: api.horizon, jobs: api.jobs, recorder, log: api.log });
  // Escrow mode: the escrow module with the platform's escrow keys (the same as P2P trades'), fee 0.
  const escrow = new CheckoutEscrow({
    db,
    horizon: api.horizon,
    escrow: tradeEscrowService(api, context.keys),
    jobs: api.jobs,
    transitions,
    feeDestination: context.feeAccount,
    log: api.log,
    notify: (notification) => api.notify(notification),
  });
  const orders = new CheckoutOrders({
    db,
    jobs: api.jobs,
    watcher,
    transitions,
    beforeExpiry: (orderId) => escrow.recoverFunding(orderId),
  });
  const checkout = new CustomerCheckout({ db, horizon: api.horizon, recorder, watcher, transitions });
  webhooks.defineJobs();
  escrow.defineJobs();
  notices.defineJobs();
  watcher.defineJobs();
  orders.defineJobs();
  // After a restart, the watch of every account with an open monitoring window goes on (its jobs may be gone).
  api.addHook("onReady", async () => {
    await watcher
      .resume()
      .catch((error: unknown) => api.log.error({ err: error }, "checkout watcher did not resume"));
  });

  await api.register(customerCheckoutRoutes, { checkout });
  await api.register(customerEscrowRoutes, { escrow });
  await api.register(merchantApiRoutes, { prefix: "/merchant/v1", orders, escrow });
  await api.register(merchantConsoleRoutes, { prefix: "/merchant", orders, webhooks, escrow });
  await api.register(adminMerchantRoutes, { prefix: "/admin", orders, escrow });
  if (settings.demoWorld) await demoShop(api, { keys: context.keys, webhooks });
}
