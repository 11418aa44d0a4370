import { CHAT_MESSAGES, chatMessageProblem, ErrorCode, type TChatRole } from "@sextant/core";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { files, tradeChatMessages } from "../../db/schema";
import { AppError } from "../../errors";

/** The files-table kind of a chat attachment; its `attached_id` is the trade id. */
export const CHAT_FILE_KIND = "chat";

/** One stored chat message (the wire form, labelled for a viewer, is built by `chatView`). */
export interface ChatMessage {
  id: number;
  tradeId: number;
  /** The writer's account (G…) or 'admin'. */
  sender: string;
  role: TChatRole;
  text: string;
  /** Stored upload names (files table, kind 'chat'). */
  fileNames: string[];
  createdAt: Date;
}

type Row = typeof tradeChatMessages.$inferSelect;

function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    tradeId: row.tradeId,
    sender: row.sender,
    role: row.role as TChatRole,
    text: row.text,
    fileNames: row.fileNames,
    createdAt: row.createdAt,
  };
}

/**
 * A trade's chat, newest first: `skip` messages are passed over and `take` returned (the chat loads 5, then
 * the next older 5 on scroll). Access is the caller's business (`chatAccessOf`); this reads what is stored.
 */
export async function listTradeChat(
  db: Database,
  tradeId: number,
  page: { take: number; skip: number },
): Promise<{ messages: ChatMessage[]; total: number }> {
  const where = eq(tradeChatMessages.tradeId, tradeId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tradeChatMessages)
      .where(where)
      .orderBy(desc(tradeChatMessages.id))
      .limit(page.take)
      .offset(page.skip),
    db.select({ n: count() }).from(tradeChatMessages).where(where),
  ]);
  return { messages: rows.map(toChatMessage), total: total?.n ?? 0 };
}

export interface PostTradeChatInput {
  tradeId: number;
  /** The writer's account, or 'admin' for the dispute desk. */
  sender: string;
  role: TChatRole;
  text: string;
  /** Names of uploads (POST /p2ptemp-files/upload) to attach; each must be an unattached upload of `uploader`. */
  fileIds: readonly string[];
  /** Whose uploads the files are; defaults to `sender` (the dispute desk passes the admin's own account). */
  uploader?: string;
}

/**
 * Stores one message and claims its attachments for the trade's chat, in one transaction: each file must be the
 * uploader's own, still unattached ('temp') upload, claimed by a conditional update, so a file is attached to
 * one message of one trade only. Checks the text (`chatMessageProblem`) and answers 400 with the spec's text.
 * Does not check who may write (the caller does, with `chatAccessOf`) and does not notify anyone.
 */
export async function postTradeChat(db: Database, input: PostTradeChatInput): Promise<ChatMessage> {
  const names = [...new Set(input.fileIds)];
  const problem = chatMessageProblem(input.text, names.length);
  if (problem) throw new AppError(ErrorCode.ValidationFailed, problem);
  const uploader = input.uploader ?? input.sender;
  return db.transaction(async (tx) => {
    if (names.length > 0) {
      const claimed = await tx
        .update(files)
        .set({ attachedKind: CHAT_FILE_KIND, attachedId: String(input.tradeId) })
        .where(
          and(inArray(files.name, names), eq(files.ownerAccount, uploader), eq(files.attachedKind, "temp")),
        )
        .returning({ name: files.name });
      if (claimed.length !== names.length) {
        throw new AppError(ErrorCode.ValidationFailed, CHAT_MESSAGES.fileNotYours);
      }
    }
    const [row] = await tx
      .insert(tradeChatMessages)
      .values({
        tradeId: input.tradeId,
        sender: input.sender,
        role: input.role,
        text: input.text.trim(),
        fileNames: names,
      })
      .returning();
    if (!row) throw new Error("the chat message was not stored");
    return toChatMessage(row);
  });
}
