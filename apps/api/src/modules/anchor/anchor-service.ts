import type { TAnchorKind, TAnchorStatus } from "@sextant/core";
import type { Horizon, Keypair } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import type { Settings } from "../../settings";
import type { PriceService } from "../catalogue/price-service";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { ANCHOR_ASSETS } from "./anchor-assets";
import type { AnchorKeys } from "./anchor-keys";
import { AnchorChains } from "./chains/anchor-chains";
import { creditDeposits } from "./deposit-credit";
import { type Changed, scanChain } from "./deposit-watcher";
import { expireStale } from "./expiry";
import { payOut } from "./payouts";
import { payRefunds } from "./refunds";
import { watchPayments } from "./stellar-watcher";
import { sweep } from "./sweeper";

/** Passes between two sweeps of the deposit addresses. */
const SWEEP_EVERY = 60;

export interface AnchorServiceOptions {
  db: Database;
  horizon: Horizon.Server;
  settings: Pick<Settings, "network" | "networkPassphrase" | "anchor">;
  operatorKeys: OperatorKeys;
  anchorKeys: AnchorKeys;
  prices: PriceService;
  log: FastifyBaseLogger;
  /** Called after each pass with the rows whose status changed (committed). */
  onChanged?: (changed: Changed[]) => Promise<void>;
}

/**
 * The anchor's whole background work in one pass (`tick`), run by the `anchor.tick` job — one at a time across
 * every API process (an exclusive queue) — and directly by tests: scan each chain from its cursor, credit
 * confirmed deposits, read the payments to the receiving accounts from their cursor, pay refunds, pay out and
 * follow withdrawals. Every step resumes from the database, so a pass that dies half-way is simply run again.
 */
export class AnchorService {
  readonly chains: AnchorChains;
  private passes = 0;

  constructor(readonly options: AnchorServiceOptions) {
    this.chains = new AnchorChains({
      db: options.db,
      settings: options.settings,
      keys: options.anchorKeys,
      log: options.log,
    });
  }

  issuer(code: string): Keypair {
    return this.options.operatorKeys.issuer(code);
  }

  issuerOf = (code: string): string => this.issuer(code).publicKey();

  /** The receiving accounts: the issuers of the served assets (a payment to an issuer burns it). */
  receivers(): Keypair[] {
    return ANCHOR_ASSETS.map((asset) => this.issuer(asset.code));
  }

  async tick(): Promise<Changed[]> {
    const { db, horizon } = this.options;
    const { networkPassphrase } = this.options.settings;
    const changed: Changed[] = [];
    // Each step on its own: a chain that is down must not stop the ledger side, nor the other way round.
    const step = async (name: string, work: () => Promise<Changed[] | unknown>) => {
      try {
        const result = await work();
        if (Array.isArray(result)) changed.push(...(result as Changed[]));
      } catch (error) {
        this.options.log.warn(
          { err: error, step: name },
          "anchor step failed; it runs again on the next pass",
        );
      }
    };
    await step("chains", () => this.chains.open());
    for (const runtime of this.chains.all()) {
      await step(`scan ${runtime.chain}`, () => scanChain(db, this.chains, runtime));
    }
    const stellar = { db, horizon, networkPassphrase };
    await step("credit", () => creditDeposits({ ...stellar, issuer: (code) => this.issuer(code) }));
    const operatorAccounts = new Set(
      (["distribution", "fee", "maker", "taker", "liquidity"] as const).map((role) =>
        this.options.operatorKeys.keypair(role).publicKey(),
      ),
    );
    for (const receiver of this.receivers()) {
      await step("payments", () => watchPayments({ db, horizon, operatorAccounts }, receiver.publicKey()));
    }
    const receiverKeys = new Map(this.receivers().map((key) => [key.publicKey(), key]));
    await step("expiry", () => expireStale(db));
    await step("refunds", () => payRefunds({ ...stellar, receiverKey: (key) => receiverKeys.get(key) }));
    await step("payouts", () =>
      payOut({
        db,
        chains: this.chains,
        keys: this.options.anchorKeys,
        log: this.options.log,
        issuerOf: this.issuerOf,
      }),
    );
    // Sweeping costs gas on every address: every 60th pass (about a minute), after the payouts.
    this.passes += 1;
    if (this.passes % SWEEP_EVERY === 0) await step("sweep", () => this.sweep());
    if (changed.length > 0) await this.options.onChanged?.(changed);
    return changed;
  }

  /** Sweeps the deposit addresses into the hot wallets now. */
  sweep(): Promise<number> {
    return sweep({
      db: this.options.db,
      chains: this.chains,
      keys: this.options.anchorKeys,
      log: this.options.log,
    });
  }
}

export type { Changed };
export type ChangedEvent = { id: string; kind: TAnchorKind; status: TAnchorStatus; asset_code: string };
