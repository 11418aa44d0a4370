export { CONFIG_QUERY_KEY, configQueryOptions, getConfig, type TConfigResult } from "./api/get-config";
export { getUserLocale, type TUserLocale, userLocaleQueryOptions } from "./api/get-user-locale";
export { readBootConfig, seedBootConfig } from "./boot-config";
export { NetworkBadge } from "./components/network-badge";
export { StartupGate } from "./components/startup-gate";
export { useConfig, useStartupStatus } from "./hooks/use-startup";
export type { TStartupStatus } from "./startup-status";
