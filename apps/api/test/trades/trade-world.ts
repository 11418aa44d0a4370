import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromStroops, toStroops } from "@sextant/core";
import {
  Asset,
  type Horizon,
  Keypair,
  Operation,
  type Transaction,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/build-app";
import type { DatabaseHandle } from "../../src/db/database";
import { escrowMovements, p2pAds } from "../../src/db/schema";
import { OperatorKeys } from "../../src/modules/demo-world/operator-keys";
import { syncDisputeCases } from "../../src/modules/disputes/dispute-cases";
import { finishPendingRulings } from "../../src/modules/disputes/dispute-ruling";
import type { EscrowService } from "../../src/modules/escrow/escrow-service";
import { type EscrowReconcileReport, reconcileEscrows } from "../../src/modules/p2p-trades/reconcile";
import { tradeEscrowService } from "../../src/modules/p2p-trades/trade-escrow";
import { approveKycForTest } from "../support/kyc-fixtures";
import { testSettings } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { startTestLedger, type TestLedger } from "../support/test-ledger";
import { testToken } from "../support/test-token";

/**
 * Where a crash is injected inside one step of the API:
 * - `before-settle`: the trade's state change committed, the outcome envelope not yet stored;
 * - `before-submit`: the next ledger submission (escrow setup or a stored outcome) is never sent;
 * - `after-submit`: the next submission reaches the ledger, the answer never comes back.
 * From the crash on, the process is dead: every later database call or ledger call it makes fails.
 */
export type CrashPoint = "before-settle" | "before-submit" | "after-submit";
export const CRASH_POINTS: readonly CrashPoint[] = ["before-settle", "before-submit", "after-submit"];

/** What a crashed process throws (and keeps throwing until the restart). */
export class Crash extends Error {
  constructor(readonly point: CrashPoint) {
    super(`crashed (${point})`);
  }
}

export type Party = "buyer" | "seller" | "stranger";

/**
 * A real standalone ledger and one database that outlive the API process on top of them: `restart` closes the
 * app (as a crashed process is gone) and builds a new one on the same database, data directory and ledger. The
 * trade asset is the operator's LEVELG, so every balance of it moves only by the trades (fees are paid in XLM).
 * The seller always gives crypto and the buyer always receives it: a buy trade is the buyer's on the seller's
 * sell ad, a sell trade the seller's on the buyer's buy ad.
 */
export interface TradeWorld {
  driver: "pglite" | "postgres";
  ledger: TestLedger;
  app: FastifyInstance;
  escrow: EscrowService;
  passphrase: string;
  levelg: Asset;
  feeAccount: string;
  keypairs: Record<Party, Keypair>;
  ads: { sell: number; buy: number };
  database: TestDatabase;
  /** A request as `who` (with its bearer token), or as a visitor. */
  call(
    who: Party | undefined,
    method: "GET" | "POST",
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Signs an XDR as `who`: the transaction and the raw signature (base64) the API takes. */
  sign(xdrBase64: string, who: Keypair): { tx: Transaction; signature: string };
  /** Arms a crash for the next matching point of the running process; `null` disarms. */
  arm(point: CrashPoint | null): void;
  /** The crash that fired since the last restart, if any. */
  crashed(): CrashPoint | null;
  /** A new API process on the same database and ledger (the old one is closed first). */
  restart(): Promise<void>;
  restarts(): number;
  /** The reconciler, run by the current process as its start would run it. */
  reconcile(): Promise<EscrowReconcileReport>;
  /**
   * What a new process's recovery jobs do: the reconciler, then the disputes' sync (cases brought up to date,
   * rulings whose money has not arrived finished). Answers the reconciler's report.
   */
  recover(): Promise<EscrowReconcileReport>;
  /** An account's LEVELG balance in stroops (0 when the account or the line does not exist). */
  balance(account: string): Promise<bigint>;
  /** Submits a ledger transaction from `source` signed by `signers`. */
  submit(source: Keypair, operations: xdr.Operation[], signers?: Keypair[]): Promise<void>;
  close(): Promise<void>;
}

export async function startTradeWorld(driver: "pglite" | "postgres"): Promise<TradeWorld> {
  const ledger = await startTestLedger();
  const database = await createTestDatabase(driver);
  const dataDir = await mkdtemp(path.join(tmpdir(), "sextant-trades-"));
  const settings = testSettings(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_STRICT_PER_MINUTE: "0",
      ESCROW_RECONCILE_MINUTES: "0",
      // One seller plays every lifecycle of a run, many of which leave an escrow unfunded for a while.
      ESCROW_MAX_UNFUNDED_PER_ACCOUNT: "100",
      // TRADE_WORLD_LOG=error shows the API's own log while a failure is looked into.
      LOG_LEVEL: process.env.TRADE_WORLD_LOG ?? "silent",
    },
    { dataDir, horizonUrl: ledger.ledger.url, demoWorld: false },
  );
  let armed: CrashPoint | null = null;
  let fired: CrashPoint | null = null;
  let restartCount = 0;
  const dead = () => fired !== null;
  const fire = (point: CrashPoint): never => {
    armed = null;
    fired = point;
    throw new Crash(point);
  };

  // The database outlives every process: closing an app must not close it, and a dead process reaches it no more.
  const db = database.db;
  const insert = db.insert.bind(db);
  const deadly = <K extends "select" | "update" | "delete" | "transaction" | "execute">(name: K) => {
    const original = (db[name] as (...args: unknown[]) => unknown).bind(db);
    (db as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (fired) throw new Crash(fired);
      return original(...args);
    };
  };
  for (const name of ["select", "update", "delete", "transaction", "execute"] as const) deadly(name);
  (db as unknown as { insert: unknown }).insert = ((table: Parameters<typeof insert>[0]) => {
    if (fired) throw new Crash(fired);
    if (armed === "before-settle" && table === escrowMovements) fire("before-settle");
    return insert(table);
  }) as typeof insert;
  const shared: DatabaseHandle = {
    db,
    driver: database.driver,
    ping: database.ping,
    close: async () => undefined,
  };

  /** The ledger as a process sees it: a dead one reaches it no more; an armed submission crashes. */
  const wireHorizon = (horizon: Horizon.Server) => {
    const submit = horizon.submitTransaction.bind(horizon);
    horizon.submitTransaction = (async (...args: Parameters<typeof submit>) => {
      if (dead()) throw new Crash(fired as CrashPoint);
      if (armed === "before-submit") fire("before-submit");
      const answer = await submit(...args);
      if (armed === "after-submit") fire("after-submit");
      return answer;
    }) as typeof submit;
    const load = horizon.loadAccount.bind(horizon);
    horizon.loadAccount = (async (account: string) => {
      if (dead()) throw new Crash(fired as CrashPoint);
      return load(account);
    }) as typeof horizon.loadAccount;
  };

  const open = async () => {
    const app = await buildApp(settings, shared);
    wireHorizon(app.horizon);
    await app.ready();
    return app;
  };
  let app = await open();
  const keys = await OperatorKeys.load(db);
  let escrow = tradeEscrowService(app, keys);
  const passphrase = ledger.ledger.networkPassphrase;

  const issuer = keys.issuer("LEVELG");
  const fee = keys.keypair("fee");
  const levelg = new Asset("LEVELG", issuer.publicKey());
  await ledger.fund(issuer);
  await ledger.fund(fee);
  await ledger.submit(fee, [Operation.changeTrust({ asset: levelg })]);
  const keypairs: Record<Party, Keypair> = {
    buyer: Keypair.random(),
    seller: Keypair.random(),
    stranger: Keypair.random(),
  };
  const names: Record<Party, string> = { buyer: "Ravi Kumar", seller: "Asha Rao", stranger: "Meera Iyer" };
  for (const party of ["buyer", "seller", "stranger"] as const) {
    const who = keypairs[party];
    await ledger.fund(who);
    await ledger.submit(
      issuer,
      [
        Operation.changeTrust({ asset: levelg, source: who.publicKey() }),
        Operation.payment({ destination: who.publicKey(), asset: levelg, amount: "1000000" }),
      ],
      [issuer, who],
    );
    await approveKycForTest(db, who.publicKey(), { name: names[party], country: "IN" });
  }
  const tokens = new Map<string, string>();
  for (const party of ["buyer", "seller", "stranger"] as const) {
    tokens.set(party, await testToken(app, keypairs[party].publicKey()));
  }

  // Two ads of LEVELG in India, large enough for every lifecycle of a run: the seller's sell ad, the buyer's buy ad.
  const ad = (type: "sell" | "buy", owner: Keypair) => ({
    type,
    assetCode: "LEVELG",
    assetIssuer: issuer.publicKey(),
    account: owner.publicKey(),
    availableAmount: toStroops("500000"),
    totalAmount: toStroops("500000"),
    minQty: toStroops("1"),
    maxQty: toStroops("100"),
    unitPrice: toStroops("4.2"),
    unitPriceMax: toStroops("4.2"),
    referencePrice: toStroops("4.2"),
    usdPrice: toStroops("0.05"),
    priceSpread: "0",
    currency: "INR",
    location: "IN",
    timeFrame: 15,
    paymentMethod: "Local_Bank",
    bankName: type === "sell" ? "State Bank of India" : "",
    bankAccountNumber: type === "sell" ? "001234567" : "",
    bankAccountTitle: type === "sell" ? "Asha Rao" : "",
  });
  const [sellAd] = await db.insert(p2pAds).values(ad("sell", keypairs.seller)).returning();
  const [buyAd] = await db.insert(p2pAds).values(ad("buy", keypairs.buyer)).returning();
  if (!sellAd || !buyAd) throw new Error("the ads were not created");

  const world: TradeWorld = {
    driver,
    ledger,
    get app() {
      return app;
    },
    get escrow() {
      return escrow;
    },
    passphrase,
    levelg,
    feeAccount: fee.publicKey(),
    keypairs,
    ads: { sell: sellAd.id, buy: buyAd.id },
    database,
    call(who, method, url, payload) {
      const token = who ? tokens.get(who) : undefined;
      return app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    },
    sign(xdrBase64, who) {
      const tx = TransactionBuilder.fromXDR(xdrBase64, passphrase) as Transaction;
      tx.sign(who);
      return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
    },
    arm(point) {
      armed = point;
    },
    crashed: () => fired,
    async restart() {
      armed = null;
      // The dead process's requests are over; its leftovers (queue workers, sockets) are shut down before the new one.
      fired = null;
      await app.close();
      app = await open();
      escrow = tradeEscrowService(app, keys);
      restartCount += 1;
    },
    restarts: () => restartCount,
    reconcile: () => reconcileEscrows(app, escrow, new Date(), "start"),
    async recover() {
      const report = await reconcileEscrows(app, escrow, new Date(), "start");
      await syncDisputeCases(app);
      await finishPendingRulings(app, escrow);
      return report;
    },
    async balance(account) {
      const loaded = await ledger.horizon.loadAccount(account).catch(() => null);
      const line = loaded?.balances.find(
        (b) => "asset_code" in b && b.asset_code === "LEVELG" && b.asset_issuer === issuer.publicKey(),
      );
      return line ? toStroops(line.balance) : 0n;
    },
    submit: (source, operations, signers) => ledger.submit(source, operations, signers),
    async close() {
      armed = null;
      fired = null;
      await app.close();
      await Promise.all([ledger.stop(), database.destroy()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}

/** Stroops as the ledger shows them, for failure messages. */
export const shown = (stroops: bigint) => fromStroops(stroops);
