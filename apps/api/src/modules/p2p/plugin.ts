import type { FastifyInstance } from "fastify";
import type { FeatureContext } from "../feature-context";
import { p2pTradesModule } from "../p2p-trades/plugin";
import { adListCacheOf } from "./ad-list-cache";
import { adRoutes } from "./ad-routes";
import { p2pAdminRoutes } from "./admin-routes";
import { seedDemoAds } from "./demo-ads";
import { P2pRates } from "./p2p-rates";
import { rateRoutes } from "./rate-routes";
import { seedP2p } from "./seed-p2p";

/** The routes, jobs and demo seeding of the P2P market: countries, reference prices, ads (spec doc 2); registered under `/api`. */
export async function p2pModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  const rates = new P2pRates(api.database.db, context.prices, api.settings.homeDomain);
  await seedP2p(
    api.database.db,
    (await rates.assets()).map((asset) => asset.code),
  );
  await api.register(rateRoutes, { rates });
  // One list cache per database handle; everything that changes an ad invalidates it (trades too: docs/p2p.md).
  // On PGlite nothing outside this process writes, so the time to live is only a bound on the staleness a writer
  // that forgot to invalidate could cause; on PostgreSQL other instances write, so it is short.
  const lists = adListCacheOf(api.database.db, api.database.driver === "pglite" ? 5_000 : 1_000);
  await api.register(adRoutes, { rates, lists });
  await api.register(p2pAdminRoutes, { rates });
  await api.register(p2pTradesModule, { rates, lists, keys: context.keys, feeAccount: context.feeAccount });
  if (api.settings.demoWorld) {
    api.demoWorld.addStep("p2p demo ads", () => seedDemoAds({ app: api, rates, lists, keys: context.keys }));
  }
}
