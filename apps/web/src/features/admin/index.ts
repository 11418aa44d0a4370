// Only what the header needs; the console itself is the lazy chunk `routes/admin-route`.
export { AdminLink } from "./components/admin-link";
export { useAdminStatus } from "./use-admin-status";
