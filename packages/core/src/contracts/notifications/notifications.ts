import { z } from "zod";
import { ZPublicKey } from "../../validators/stellar-keys";

/** How many notifications the device keeps for the bell (spec doc 2 §3 'Notification': about 16). */
export const NOTIFICATIONS_KEPT = 16;

/**
 * A notification (spec doc 2 §3): `title`, the text as `notification`, `new` until read, `date` (ISO 8601), the
 * in-app `path` it opens, and `objectId` (e.g. the trade it is about, or "").
 */
export const ZNotification = z
  .object({
    id: z.number().int(),
    title: z.string().max(200),
    notification: z.string().max(2000),
    new: z.boolean(),
    date: z.string().max(40),
    path: z.string().max(300),
    objectId: z.string().max(64),
  })
  .meta({ id: "Notification" });
export type TNotification = z.infer<typeof ZNotification>;

/** What a module asks the API to tell an account; `path` is an in-app path ("/p2p", "/transactionProgressScreen?…"). */
export const ZNewNotification = z.object({
  account: ZPublicKey,
  title: z.string().min(1).max(200),
  text: z.string().max(2000),
  path: z
    .string()
    .regex(/^\/[^\s]*$/, "path must be an in-app path starting with /")
    .max(300),
  objectId: z.string().max(64).optional(),
});
export type TNewNotification = z.infer<typeof ZNewNotification>;

/** GET /api/notifications/getNotifications?address (signed in as `address`): newest first, at most 16. */
export const ZGetNotificationsRequest = z.object({ address: ZPublicKey });
export const ZGetNotificationsResponse = z.object({ notifications: z.array(ZNotification) });
export type TGetNotificationsResponse = z.infer<typeof ZGetNotificationsResponse>;

/**
 * GET /api/notifications/updateNotification?address[&id] (signed in as `address`): marks the account's
 * notifications read — only `id` when given, else all. Answers how many changed.
 */
export const ZUpdateNotificationRequest = z.object({
  address: ZPublicKey,
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const ZUpdateNotificationResponse = z.object({ updated: z.number().int() });
export type TUpdateNotificationResponse = z.infer<typeof ZUpdateNotificationResponse>;
