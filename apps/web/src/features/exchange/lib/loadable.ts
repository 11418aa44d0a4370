import type { TLoadable } from "../../ledger/sdk-free";

/** The message every trading panel shows when its data fails to load (spec §8). */
export const TRADING_DATA_ERROR = "Failed to load trading data";

/**
 * A query as the exchange panels read it: loading until the first answer (and while no pair is chosen), the
 * spec's 'Failed to load trading data' with a retry, or the data.
 */
export function loadableOf<T>(
  query: { status: "pending" | "error" | "success"; data: T | undefined; refetch: () => unknown },
  enabled: boolean,
): TLoadable<T> {
  if (!enabled) return { status: "loading" };
  if (query.status === "success" && query.data !== undefined) return { status: "success", data: query.data };
  if (query.status === "error") {
    return { status: "error", message: TRADING_DATA_ERROR, retry: () => void query.refetch() };
  }
  return { status: "loading" };
}
