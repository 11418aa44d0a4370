import { ErrorCode, TRADE_MESSAGES, type TTradeAction } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { AdListCache } from "../p2p/ad-list-cache";
import { afterTradeChange } from "./trade-announce";
import { escrowOf } from "./trade-escrow";
import { actorOrNotFound, applyTradeAction, type TradeRow } from "./trade-transition";

/**
 * One party action on a trade, as every action route runs it: the role a route names must be the caller's, the
 * buyer's release signature goes with 'I have paid', the state machine decides and one conditional update
 * applies it; then the event, the notification of the other party and the next timer (`afterTradeChange`); the
 * platform co-signs a release only after the change committed, and the answer waits for it.
 */
export async function runTradeAction(
  app: FastifyInstance,
  options: {
    escrow: EscrowService;
    lists: AdListCache;
    account: string;
    tradeId: string;
    action: TTradeAction;
    /** The side the route names (cancleTradeByBuyer, disputeTradeExpired's actionBy), checked against the caller. */
    namedSide?: "buyer" | "seller";
    releaseSignature?: string;
  },
): Promise<TradeRow> {
  const { escrow, account, action } = options;
  const db = app.database.db;
  const tradeId = Number(options.tradeId);
  if (!Number.isSafeInteger(tradeId)) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  const [row] = await db.select().from(trades).where(eq(trades.id, tradeId));
  if (!row) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  const actor = actorOrNotFound(row, account);
  if (options.namedSide && actor.kind === "party" && actor.side !== options.namedSide) {
    throw new AppError(
      ErrorCode.Forbidden,
      options.namedSide === "buyer" ? TRADE_MESSAGES.onlyBuyer : TRADE_MESSAGES.onlySeller,
    );
  }
  if (action === "I_HAVE_PAID" && row.status === "Started") {
    // The buyer's release signature goes with 'I have paid', so a ruling for the buyer needs no one online.
    const held = await escrowOf(escrow, row);
    if (options.releaseSignature) await escrow.storeSignature(held, "release", options.releaseSignature);
    else if (!held.releasePayeeSignature) {
      throw new AppError(ErrorCode.ValidationFailed, "The release must be signed with 'I have paid'.");
    }
  }
  const { after, transition } = await applyTradeAction(db, { tradeId, action, caller: account });
  if (after.status.startsWith("Cancelled"))
    options.lists.invalidate(AdListCache.group(after.assetCode, after.type === "buy" ? "sell" : "buy"));
  // The other party hears of the change as soon as it committed, not a ledger close later once the release
  // applied (the buyer's balance follows with the release).
  await afterTradeChange(app, after, account);
  // The platform co-signs only now, after the state change that allows the release committed. A failed
  // submission leaves the stored envelope for its resubmission job (and the reconciler); the trade's change stands.
  if (transition.effect === "release") {
    await escrow
      .settle(await escrowOf(escrow, after), "release")
      .catch((error: unknown) => app.log.warn({ err: error, tradeId }, "release not applied yet"));
  }
  return after;
}
