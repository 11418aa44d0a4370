import type { Horizon } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/database";
import { createHorizon } from "./ledger/horizon";
import { accountRoutes } from "./modules/accounts/routes";
import { authenticateAdminPlugin } from "./modules/admin/authenticate-admin";
import { fundDemoAdmin, loadDemoAdmin } from "./modules/admin/demo-admin";
import { adminMeRoutes } from "./modules/admin/routes";
import { anchorModule } from "./modules/anchor/plugin";
import { authenticatePlugin } from "./modules/auth/authenticate";
import { authRoutes } from "./modules/auth/routes";
import { loadServerSecrets } from "./modules/auth/server-secrets";
import { sessionRoutes } from "./modules/auth/session-routes";
import { priceAdminRoutes } from "./modules/catalogue/price-admin-routes";
import { PriceService } from "./modules/catalogue/price-service";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { seedCatalogue } from "./modules/catalogue/seed-catalogue";
import { checkoutModule } from "./modules/checkout/plugin";
import { DemoWorldJob } from "./modules/demo-world/demo-world-job";
import { OperatorKeys } from "./modules/demo-world/operator-keys";
import { demoRoutes } from "./modules/demo-world/routes";
import { disputesModule } from "./modules/disputes/plugin";
import { federationRoutes } from "./modules/federation/routes";
import { feeRoutes } from "./modules/fees/routes";
import { filesPlugin } from "./modules/files/files-plugin";
import { fileRoutes } from "./modules/files/routes";
import { adminJobRoutes } from "./modules/jobs/admin-job-routes";
import { jobsPlugin } from "./modules/jobs/jobs-plugin";
import { kycModule } from "./modules/kyc/plugin";
import { mailPlugin } from "./modules/mail/mail-plugin";
import { outboxRoutes } from "./modules/mail/outbox-routes";
import { mailTestHookRoutes } from "./modules/mail/test-hook-routes";
import { MarketDataService } from "./modules/market/market-data-service";
import { marketRoutes } from "./modules/market/routes";
import { seedMarketPairs } from "./modules/market/seed-market-pairs";
import { notifyPlugin } from "./modules/notifications/plugin";
import { notificationRoutes } from "./modules/notifications/routes";
import { notificationTestHookRoutes } from "./modules/notifications/test-hook-routes";
import { p2pModule } from "./modules/p2p/plugin";
import { realtimePlugin } from "./modules/realtime/plugin";
import { rewardsModule } from "./modules/rewards/plugin";
import { swapRoutes } from "./modules/swap/routes";
import { systemRoutes } from "./modules/system/routes";
import { tradeFeeRoutes } from "./modules/trade-fees/routes";
import { tradeTalkModule } from "./modules/trade-talk/plugin";
import { userRoutes } from "./modules/user/routes";
import { wellKnownRoutes } from "./modules/well-known/routes";
import { compressionPlugin } from "./plugins/compression";
import { errorsPlugin } from "./plugins/errors";
import { openApiPlugin } from "./plugins/openapi";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { securityPlugin } from "./plugins/security";
import { spaPlugin } from "./plugins/spa";
import type { Settings } from "./settings";

declare module "fastify" {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseHandle;
    horizon: Horizon.Server;
    demoWorld: DemoWorldJob;
    /** The one price source of the product (docs/prices.md). */
    prices: PriceService;
  }
}

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
}

/** The whole API as one Fastify plugin: tests register it on a fresh instance and call `inject`. */
export async function app(instance: FastifyInstance, options: AppOptions): Promise<void> {
  instance.decorate("settings", options.settings);
  instance.decorate("database", options.database);
  instance.decorate("horizon", createHorizon(options.settings.horizonUrl));
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);

  await instance.register(errorsPlugin);
  await instance.register(compressionPlugin);
  await instance.register(securityPlugin, {
    allowedOrigins: options.settings.corsOrigins,
    horizonUrl: options.settings.publicHorizonUrl,
    allowLocalHttp: options.settings.network !== "public",
  });
  await instance.register(rateLimitsPlugin, {
    perMinute: options.settings.rateLimitPerMinute,
    strictPerMinute: options.settings.rateLimitStrictPerMinute,
  });
  await instance.register(openApiPlugin, { version: options.settings.version });
  await instance.register(jobsPlugin);

  const secrets = await loadServerSecrets(options.database.db, options.settings);
  const issuer = `https://${options.settings.homeDomain}/api/anchor/authentication`;
  await instance.register(authenticatePlugin, { secrets, issuer });
  // socket.io on the same HTTP server; its handshake checks tokens with `authenticate`.
  await instance.register(realtimePlugin);
  await instance.register(notifyPlugin);
  await instance.register(authenticateAdminPlugin);
  // The standalone demo world's admin wallet (never on testnet or public: `demoWorld` is standalone only).
  const demoAdmin = options.settings.demoWorld
    ? (await loadDemoAdmin(options.settings.dataDir, instance.log)).publicKey()
    : undefined;
  if (demoAdmin && !options.settings.adminAccounts.includes(demoAdmin)) {
    options.settings.adminAccounts = [...options.settings.adminAccounts, demoAdmin];
  }
  await instance.register(mailPlugin);
  await instance.register(filesPlugin);
  const keys = await OperatorKeys.load(options.database.db);
  await seedCatalogue(options.database.db, keys, options.settings.homeDomain);
  await seedMarketPairs(options.database.db, keys);
  const prices = new PriceService(options.database.db, instance.horizon, options.settings.prices);
  instance.decorate("prices", prices);
  const feeAccount = keys.keypair("fee").publicKey();
  const demoWorld = new DemoWorldJob({
    enabled: options.settings.demoWorld,
    horizon: instance.horizon,
    keys,
    homeDomain: options.settings.homeDomain,
    networkPassphrase: options.settings.networkPassphrase,
    log: instance.log,
    db: options.database.db,
    tradeEverySeconds: options.settings.demoTradeSeconds,
    devClockToken: options.settings.ledgerDevClockToken,
    afterSeed: demoAdmin
      ? () => fundDemoAdmin(instance.horizon, options.settings.horizonUrl, demoAdmin)
      : undefined,
  });
  instance.decorate("demoWorld", demoWorld);
  instance.addHook("onReady", async () => demoWorld.start());
  instance.addHook("onClose", async () => demoWorld.stop());
  const marketData = new MarketDataService({
    db: options.database.db,
    horizon: instance.horizon,
    log: instance.log,
  });
  instance.decorate("marketData", marketData);
  instance.addHook("onReady", async () => marketData.start());
  instance.addHook("onClose", async () => marketData.stop());

  await instance.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { secrets, issuer });
      await api.register(sessionRoutes);
      await api.register(catalogueRoutes, { prices });
      await api.register(priceAdminRoutes, { prices });
      await api.register(feeRoutes, { feeAccount });
      await api.register(marketRoutes, { marketData });
      await api.register(accountRoutes);
      await api.register(federationRoutes);
      await api.register(demoRoutes, { keys });
      await api.register(userRoutes);
      await api.register(swapRoutes, { feeAccount });
      await api.register(tradeFeeRoutes, { keys });
      await api.register(notificationRoutes);
      if (options.settings.testHooks) await api.register(notificationTestHookRoutes);
      if (options.settings.testHooks) await api.register(mailTestHookRoutes);
      await api.register(adminMeRoutes, { prefix: "/admin" });
      await api.register(outboxRoutes, { prefix: "/admin" });
      await api.register(fileRoutes);
      await api.register(adminJobRoutes);
      // Feature modules: each registers its own routes, jobs and demo seeding steps.
      const context = { keys, prices, feeAccount };
      // The demo world's operator keeps its seeded reference prices confirmed (docs/prices.md 'Demo world').
      api.demoWorld.addStep("reference prices confirmed", async () => {
        if ((await prices.confirmSeededReferences("demo operator")) > 0)
          api.log.info("demo reference prices confirmed");
      });
      await api.register(kycModule, context);
      await api.register(p2pModule, context);
      await api.register(anchorModule, context);
      await api.register(checkoutModule, context);
      await api.register(rewardsModule, context);
      await api.register(tradeTalkModule);
      await api.register(disputesModule, context);
    },
    { prefix: "/api" },
  );

  await instance.register(wellKnownRoutes, {
    signingKey: secrets.signingKeypair.publicKey(),
    accounts: [keys.keypair("distribution").publicKey(), feeAccount],
  });

  if (options.settings.webDist) await instance.register(spaPlugin, { root: options.settings.webDist });
}
