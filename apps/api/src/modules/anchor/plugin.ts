import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { FeatureContext } from "../feature-context";
import { anchorAdminRoutes } from "./admin-routes";
import { hasAnchorWork, shouldQueuePass } from "./anchor-activity";
import { AnchorKeys } from "./anchor-keys";
import { AnchorService, type Changed } from "./anchor-service";
import { anchorDemoRoutes } from "./demo-routes";
import { interactiveRoutes } from "./interactive-routes";
import { latestReconciliation, reconcile } from "./reconciler";
import { sep24Routes } from "./sep24-routes";

const services = new WeakMap<Database, AnchorService>();

/** The anchor service of the app running on `db` (its passes, chains): for tests and benchmarks. */
export function anchorServiceOf(db: Database): AnchorService {
  const service = services.get(db);
  if (!service) throw new Error("The anchor module is not registered on this database");
  return service;
}

/** Seconds one `anchor.tick` runner makes passes before it ends and the next is queued. */
const RUNNER_SECONDS = 60;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

/** Seconds between reconciler passes. */
const RECONCILE_SECONDS = 300;

/** The routes, jobs and demo seeding of anchored deposits and withdrawals over ERC20/TRC20 and SEP-24 (spec doc 2); registered under `/api`. */
export async function anchorModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  const { settings } = api;
  const configured = Object.values(settings.anchor.rpcUrls).some(Boolean);
  const keys =
    AnchorKeys.forApp(api.database.db, settings) ??
    // No seed and no chain: nothing is ever derived; a throwaway seed keeps the types simple.
    (configured ? undefined : new AnchorKeys(randomBytes(32)));
  if (!keys) {
    throw new Error("ANCHOR_HD_SEED must be set when an anchor chain's RPC URL is set (testnet and public).");
  }
  const service = new AnchorService({
    db: api.database.db,
    horizon: api.horizon,
    settings,
    operatorKeys: context.keys,
    anchorKeys: keys,
    prices: context.prices,
    log: api.log,
    onChanged: (changed) => announce(api, changed),
  });
  services.set(api.database.db, service);

  // The passes run inside a job of an exclusive queue: one runner at a time over every API process. While there is
  // work (`hasAnchorWork`: a withdrawal open, a deposit address shown within the hour, a transfer being credited, a
  // refund due) a runner makes a pass every ANCHOR_POLL_MS for about a minute, then ends (one job row a minute, not
  // one a second); with nothing open it makes one pass and ends, and the loop below queues the next only when work
  // appears or every IDLE_PASS_SECONDS — an idle product reads once a second and writes once in 30 s. A runner
  // whose process died is taken over after its heartbeat stops. Every pass resumes from the database (cursors,
  // stored signed transactions), so the loop need not survive a restart itself, it starts again with the app.
  api.jobs.define(
    "anchor.tick",
    z.object({}),
    async (_payload, job) => {
      const until = Date.now() + RUNNER_SECONDS * 1000;
      while (!job.signal.aborted) {
        const started = Date.now();
        await service.tick();
        if (Date.now() >= until) break;
        if (!(await hasAnchorWork(api.database.db))) break;
        // A steady cadence: a pass starts every ANCHOR_POLL_MS, however long the last one took.
        await sleep(Math.max(settings.anchor.pollMs - (Date.now() - started), 50), job.signal);
      }
    },
    { policy: "exclusive", retryLimit: 0, expireInSeconds: 180, heartbeatSeconds: 10, concurrency: 1 },
  );
  api.jobs.define(
    "anchor.reconcile",
    z.object({}),
    async () => {
      const previous = await latestReconciliation(api.database.db);
      const pass = await reconcile({
        db: api.database.db,
        horizon: api.horizon,
        chains: service.chains,
        keys,
        issuerOf: service.issuerOf,
      });
      // Administrators hear of drift when it appears, not again every pass while it lasts.
      const fresh = pass.alerts.filter((alert) => !previous.alerts.includes(alert));
      for (const account of fresh.length > 0 ? api.settings.adminAccounts : []) {
        await api.notify({ account, title: "Anchor drift", text: fresh.join(" "), path: "/admin" });
      }
    },
    { policy: "exclusive", retryLimit: 1 },
  );
  if (configured && settings.anchor.pollMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let reconcileAt = Date.now() + 10_000;
    let queuedAt: number | null = null;
    const loop = async () => {
      try {
        if (await shouldQueuePass(Date.now(), queuedAt, () => hasAnchorWork(api.database.db))) {
          await api.jobs.send("anchor.tick", {}, { singletonKey: "tick" });
          queuedAt = Date.now();
        }
        if (Date.now() >= reconcileAt) {
          reconcileAt = Date.now() + RECONCILE_SECONDS * 1000;
          await api.jobs.send("anchor.reconcile", {}, { singletonKey: "reconcile" });
        }
      } catch (error) {
        api.log.warn({ err: error }, "anchor pass not queued");
      }
      timer = setTimeout(loop, settings.anchor.pollMs);
    };
    api.addHook("onReady", async () => {
      timer = setTimeout(loop, 0);
    });
    api.addHook("onClose", async () => clearTimeout(timer));
  }

  await api.register(sep24Routes, { prefix: "/sep24", service });
  await api.register(interactiveRoutes, { prefix: "/sep24", service });
  await api.register(anchorAdminRoutes, { service });
  if (settings.network === "standalone") await api.register(anchorDemoRoutes, { service });
}

/** After a committed change: the realtime event to the account, and a notification when a transaction completes. */
async function announce(api: FastifyInstance, changed: Changed[]): Promise<void> {
  for (const row of changed) {
    api.realtime.emit(
      "anchorTransactionChanged",
      { id: row.id, kind: row.kind, status: row.status as never, asset_code: row.assetCode },
      { toAccount: row.account },
    );
    if (row.status === "completed" || row.status === "pending_trust") {
      const deposit = row.kind === "deposit";
      await api
        .notify({
          account: row.account,
          title: deposit ? `${row.assetCode} deposit credited` : `${row.assetCode} withdrawal paid out`,
          text:
            row.status === "pending_trust"
              ? `Your ${row.assetCode} deposit is waiting as a claimable balance: add the trustline to claim it.`
              : deposit
                ? `Your ${row.assetCode} deposit was credited to your wallet.`
                : `Your ${row.assetCode} withdrawal was paid out on the chain.`,
          path: "/walletDetailScreen",
          objectId: row.id,
        })
        .catch((error: unknown) => api.log.warn({ err: error }, "anchor notification not stored"));
    }
  }
}
