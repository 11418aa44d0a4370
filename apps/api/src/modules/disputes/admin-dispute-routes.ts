import {
  DISPUTE_MESSAGES,
  formatFixed,
  fromStroops,
  type TDisputeCaseDetail,
  type TDisputeParty,
  ZApiError,
  ZDisputeCaseDetail,
  ZDisputeChatQuery,
  ZDisputeChatResponse,
  ZDisputeNoteRequest,
  ZDisputeNoteResponse,
  ZDisputeQueueQuery,
  ZDisputeQueueResponse,
  ZDisputeRuleRequest,
  ZDisputeRuleResponse,
  ZDisputeTradeParams,
} from "@sextant/core";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { disputeCases, disputeNotes, escrowMovements, trades } from "../../db/schema";
import type { EscrowService } from "../escrow/escrow-service";
import { TRADE_ESCROW_PURPOSE } from "../p2p-trades/trade-escrow";
import { listTradeChat } from "../trade-talk/chat-store";
import { caseSummary, kycName, profilesOf, readCase, syncDisputeCases } from "./dispute-cases";
import { ruleDispute } from "./dispute-ruling";
import { escrowLedgerHistory } from "./escrow-ledger";

const admin = { tags: ["admin", "disputes"], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The admin dispute desk (registered under /api/admin/disputes: every route there needs an admin). */
export const adminDisputeRoutes: FastifyPluginAsyncZod<{ escrow: EscrowService }> = async (
  app,
  { escrow },
) => {
  const db = app.database.db;

  app.get(
    "/",
    {
      schema: {
        ...admin,
        summary: "The dispute queue: open and escalated cases first (oldest first), then ruled ones",
        querystring: ZDisputeQueueQuery,
        response: { 200: ZDisputeQueueResponse, ...errors },
      },
    },
    async (request) => {
      // A dispute opened a moment ago is listed even before the repeating sync has run.
      await syncDisputeCases(app);
      const { state, take, skip } = request.query;
      const where = state === "open" ? inArray(disputeCases.status, ["open", "escalated"]) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: disputeCases, trade: trades })
          .from(disputeCases)
          .innerJoin(trades, eq(trades.id, disputeCases.tradeId))
          .where(where)
          .orderBy(
            sql`CASE WHEN ${disputeCases.status} = 'ruled' THEN 1 ELSE 0 END`,
            sql`CASE WHEN ${disputeCases.status} = 'ruled' THEN NULL ELSE ${disputeCases.openedAt} END ASC`,
            desc(disputeCases.ruledAt),
          )
          .limit(take)
          .offset(skip),
        db.select({ n: count() }).from(disputeCases).where(where),
      ]);
      const names = await profilesOf(
        db,
        rows.flatMap(({ trade }) => [trade.buyer, trade.seller]),
      );
      return {
        cases: rows.map(({ row, trade }) => caseSummary(row, trade, names)),
        total: total?.n ?? 0,
      };
    },
  );

  app.get(
    "/:tradeId",
    {
      schema: {
        ...admin,
        summary:
          "One case: the trade, both parties, the escrow and every ledger transaction of it, the notes",
        params: ZDisputeTradeParams,
        response: { 200: ZDisputeCaseDetail, ...errors },
      },
    },
    async (request): Promise<TDisputeCaseDetail> => {
      const tradeId = Number(request.params.tradeId);
      const { row, trade } = await readCase(db, tradeId);
      const profiles = await profilesOf(db, [trade.buyer, trade.seller]);
      const party = (side: "buyer" | "seller"): TDisputeParty => {
        const account = side === "buyer" ? trade.buyer : trade.seller;
        const profile = profiles.get(account);
        return {
          side,
          account,
          name: kycName(profile),
          country: profile?.countryCode ?? "",
          email: profile?.email ?? "",
          // The phone is stored with its dial code, or without it next to `countryDial`.
          phone: !profile?.phone
            ? ""
            : profile.phone.startsWith("+")
              ? profile.phone
              : `${profile.countryDial}${profile.phone}`,
          kycStatus: profile?.status ?? "none",
          isAdOwner: account === trade.adOwner,
          saidPaid: side === "buyer" && trade.paidAt !== null,
        };
      };
      const held = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
      const movements = held
        ? await db
            .select()
            .from(escrowMovements)
            .where(eq(escrowMovements.escrowId, held.id))
            .orderBy(asc(escrowMovements.id))
        : [];
      const base = app.settings.publicHorizonUrl;
      let ledger: TDisputeCaseDetail["ledger"] = [];
      let ledgerError: string | null = null;
      if (held) {
        try {
          ledger = await escrowLedgerHistory(app.horizon, held.accountId, app.settings.horizonUrl);
          // Links point at the Horizon the browser reads.
          ledger = ledger.map((tx) => ({ ...tx, link: `${base}/transactions/${tx.hash}` }));
        } catch (error) {
          ledgerError = `The ledger's history could not be read: ${(error as Error).message}`;
        }
      }
      const notes = await db
        .select()
        .from(disputeNotes)
        .where(eq(disputeNotes.tradeId, tradeId))
        .orderBy(asc(disputeNotes.id));
      return {
        case: {
          ...caseSummary(row, trade, profiles),
          ruleNote: row.ruleNote,
          ruledByAccount: row.ruledByAccount,
          defaultReason: row.defaultReason,
        },
        trade: {
          type: trade.type === "sell" ? "sell" : "buy",
          adId: String(trade.adId),
          paymentMethod: trade.paymentMethod,
          unitPrice: formatFixed(trade.unitPrice),
          timeFrame: trade.timeFrame,
          createdAt: trade.createdAt.toISOString(),
          startedAt: trade.startedAt?.toISOString() ?? null,
          paidAt: trade.paidAt?.toISOString() ?? null,
          sellerStellarMemo: trade.sellerStellarMemo,
        },
        parties: [party("buyer"), party("seller")],
        escrow: held
          ? {
              accountId: held.accountId,
              status: held.status,
              amount: fromStroops(held.amount),
              fee: fromStroops(held.fee),
              refundSigned: held.refundPayerSignature !== null,
              releaseSigned: held.releasePayeeSignature !== null,
              movements: movements.map((m) => ({
                kind: m.kind,
                hash: m.hash,
                status: m.status,
                lastError: m.lastError,
              })),
              link: `${base}/accounts/${held.accountId}`,
            }
          : null,
        ledger,
        ledgerError,
        notes: notes.map((note) => ({
          id: note.id,
          admin: note.admin,
          text: note.text,
          createdAt: note.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    "/:tradeId/chat",
    {
      schema: {
        ...admin,
        summary: "The trade's whole chat, newest first, with its attachments' names",
        params: ZDisputeTradeParams,
        querystring: ZDisputeChatQuery,
        response: { 200: ZDisputeChatResponse, ...errors },
      },
    },
    async (request) => {
      const tradeId = Number(request.params.tradeId);
      await readCase(db, tradeId);
      const { messages, total } = await listTradeChat(db, tradeId, request.query);
      return {
        messages: messages.map((m) => ({
          id: String(m.id),
          sender: m.sender,
          role: m.role,
          text: m.text,
          files: m.fileNames,
          createdAt: m.createdAt.toISOString(),
        })),
        total,
      };
    },
  );

  app.post(
    "/:tradeId/notes",
    {
      schema: {
        ...admin,
        summary: "Add an internal note to a case (admins only; never shown to the parties)",
        params: ZDisputeTradeParams,
        body: ZDisputeNoteRequest,
        response: { 200: ZDisputeNoteResponse, ...errors },
      },
    },
    async (request) => {
      const tradeId = Number(request.params.tradeId);
      await readCase(db, tradeId);
      const [note] = await db
        .insert(disputeNotes)
        .values({ tradeId, admin: request.account as string, text: request.body.text.trim() })
        .returning();
      if (!note) throw new Error("the note was not stored");
      return {
        message: DISPUTE_MESSAGES.noteSaved,
        note: { id: note.id, admin: note.admin, text: note.text, createdAt: note.createdAt.toISOString() },
      };
    },
  );

  app.post(
    "/:tradeId/rule",
    {
      config: { rateLimit: { max: app.settings.rateLimitStrictPerMinute, timeWindow: 60_000 } },
      schema: {
        ...admin,
        summary:
          "Rule a dispute: for the buyer (the escrow is released) or for the seller (it is refunded); once only",
        params: ZDisputeTradeParams,
        body: ZDisputeRuleRequest,
        response: { 200: ZDisputeRuleResponse, ...errors },
      },
    },
    async (request) => {
      const tradeId = Number(request.params.tradeId);
      const { winner, note } = request.body;
      const row = await ruleDispute(app, escrow, {
        tradeId,
        winner,
        by: { kind: "admin", account: request.account as string, note: note.trim() },
      });
      const { trade } = await readCase(db, tradeId);
      const names = await profilesOf(db, [trade.buyer, trade.seller]);
      const message =
        winner === "seller"
          ? DISPUTE_MESSAGES.ruledForSeller
          : row.settlement === "awaiting_signature"
            ? DISPUTE_MESSAGES.awaitingBuyerSignature
            : DISPUTE_MESSAGES.ruledForBuyer;
      return { message, case: caseSummary(row, trade, names) };
    },
  );
};
