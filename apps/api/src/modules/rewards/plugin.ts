import type { FastifyInstance } from "fastify";
import type { FeatureContext } from "../feature-context";
import { defineRepeatingJob } from "../jobs/repeating-job";
import { rewardsAdminRoutes } from "./admin-routes";
import { ReferralPayouts } from "./referral-payouts";
import { referralRoutes } from "./referral-routes";
import {
  REFERRAL_PAYOUT_EVERY,
  REFERRAL_PAYOUT_JOB,
  ZAKAT_CHECK_EVERY,
  ZAKAT_CHECK_JOB,
} from "./reward-jobs";
import { rewardsTestHookRoutes } from "./test-hook-routes";
import { runZakatCheck } from "./zakat-check";
import { zakatRoutes } from "./zakat-routes";

/** The routes, jobs and demo seeding of zakat and multi-level referrals (spec docs 1 and 2); registered under `/api`. */
export async function rewardsModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  // The operator's distribution account receives zakat until an administrator names another address.
  const defaultAddress = context.keys.keypair("distribution").publicKey();
  const zakatCheck = () =>
    runZakatCheck({
      db: api.database.db,
      horizon: api.horizon,
      prices: context.prices,
      defaultAddress,
      notify: (input) => api.notify(input),
      log: api.log,
    });
  const payouts = new ReferralPayouts({
    db: api.database.db,
    horizon: api.horizon,
    networkPassphrase: api.settings.networkPassphrase,
    feeKeypair: context.keys.keypair("fee"),
    log: api.log,
    notify: (input) => api.notify(input),
  });

  defineRepeatingJob(api, ZAKAT_CHECK_JOB, ZAKAT_CHECK_EVERY, zakatCheck);
  defineRepeatingJob(api, REFERRAL_PAYOUT_JOB, REFERRAL_PAYOUT_EVERY, () => payouts.run());

  await api.register(zakatRoutes, { defaultAddress });
  await api.register(referralRoutes);
  await api.register(rewardsAdminRoutes, {
    prefix: "/admin",
    defaultAddress,
    feeAccount: context.feeAccount,
    runZakatCheck: zakatCheck,
    payouts,
  });
  if (api.settings.testHooks) await api.register(rewardsTestHookRoutes);
}
