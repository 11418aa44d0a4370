import type { TNotification } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { usePreferences } from "../../preferences";
import { useRealtimeEvent } from "../../realtime";
import { fetchNotifications, markNotificationsRead } from "../api/notifications-api";
import { playNotificationSound } from "../notification-sound";
import {
  keepNotifications,
  loadKeptNotifications,
  markRead,
  mergeNotifications,
} from "../notifications-cache";

export const notificationsQueryKey = (account: string) => ["notifications", account] as const;

export interface TNotificationsState {
  items: TNotification[];
  unread: number;
  /** Marks one read (or all, without an id) here at once and on the server. */
  markAsRead(id?: number): void;
}

/**
 * The account's notifications: what the device kept shows at once, the server's list replaces it when it
 * arrives, and live `notification` events are added on top (with the chime when NOTIFICATION_SOUND is on).
 */
export function useNotifications(account: string): TNotificationsState {
  const client = useQueryClient();
  const key = notificationsQueryKey(account);
  const { notificationSound } = usePreferences();
  const query = useQuery({
    queryKey: key,
    // A live event may arrive while the list is on its way: keep it, and let the server's copies win.
    queryFn: async () =>
      mergeNotifications(client.getQueryData<TNotification[]>(key) ?? [], await fetchNotifications(account)),
    initialData: () => loadKeptNotifications(account),
    initialDataUpdatedAt: 0,
    enabled: account !== "",
  });
  const items = query.data ?? [];

  useEffect(() => {
    if (account && query.data) keepNotifications(account, query.data);
  }, [account, query.data]);

  useRealtimeEvent("notification", (notification) => {
    client.setQueryData<TNotification[]>(key, (current) => mergeNotifications(current ?? [], [notification]));
    if (notificationSound) playNotificationSound();
  });

  const mutation = useMutation({
    mutationFn: (id: number | undefined) => markNotificationsRead(account, id),
  });
  const markAsRead = useCallback(
    (id?: number) => {
      client.setQueryData<TNotification[]>(notificationsQueryKey(account), (current) =>
        markRead(current ?? [], id),
      );
      mutation.mutate(id);
    },
    [account, client, mutation.mutate],
  );

  return { items, unread: items.filter((item) => item.new).length, markAsRead };
}
