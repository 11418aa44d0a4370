import type { HorizonApp } from "../app";
import { type Router, sendJson } from "../http";

export function registerPlaceholderRoutes(router: Router, _app: HorizonApp): void {
  router.add("GET", "/health", (ctx) =>
    sendJson(ctx, 200, { database_connected: true, core_up: true, core_synced: true }, "application/json"),
  );
}
