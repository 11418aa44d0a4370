import { NOTIFICATIONS_KEPT, type TNotification, ZNotification } from "@sextant/core";
import { readJson, writeJson } from "../../lib/local-storage";

export const notificationsStorageKey = (account: string) => `sextant.notifications.${account}`;

/** Newest first (by id), one entry per id (a later copy wins), at most 16 (spec doc 2 §3). */
export function mergeNotifications(current: TNotification[], incoming: TNotification[]): TNotification[] {
  const byId = new Map<number, TNotification>();
  for (const item of [...current, ...incoming]) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, NOTIFICATIONS_KEPT);
}

/** Marks `id` (or every one when `id` is undefined) read. */
export function markRead(list: TNotification[], id?: number): TNotification[] {
  return list.map((item) => (id === undefined || item.id === id ? { ...item, new: false } : item));
}

/** What this device kept for the account; anything damaged is dropped. */
export function loadKeptNotifications(account: string): TNotification[] {
  const stored = readJson(notificationsStorageKey(account));
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((item) => {
    const parsed = ZNotification.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return mergeNotifications([], valid);
}

export function keepNotifications(account: string, list: TNotification[]): void {
  writeJson(notificationsStorageKey(account), mergeNotifications([], list));
}
