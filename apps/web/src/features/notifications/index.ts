export { LazyNotificationBell as NotificationBell } from "./components/lazy-notification-bell";
