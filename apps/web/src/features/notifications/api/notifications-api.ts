import { type TNotification, ZGetNotificationsResponse, ZUpdateNotificationResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/notifications/getNotifications?address — the account's newest notifications. */
export async function fetchNotifications(address: string): Promise<TNotification[]> {
  const answer = await apiRequest("/notifications/getNotifications", {
    query: { address },
    auth: true,
    schema: ZGetNotificationsResponse,
  });
  return answer.notifications;
}

/** GET /api/notifications/updateNotification?address[&id] — marks one (or all) read. */
export async function markNotificationsRead(address: string, id?: number): Promise<number> {
  const answer = await apiRequest("/notifications/updateNotification", {
    query: { address, id },
    auth: true,
    schema: ZUpdateNotificationResponse,
  });
  return answer.updated;
}
