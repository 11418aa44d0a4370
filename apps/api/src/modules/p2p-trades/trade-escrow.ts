import { createHash } from "node:crypto";
import { ErrorCode, fromStroops, TRADE_MESSAGES, toStroops } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { type EscrowRow, EscrowService } from "../escrow/escrow-service";
import type { EscrowOutcomeKind } from "../escrow/escrow-transactions";
import { readLedgerFacts } from "../p2p/ledger-facts";
import { actorOrNotFound, type TradeRow } from "./trade-transition";

export const TRADE_ESCROW_PURPOSE = "p2p_trade";

/** The escrow signer and the sponsor, and whether the signer came from `ESCROW_SIGNER_SECRET`. */
export interface TradeEscrowKeys {
  signer: Keypair;
  sponsor: Keypair;
  fromSetting: boolean;
}

/**
 * The platform's escrow keys for trades: the operator's fee account sponsors every E's reserves and pays the
 * outcomes' fees; the escrow signer (weight 1 of 2 on every E, it can do nothing alone) is `ESCROW_SIGNER_SECRET`,
 * or, unset, derived from the operator seed through the fee key (development; said in the start log). The signer
 * may never be the sponsor: one key would then be two of the platform's roles.
 */
export function tradeEscrowKeys(app: FastifyInstance, keys: OperatorKeys): TradeEscrowKeys {
  const sponsor = keys.keypair("fee");
  const secret = app.settings.escrowSignerSecret;
  const signer = secret
    ? Keypair.fromSecret(secret)
    : Keypair.fromRawEd25519Seed(
        createHash("sha256").update(sponsor.rawSecretKey()).update("sextant-escrow-signer").digest(),
      );
  if (signer.publicKey() === sponsor.publicKey()) {
    throw new Error(
      "ESCROW_SIGNER_SECRET must not be the fee account's key: the escrow signer needs a key of its own.",
    );
  }
  return { signer, sponsor, fromSetting: secret !== undefined };
}

/** An unfunded escrow looked at after its funding's time bound: closed and its reserves reclaimed if still empty. */
export const ESCROW_RECLAIM_JOB = "escrow.reclaim";
/** A stored outcome the ledger did not take: submitted again, with backoff, as soon as the ledger answers. */
export const ESCROW_RESUBMIT_JOB = "escrow.resubmit";
const ZEscrowJob = z.object({ escrowId: z.number().int() });
/** The operators are told at most once an hour per process that the sponsor runs low. */
const SPONSOR_ALERT_EVERY_MS = 3_600_000;
const lastSponsorAlert = new WeakMap<FastifyInstance, number>();

/**
 * The escrow service with the platform's keys, the bounds from the settings, and its hooks: the reclaim and
 * resubmission jobs (defined once by `defineEscrowJobs`) and the operators' alert when the sponsor runs low.
 */
export function tradeEscrowService(app: FastifyInstance, keys: OperatorKeys): EscrowService {
  const { signer, sponsor } = tradeEscrowKeys(app, keys);
  return new EscrowService(
    app.database.db,
    app.horizon,
    { sponsor, signer },
    app.settings.networkPassphrase,
    {
      maxUnfundedPerPayer: app.settings.escrowMaxUnfundedPerAccount,
      sponsorFloor: toStroops(String(app.settings.escrowSponsorFloorXlm)),
    },
    {
      scheduleReclaim: async (escrowId, at) => {
        await app.jobs.send(ESCROW_RECLAIM_JOB, { escrowId }, { startAfter: at });
      },
      scheduleResubmit: async (escrowId) => {
        await app.jobs.send(
          ESCROW_RESUBMIT_JOB,
          { escrowId },
          { singletonKey: `escrow-${escrowId}`, startAfter: 5 },
        );
      },
      sponsorLow: (available, needed) => alertSponsorLow(app, sponsor.publicKey(), available, needed),
    },
  );
}

/** Tells every administrator (bell notification) and the log that escrows cannot open: the sponsor is low. */
function alertSponsorLow(app: FastifyInstance, account: string, available: bigint, needed: bigint): void {
  app.log.error(
    { sponsor: account, available: fromStroops(available), needed: fromStroops(needed) },
    "escrow sponsor low: no escrow opens until the fee account is topped up",
  );
  if (Date.now() - (lastSponsorAlert.get(app) ?? 0) < SPONSOR_ALERT_EVERY_MS) return;
  lastSponsorAlert.set(app, Date.now());
  for (const admin of app.settings.adminAccounts) {
    app
      .notify({
        account: admin,
        title: "Escrow sponsor is low",
        text: `The fee account ${account} has ${fromStroops(available)} XLM available; opening an escrow needs ${fromStroops(needed)}. New escrows are refused until it is topped up.`,
        path: "/admin/escrow",
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "sponsor alert not stored"));
  }
}

/**
 * The escrow module's two jobs: the reclaim of an escrow never funded, and the resubmission of a stored outcome
 * the ledger did not take (retried with backoff up to about an hour; the reconciler remains the safety net).
 */
export function defineEscrowJobs(app: FastifyInstance, escrow: EscrowService): void {
  app.jobs.define(
    ESCROW_RECLAIM_JOB,
    ZEscrowJob,
    async ({ escrowId }) => {
      const row = await escrow.findById(escrowId);
      if (row) await escrow.reclaimUnfunded(row);
    },
    { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
  );
  app.jobs.define(
    ESCROW_RESUBMIT_JOB,
    ZEscrowJob,
    async ({ escrowId }) => {
      const row = await escrow.findById(escrowId);
      const stored = row ? await escrow.outcomeOf(row) : undefined;
      if (!row || !stored || stored.status === "applied") return;
      const { applied } = await escrow.settle(row, stored.kind as EscrowOutcomeKind, { retryLater: false });
      if (!applied) throw new Error(`the stored ${stored.kind} of escrow ${escrowId} did not apply yet`);
    },
    { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 },
  );
}

/** The trade, read for one of its parties with the side an escrow step needs; anyone else: 404 or 403. */
export async function tradeFor(
  app: FastifyInstance,
  tradeId: string,
  caller: string,
  side: "buyer" | "seller",
): Promise<TradeRow> {
  const id = Number(tradeId);
  const [row] = Number.isSafeInteger(id)
    ? await app.database.db.select().from(trades).where(eq(trades.id, id))
    : [];
  if (!row) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  const actor = actorOrNotFound(row, caller);
  if (actor.kind === "party" && actor.side !== side) {
    throw new AppError(
      ErrorCode.Forbidden,
      side === "seller" ? TRADE_MESSAGES.onlySeller : TRADE_MESSAGES.onlyBuyer,
    );
  }
  return row;
}

/** What the hold-balance check read: the seller's spendable balance and what the escrow needs (stroops). */
export interface HoldBalanceCheck {
  enough: boolean;
  spendable: bigint;
  required: bigint;
}

/**
 * The hold-balance check: the seller's balance of the trade's asset on the ledger, less its reserve and offers,
 * covers what the escrow will hold (amount + seller fee). Read from Horizon at the moment, never a client's report.
 */
export async function checkHoldBalance(app: FastifyInstance, trade: TradeRow): Promise<HoldBalanceCheck> {
  const facts = await readLedgerFacts(
    app.horizon,
    trade.seller,
    { code: trade.assetCode, issuer: trade.assetIssuer },
    undefined,
  );
  const required = trade.cryptoAmountToBuyer + trade.sellerFee;
  return { enough: facts.spendable >= required, spendable: facts.spendable, required };
}

/**
 * Opens the trade's escrow (idempotent) and records E on the trade while it is still pending. A first opening
 * passes the hold-balance check first ('You do not have enough balance.'); a second call answers the same E.
 */
export async function openTradeEscrow(
  app: FastifyInstance,
  escrow: EscrowService,
  trade: TradeRow,
  feeDestination: string,
): Promise<EscrowRow> {
  if (trade.status !== "pending_user_transfer")
    throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.notAllowedNow);
  const existing = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
  if (!existing || existing.status === "opening") {
    const check = await checkHoldBalance(app, trade);
    if (!check.enough) {
      throw new AppError(ErrorCode.ValidationFailed, TRADE_MESSAGES.notEnoughBalance, 400, {
        spendable: fromStroops(check.spendable),
        required: fromStroops(check.required),
      });
    }
  }
  const row = await escrow.open({
    purpose: TRADE_ESCROW_PURPOSE,
    reference: String(trade.id),
    payer: trade.seller,
    payee: trade.buyer,
    feeDestination,
    assetCode: trade.assetCode,
    assetIssuer: trade.assetIssuer,
    amount: trade.cryptoAmountToBuyer,
    fee: trade.sellerFee,
  });
  await app.database.db
    .update(trades)
    .set({ escrowAccountId: row.accountId })
    .where(and(eq(trades.id, trade.id), eq(trades.status, "pending_user_transfer")));
  return row;
}

export async function escrowOf(escrow: EscrowService, trade: TradeRow): Promise<EscrowRow> {
  const row = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
  if (!row) throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.notAllowedNow);
  return row;
}
