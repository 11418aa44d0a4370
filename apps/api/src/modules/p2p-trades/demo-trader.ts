import { type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { eq, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { trades } from "../../db/schema";
import type { EscrowService } from "../escrow/escrow-service";
import { demoTraderAccounts } from "../kyc/demo-traders";
import type { AdListCache } from "../p2p/ad-list-cache";
import { confirmTradeFunding } from "./trade-accept";
import { runTradeAction } from "./trade-actions";
import { escrowOf, openTradeEscrow } from "./trade-escrow";
import type { TradeRow } from "./trade-transition";

/** The demo trader's turn in one trade (docs/trades.md 'Demo trader'). */
export const DEMO_TRADER_JOB = "trades.demo-trader";
/** How long the demo trader "checks its bank" before confirming a newcomer's payment. */
export const DEMO_TRADER_CONFIRM_SECONDS = 8;
const ZDemoTraderJob = z.object({ tradeId: z.number().int().positive() });

/** What the demo trader did in a trade on its turn. */
export type DemoTraderMove = "accepted" | "paid" | "confirmed" | "waiting" | "none";

function demoKeys(app: FastifyInstance) {
  return new Map(demoTraderAccounts(app.database.db).map((trader) => [trader.accountId, trader.keypair]));
}

/**
 * Sends the demo trader's turn after a trade on one of its ads was started or changed (standalone demo world
 * only): at once, or after the confirmation wait when the newcomer has just said 'I have paid'.
 */
export async function queueDemoTraderTurn(app: FastifyInstance, row: TradeRow): Promise<void> {
  if (!app.settings.demoWorld || !app.jobs.names().includes(DEMO_TRADER_JOB)) return;
  if (!demoKeys(app).has(row.adOwner)) return;
  const wait = row.status === "FundsSent" && row.seller === row.adOwner ? DEMO_TRADER_CONFIRM_SECONDS : 0;
  await app.jobs
    .send(DEMO_TRADER_JOB, { tradeId: row.id }, { startAfter: wait })
    .catch((error: unknown) =>
      app.log.warn({ err: error, tradeId: row.id }, "demo trader's turn not queued"),
    );
}

/**
 * The demo trader's move in a trade on its own ad, decided from the trade as it is now (so a repeated or late
 * job does nothing wrong):
 * - as the seller (a newcomer's buy trade on its sell ad), pending: accepts — opens E, signs the refund with its
 *   own key, pays the funding itself and confirms it (the same steps as a seller's browser);
 * - as the seller, FundsSent, the wait over: confirms receipt, so the platform releases to the newcomer;
 * - as the buyer (a newcomer's sell trade on its buy ad), Started: signs the release and says 'I have paid'.
 * Everything else (its own cancellations, disputes) is left to people.
 */
export async function demoTraderTurn(
  app: FastifyInstance,
  deps: { escrow: EscrowService; lists: AdListCache; feeAccount: string },
  tradeId: number,
  now = new Date(),
): Promise<DemoTraderMove> {
  const [trade] = await app.database.db.select().from(trades).where(eq(trades.id, tradeId));
  if (!trade) return "none";
  const key = demoKeys(app).get(trade.adOwner);
  if (!key) return "none";
  const passphrase = app.settings.networkPassphrase;
  const sign = (xdr: string) => {
    const tx = TransactionBuilder.fromXDR(xdr, passphrase) as Transaction;
    tx.sign(key);
    return { tx, signature: Buffer.from(key.sign(tx.hash())).toString("base64") };
  };
  const me = key.publicKey();

  if (trade.seller === me && trade.status === "pending_user_transfer") {
    let row = await openTradeEscrow(app, deps.escrow, trade, deps.feeAccount);
    const { fundingXdr, refundXdr } = await deps.escrow.payerTransactions(row, trade.sellerStellarMemo);
    // The refund's signature before the funding, as the promise needs.
    await deps.escrow.storeSignature(row, "refund", sign(refundXdr).signature);
    row = await deps.escrow.reload(row);
    let hash = row.fundingHash;
    if (row.status === "open") {
      // Paid already on an earlier try whose answer was lost? Then that payment is the funding.
      hash = (await deps.escrow.fundedOnLedger(row)) ? await deps.escrow.findFundingHash(row) : null;
      if (!hash) {
        const funding = sign(fundingXdr).tx;
        await app.horizon.submitTransaction(funding);
        hash = Buffer.from(funding.hash()).toString("hex");
      }
    }
    if (!hash) return "none";
    await confirmTradeFunding(app, deps.escrow, trade, me, hash);
    return "accepted";
  }

  if (trade.seller === me && trade.status === "FundsSent") {
    const due = (trade.paidAt?.getTime() ?? 0) + DEMO_TRADER_CONFIRM_SECONDS * 1000;
    if (now.getTime() < due) {
      await app.jobs.send(DEMO_TRADER_JOB, { tradeId }, { startAfter: new Date(due) });
      return "waiting";
    }
    await runTradeAction(app, {
      escrow: deps.escrow,
      lists: deps.lists,
      account: me,
      tradeId: String(trade.id),
      action: "I_HAVE_RECEIVED",
    });
    return "confirmed";
  }

  if (trade.buyer === me && trade.status === "Started") {
    const held = await escrowOf(deps.escrow, trade);
    await runTradeAction(app, {
      escrow: deps.escrow,
      lists: deps.lists,
      account: me,
      tradeId: String(trade.id),
      action: "I_HAVE_PAID",
      releaseSignature: sign(deps.escrow.releaseXdr(held)).signature,
    });
    return "paid";
  }
  return "none";
}

/**
 * Defines the demo trader's job, and adds the demo world's step that gives it every open trade on a demo
 * trader's ad (a restart between a change and its job loses nothing: jobs are durable, and this catches up on
 * anything older).
 */
export function defineDemoTrader(
  app: FastifyInstance,
  deps: { escrow: EscrowService; lists: AdListCache; feeAccount: string },
): void {
  app.jobs.define(
    DEMO_TRADER_JOB,
    ZDemoTraderJob,
    async ({ tradeId }) => {
      await demoTraderTurn(app, deps, tradeId);
    },
    { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  );
  if (!app.settings.demoWorld) return;
  app.demoWorld.addStep("p2p demo trader", async () => {
    const owners = [...demoKeys(app).keys()];
    if (owners.length === 0) return;
    const open = await app.database.db
      .select()
      .from(trades)
      .where(notInArray(trades.status, ["Completed", "Cancelled", "Cancelled_With_Holded_Funds"]));
    for (const row of open) if (owners.includes(row.adOwner)) await queueDemoTraderTurn(app, row);
  });
}
