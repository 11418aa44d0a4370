import type { TConfigResult } from "./api/get-config";

/** The initial load's result (document 1 §4); LOADING keeps the splash up. */
export type TStartupStatus = "LOADING" | "SUCCESS" | "NO_DATA" | "ERROR";

export function deriveStartupStatus(query: {
  isPending: boolean;
  isError: boolean;
  data: TConfigResult | undefined;
}): TStartupStatus {
  if (query.isError) return "ERROR";
  if (query.isPending || !query.data) return "LOADING";
  return query.data.status;
}

/** The splash closes after SUCCESS, NO_DATA or ERROR. */
export function isSplashVisible(status: TStartupStatus): boolean {
  return status === "LOADING";
}
