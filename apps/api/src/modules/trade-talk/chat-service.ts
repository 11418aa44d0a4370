import {
  CHAT_MESSAGES,
  chatAccessOf,
  chatLabel,
  ErrorCode,
  type TChatAccess,
  type TChatMessage,
  type TChatRole,
  TRADE_MESSAGES,
} from "@sextant/core";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { kycProfiles, trades } from "../../db/schema";
import { AppError } from "../../errors";
import { type ChatMessage, postTradeChat } from "./chat-store";

export type TradeRow = typeof trades.$inferSelect;

/** The trade by its id as sent (a string of digits), or 404 'Trade not found.'. */
export async function tradeOrNotFound(db: Database, tradeId: string | number): Promise<TradeRow> {
  const id = Number(tradeId);
  const [row] =
    Number.isSafeInteger(id) && id > 0 ? await db.select().from(trades).where(eq(trades.id, id)) : [];
  if (!row) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  return row;
}

/**
 * The caller's access to a trade's chat (core `chatAccessOf`); anyone else is told the trade does not exist,
 * as the trade routes do, so a chat never shows that a trade exists.
 */
export function chatAccessOrNotFound(app: FastifyInstance, row: TradeRow, account: string): TChatAccess {
  const access = chatAccessOf({ account, isAdmin: app.isAdmin(account) }, row);
  if (!access) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  return access;
}

/** First names and photos of the writers, for the chat's `kyc` field (spec §3 'Chat message'). */
export async function writersOf(
  db: Database,
  messages: readonly ChatMessage[],
): Promise<Map<string, { firstName: string; photo: string }>> {
  const accounts = [...new Set(messages.map((m) => m.sender).filter((s) => s !== "admin"))];
  const rows =
    accounts.length > 0
      ? await db
          .select({
            accountId: kycProfiles.accountId,
            firstName: kycProfiles.firstName,
            companyName: kycProfiles.companyName,
            isCompanyKyc: kycProfiles.isCompanyKyc,
            photo: kycProfiles.photo,
            status: kycProfiles.status,
          })
          .from(kycProfiles)
          .where(inArray(kycProfiles.accountId, accounts))
      : [];
  return new Map(
    rows.map((row) => [
      row.accountId,
      {
        firstName: row.isCompanyKyc ? row.companyName : row.firstName,
        photo: row.status === "approved" ? row.photo : "",
      },
    ]),
  );
}

/** A stored message as `viewer` sees it: labelled 'me' or by the writer's role. */
export function chatView(
  message: ChatMessage,
  viewer: string,
  writers: Map<string, { firstName: string; photo: string }>,
): TChatMessage {
  const accountId = message.sender;
  return {
    id: String(message.id),
    tradeId: String(message.tradeId),
    accountId,
    role: message.role,
    label: chatLabel({ accountId, role: message.role }, viewer),
    message: message.text,
    fileNames: message.fileNames.join(","),
    files: message.fileNames,
    kyc: writers.get(accountId) ?? { firstName: accountId === "admin" ? "Support" : "", photo: "" },
    createdAt: message.createdAt.toISOString(),
  };
}

const ROLE_NAMES: Record<TChatRole, string> = { buyer: "The buyer", seller: "The seller", admin: "Support" };

/**
 * Writes a message to a trade's chat as `sender` in `role` (access checked by the caller), then — committed —
 * sends it live to both parties (`newChatMessage` to each account's room) and stores a notification for
 * everyone in the trade but the writer. The dispute desk calls this with sender 'admin' and its own account
 * as `uploader`.
 */
export async function sendChatMessage(
  app: FastifyInstance,
  trade: TradeRow,
  input: { sender: string; role: TChatRole; text: string; fileIds: readonly string[]; uploader?: string },
): Promise<ChatMessage> {
  if (input.role !== "admin" && !chatAccessOf({ account: input.sender, isAdmin: false }, trade)?.canWrite) {
    throw new AppError(ErrorCode.Conflict, CHAT_MESSAGES.closed);
  }
  const message = await postTradeChat(app.database.db, { tradeId: trade.id, ...input });
  const tradeId = String(trade.id);
  const event = {
    tradeId,
    message: {
      id: String(message.id),
      accountId: message.sender,
      role: message.role,
      message: message.text,
      fileNames: message.fileNames.join(","),
      createdAt: message.createdAt.toISOString(),
    },
  };
  const preview = message.text
    ? message.text.length > 80
      ? `${message.text.slice(0, 79)}…`
      : message.text
    : "sent a file.";
  for (const party of [trade.buyer, trade.seller]) {
    app.realtime.emit("newChatMessage", event, { toAccount: party });
    if (party === message.sender) continue;
    await app.notify({
      account: party,
      title: `New message in trade ${tradeId}`,
      text: `${ROLE_NAMES[message.role]}: ${preview}`,
      path: `/transactionProgressScreen?tradeId=${tradeId}`,
      objectId: tradeId,
    });
  }
  return message;
}
