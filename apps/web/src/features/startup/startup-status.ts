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

/**
 * Screens whose first paint needs no visitor currency: the exchange shows its book and trades in the pair's own
 * assets, so a cold /exchange opens on the configuration alone (it is in index.html) instead of waiting for
 * /api/user/currency and /api/user/country; their answer is adopted when it arrives.
 */
const LOCALE_FREE_PATHS: readonly string[] = ["/exchange"];

/** Whether the splash waits for the visitor's currency and country on a start at `pathname`. */
export function waitsForLocale(pathname: string): boolean {
  return !LOCALE_FREE_PATHS.includes(pathname.replace(/\/+$/, "") || "/");
}
