import type { TGetConfigResponse } from "@sextant/core";
import type { Settings } from "../../settings";

/** What GET /api/config answers and index.html carries: the network and where the browser reaches Horizon. */
export function publicConfig(settings: Settings): TGetConfigResponse {
  return {
    network: settings.network,
    networkPassphrase: settings.networkPassphrase,
    horizonUrl: settings.publicHorizonUrl,
    friendbotAvailable: settings.friendbotAvailable,
    version: settings.version,
  };
}
