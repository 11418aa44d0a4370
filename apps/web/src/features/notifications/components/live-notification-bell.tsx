import { useRealtimeConnection } from "../../realtime";
import { NotificationBell } from "./notification-bell";

/** The bell with the app's one realtime connection, which lives as long as the logged-in header shows it. */
export function LiveNotificationBell() {
  useRealtimeConnection();
  return <NotificationBell />;
}
