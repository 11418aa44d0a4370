import { NOTIFICATIONS_KEPT, type TNewNotification, type TNotification } from "@sextant/core";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { notifications } from "../../db/schema";

type TRow = typeof notifications.$inferSelect;

export function toNotification(row: TRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    notification: row.text,
    new: !row.read,
    date: row.createdAt.toISOString(),
    path: row.path,
    objectId: row.objectId,
  };
}

/**
 * Stores a notification (in the caller's transaction when `db` is one). The caller emits it with
 * `realtime.emit("notification", …)` once that transaction has committed — or uses `app.notify`, which does both.
 */
export async function storeNotification(db: Database, input: TNewNotification): Promise<TNotification> {
  const [row] = await db
    .insert(notifications)
    .values({
      account: input.account,
      title: input.title,
      text: input.text,
      path: input.path,
      objectId: input.objectId ?? "",
    })
    .returning();
  if (!row) throw new Error("the notification was not stored");
  return toNotification(row);
}

/** The account's newest notifications, as many as the bell keeps. */
export async function listNotifications(db: Database, account: string): Promise<TNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.account, account))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
  return rows.map(toNotification);
}

/** Marks the account's notification `id` read, or all of them; answers how many changed. */
export async function markNotificationsRead(db: Database, account: string, id?: number): Promise<number> {
  const mine = eq(notifications.account, account);
  const unread = eq(notifications.read, false);
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(id === undefined ? and(mine, unread) : and(mine, unread, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return changed.length;
}
