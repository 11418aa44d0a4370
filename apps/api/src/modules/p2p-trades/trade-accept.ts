import { ErrorCode, isFinalTradeStatus, type TTradeStatus } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { afterTradeChange } from "./trade-announce";
import { escrowOf } from "./trade-escrow";
import { applyTradeAction, type TradeRow } from "./trade-transition";

/**
 * The last step of accepting (HOLD_BALANCE): E is read back from the ledger in full (`confirmFunding`), then the
 * trade moves pending → Started with one conditional update, the buyer is told, the timeout is scheduled. Safe
 * against a second caller with the same funding (a second tab, the reconciler): whoever loses finds the trade
 * Started on this funding and answers it. A trade that ended while the seller paid gets its refund at once.
 */
export async function confirmTradeFunding(
  app: FastifyInstance,
  escrow: EscrowService,
  trade: TradeRow,
  seller: string,
  transactionHash: string,
): Promise<TradeRow> {
  const db = app.database.db;
  const funded = await escrow.confirmFunding(await escrowOf(escrow, trade), transactionHash);
  try {
    const { after } = await applyTradeAction(db, {
      tradeId: trade.id,
      action: "HOLD_BALANCE",
      caller: seller,
    });
    await afterTradeChange(app, after, seller);
    return after;
  } catch (error) {
    const [current] = await db.select().from(trades).where(eq(trades.id, trade.id));
    // Accepted meanwhile on this very funding: the same answer as if this call had won.
    const conflict = error instanceof AppError && error.code === ErrorCode.Conflict;
    if (current && current.startedAt !== null && funded.fundingHash === transactionHash && conflict)
      return current;
    // The trade ended (rejected, cancelled, expired) while the seller paid: the refund is the only outcome it
    // allows, so the funds go straight back with the seller's own pre-signed refund.
    if (current && isFinalTradeStatus(current.status as TTradeStatus) && current.startedAt === null)
      await escrow.settle(funded, "refund");
    throw error;
  }
}
