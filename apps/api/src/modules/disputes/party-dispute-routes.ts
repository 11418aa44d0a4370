import {
  DISPUTE_MESSAGES,
  ErrorCode,
  P2P_MESSAGES,
  type TDisputeCaseStatus,
  type TDisputePartyView,
  type TDisputeSettlement,
  TRADE_MESSAGES,
  ZApiError,
  ZDisputePartyQuery,
  ZDisputePartyResponse,
  ZDisputeSignReleaseRequest,
  ZDisputeSignReleaseResponse,
} from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { disputeCases } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { TRADE_ESCROW_PURPOSE } from "../p2p-trades/trade-escrow";
import { actorOrNotFound, type TradeRow } from "../p2p-trades/trade-transition";
import { type DisputeCaseRow, readCase } from "./dispute-cases";
import { finishRuling } from "./dispute-ruling";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

function partyView(row: DisputeCaseRow, trade: TradeRow, viewer: string): TDisputePartyView {
  return {
    tradeId: String(trade.id),
    status: row.status as TDisputeCaseStatus,
    openedBy: row.openedBy === "buyer" ? "buyer" : "seller",
    reason: row.reason === "expired" ? "expired" : "not_received",
    openedAt: row.openedAt.toISOString(),
    evidenceDeadline: row.evidenceDeadline.toISOString(),
    winner: row.winner === "buyer" || row.winner === "seller" ? row.winner : null,
    settlement: row.settlement as TDisputeSettlement,
    mustSignRelease: viewer === trade.buyer && row.settlement === "awaiting_signature",
  };
}

/**
 * A party's side of its trade's dispute, under /api/p2p/disputes: the case as the progress screen shows it, and
 * the buyer's 'sign to receive' after a ruling for a buyer who never signed the release ('I have paid').
 */
export const partyDisputeRoutes: FastifyPluginAsyncZod<{ escrow: EscrowService }> = async (
  app,
  { escrow },
) => {
  const db = app.database.db;
  const onRequest = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError(ErrorCode.Unauthorized, P2P_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const security = [{ bearerAuth: [] }];
  /** The case for one of the trade's parties; anyone else is told there is no such trade. */
  const caseFor = async (tradeId: string, caller: string) => {
    const id = Number(tradeId);
    if (!Number.isSafeInteger(id)) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
    const found = await readCase(db, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
      throw error;
    });
    if (!found) throw new AppError(ErrorCode.NotFound, DISPUTE_MESSAGES.notFound);
    const actor = actorOrNotFound(found.trade, caller);
    return { ...found, actor };
  };

  app.get(
    "/case",
    {
      onRequest,
      schema: {
        tags: ["p2p", "disputes"],
        summary: "The dispute of one of the caller's trades: window, ruling, and whether the buyer must sign",
        security,
        querystring: ZDisputePartyQuery,
        response: { 200: ZDisputePartyResponse, ...errors },
      },
    },
    async (request) => {
      const caller = request.account as string;
      const { row, trade } = await caseFor(request.query.tradeId, caller);
      return { dispute: partyView(row, trade, caller) };
    },
  );

  app.post(
    "/signRelease",
    {
      onRequest,
      schema: {
        tags: ["p2p", "disputes"],
        summary: "Buyer: sign the release after a ruling in the buyer's favour (GET /p2p/escrow/release)",
        security,
        body: ZDisputeSignReleaseRequest,
        response: { 200: ZDisputeSignReleaseResponse, ...errors },
      },
    },
    async (request) => {
      const caller = request.account as string;
      const { row, trade, actor } = await caseFor(request.body.tradeId, caller);
      if (actor.kind !== "party" || actor.side !== "buyer")
        throw new AppError(ErrorCode.Forbidden, TRADE_MESSAGES.onlyBuyer);
      if (row.status !== "ruled" || row.winner !== "buyer" || row.settlement !== "awaiting_signature")
        throw new AppError(ErrorCode.Conflict, DISPUTE_MESSAGES.notAwaitingSignature);
      const held = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
      if (!held) throw new AppError(ErrorCode.Conflict, DISPUTE_MESSAGES.notAwaitingSignature);
      // Checked against the buyer's key and the release's hash before it is stored.
      await escrow.storeSignature(held, "release", request.body.releaseSignature);
      // The case is ready to settle again; finishRuling submits the release once (one outcome per escrow).
      await db
        .update(disputeCases)
        .set({ settlement: "submitted", updatedAt: new Date() })
        .where(and(eq(disputeCases.id, row.id), eq(disputeCases.settlement, "awaiting_signature")));
      const finished = await finishRuling(app, escrow, trade.id);
      return {
        message:
          finished.settlement === "applied"
            ? DISPUTE_MESSAGES.ruledForBuyer
            : DISPUTE_MESSAGES.awaitingBuyerSignature,
        dispute: partyView(finished, trade, caller),
      };
    },
  );
};
