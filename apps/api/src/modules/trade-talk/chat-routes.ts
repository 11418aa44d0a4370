import {
  CHAT_MESSAGES,
  chatAccessOf,
  ErrorCode,
  P2P_MESSAGES,
  showsReceivedShortcut,
  ZApiError,
  ZChatListRequest,
  ZChatListResponse,
  ZChatSendRequest,
  ZChatSendResponse,
} from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { chatAccessOrNotFound, chatView, sendChatMessage, tradeOrNotFound, writersOf } from "./chat-service";
import { CHAT_FILE_KIND, listTradeChat } from "./chat-store";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** A trade's chat, under /api (spec doc 2 §7 'Chat, reviews, profile, bank account'; docs/trade-talk.md). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireLogin = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError(ErrorCode.Unauthorized, P2P_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const security = [{ bearerAuth: [] }];

  app.get(
    "/p2p-chat/chat",
    {
      onRequest: requireLogin,
      schema: {
        tags: ["p2p"],
        summary:
          "A trade's chat, newest first, 5 at a time (its parties; an admin once a dispute was opened)",
        security,
        querystring: ZChatListRequest,
        response: { 200: ZChatListResponse, ...errors },
      },
    },
    async (request) => {
      const account = request.account as string;
      const trade = await tradeOrNotFound(db, request.query.tradeId);
      const access = chatAccessOrNotFound(app, trade, account);
      const { messages, total } = await listTradeChat(db, trade.id, request.query);
      const writers = await writersOf(db, messages);
      return {
        chat: messages.map((message) => chatView(message, account, writers)),
        total,
        access: {
          role: access.role,
          canWrite: access.canWrite,
          receivedShortcut: showsReceivedShortcut(access.role, trade),
        },
      };
    },
  );

  app.post(
    "/p2p-chat/send",
    {
      onRequest: requireLogin,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ["p2p"],
        summary:
          "Write in a trade's chat; fileNames are uploads (POST /p2ptemp-files/upload) of the caller, comma-separated",
        security,
        body: ZChatSendRequest,
        response: { 200: ZChatSendResponse, ...errors },
      },
    },
    async (request) => {
      const account = request.account as string;
      const trade = await tradeOrNotFound(db, request.body.tradeId);
      const access = chatAccessOrNotFound(app, trade, account);
      if (!access.canWrite) throw new AppError(ErrorCode.Conflict, CHAT_MESSAGES.closed);
      // An admin writes as the dispute desk ('admin'), with its own uploads.
      const admin = access.role === "admin";
      const message = await sendChatMessage(app, trade, {
        sender: admin ? "admin" : account,
        role: access.role,
        text: request.body.message,
        fileIds: request.body.fileNames,
        uploader: account,
      });
      const writers = await writersOf(db, [message]);
      return { chat: chatView(message, admin ? "admin" : account, writers), message: P2P_MESSAGES.success };
    },
  );

  // The chat's attachments: readable by the trade's parties, and by an admin once a dispute was opened — the
  // chat's rule decides for admins too, not the files module's admin default.
  app.fileAccess.register(
    CHAT_FILE_KIND,
    async (account, file) => {
      const id = Number(file.attachedId);
      if (!Number.isSafeInteger(id)) return false;
      const trade = await tradeOrNotFound(db, id).catch(() => null);
      return trade ? chatAccessOf({ account, isAdmin: app.isAdmin(account) }, trade) !== null : false;
    },
    { admins: "by-rule" },
  );
};
