import {
  ErrorCode,
  ZApiError,
  ZGetNotificationsRequest,
  ZGetNotificationsResponse,
  ZUpdateNotificationRequest,
  ZUpdateNotificationResponse,
} from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { listNotifications, markNotificationsRead } from "./notification-service";

function requireOwnAddress(request: FastifyRequest, address: string): void {
  if (request.account !== address) {
    throw new AppError(ErrorCode.Forbidden, "You can only read the notifications of your own account.");
  }
}

/** The bell's calls (spec doc 2 §7 'Notifications'): the caller must be signed in as `address`. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications/getNotifications",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["notifications"],
        summary: "The account's newest notifications (at most 16), newest first",
        security: [{ bearerAuth: [] }],
        querystring: ZGetNotificationsRequest,
        response: { 200: ZGetNotificationsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      requireOwnAddress(request, request.query.address);
      return { notifications: await listNotifications(app.database.db, request.query.address) };
    },
  );

  app.get(
    "/notifications/updateNotification",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["notifications"],
        summary: "Mark the account's notifications read: one with `id`, else all",
        security: [{ bearerAuth: [] }],
        querystring: ZUpdateNotificationRequest,
        response: { 200: ZUpdateNotificationResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      requireOwnAddress(request, request.query.address);
      const { address, id } = request.query;
      return { updated: await markNotificationsRead(app.database.db, address, id) };
    },
  );
};
